import { IonButton } from '@ionic/react';

/** What stays on a screen after its data failed to load (the popup said why): the way to try again. */
export default function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <section className="card load-failed">
      <p>{message}</p>
      <IonButton fill="outline" onClick={onRetry}>
        Try again
      </IonButton>
    </section>
  );
}
