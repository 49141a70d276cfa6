import { LEAVE_TEXTS } from '@crewline/protocol';
import { IonButton } from '@ionic/react';

/** What stays on the page after a failed call (the popup said why): the way to try again. */
export default function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className="leave-panel leave-panel--centered">
      <p>{LEAVE_TEXTS.loadFailed(what)}</p>
      <IonButton fill="outline" onClick={onRetry}>
        Try again
      </IonButton>
    </div>
  );
}
