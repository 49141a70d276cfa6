import { IonButton, IonButtons, IonContent, IonHeader, IonModal, IonTitle, IonToolbar } from '@ionic/react';
import { useStore } from '../lib/external-store';
import { inlineFrameRequest } from './inline-frame.host';

/** The desktop platform's second factor: the page in an inline frame, in a modal over the app. */
export default function SecondFactorFrame() {
  const request = useStore(inlineFrameRequest);
  return (
    <IonModal isOpen={request !== undefined} backdropDismiss={false} onDidDismiss={() => request?.cancel()}>
      <IonHeader>
        <IonToolbar>
          <IonTitle>Two-step verification</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={() => request?.cancel()}>Cancel</IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent>
        {request && <iframe className="second-factor-frame" title="Two-step verification" src={request.url} />}
      </IonContent>
    </IonModal>
  );
}
