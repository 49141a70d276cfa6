import { IonButton, IonButtons, IonContent, IonHeader, IonModal, IonTitle, IonToolbar } from '@ionic/react';
import { useState } from 'react';
import { useStore } from '../lib/external-store';
import { inlineFrameRequest } from './inline-frame.host';

/** The desktop platform's second factor: the page in an inline frame, in a modal over the app. */
export default function SecondFactorFrame() {
  const request = useStore(inlineFrameRequest);
  // The frame is added once the modal is in place: Ionic moves the modal's content while it
  // presents, and a moved iframe reloads, losing a code already typed into it.
  const [presented, setPresented] = useState(false);
  return (
    <IonModal
      isOpen={request !== undefined}
      backdropDismiss={false}
      onDidPresent={() => setPresented(true)}
      onWillDismiss={() => setPresented(false)}
      onDidDismiss={() => request?.cancel()}
    >
      <IonHeader>
        <IonToolbar>
          <IonTitle>Two-step verification</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={() => request?.cancel()}>Cancel</IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent>
        {request && presented && (
          <iframe className="second-factor-frame" title="Two-step verification" src={request.url} />
        )}
      </IonContent>
    </IonModal>
  );
}
