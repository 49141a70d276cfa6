import { IonButton, IonButtons, IonContent, IonHeader, IonModal, IonTitle, IonToolbar } from '@ionic/react';
import { useState } from 'react';
import { useStore } from '../lib/external-store';
import { useLatch } from '../lib/use-latch';
import { inlineFrameRequest } from './inline-frame.host';

const TITLE = 'Two-step verification';

/** The desktop platform's second factor: the page in an inline frame, in a modal over the app. */
export default function SecondFactorFrame() {
  const request = useStore(inlineFrameRequest);
  // The frame is added once the modal is in place: Ionic moves the modal's content while it
  // presents, and a moved iframe reloads, losing a code already typed into it.
  const [presented, setPresented] = useState(false);
  const shown = useLatch(request !== undefined);
  if (!shown) return null;
  return (
    <IonModal
      // Ionic hands the label to its dialog element, which has no other name.
      aria-label={TITLE}
      isOpen={request !== undefined}
      backdropDismiss={false}
      onDidPresent={() => setPresented(true)}
      onWillDismiss={() => setPresented(false)}
      onDidDismiss={() => request?.cancel()}
    >
      <IonHeader>
        <IonToolbar>
          <IonTitle>{TITLE}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={() => request?.cancel()}>Cancel</IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent>
        {request && presented && <iframe className="second-factor-frame" title={TITLE} src={request.url} />}
      </IonContent>
    </IonModal>
  );
}
