import { IonAlert, IonLoading } from '@ionic/react';
import { useEffect } from 'react';
import { feedbackStore, loadingStore } from '../api/feedback.store';
import { useStore } from '../lib/external-store';
import { useLatch } from '../lib/use-latch';
import { keepPageShownWhenNoOverlay } from '../ui/overlay-root';
import { useSignOut } from './use-sign-out';

/**
 * Ionic can miss a dismiss that arrives while the indicator is still coming up (isOpen true then
 * false within its entering animation: Ionic issues 27200, 28069), and the indicator then stays
 * over the page for good. Once it is up, it goes at once if no call wants it any more.
 */
function dismissIfNoLongerWanted(event: CustomEvent): void {
  if (loadingStore.get() === 0) void (event.target as HTMLIonLoadingElement).dismiss();
}

/** The popup with OK, the loading indicator, and the way back to sign-in when the session is over. */
export default function ServiceFeedback() {
  const feedback = useStore(feedbackStore);
  const loading = useStore(loadingStore);
  const signOut = useSignOut();
  const loadingShown = useLatch(loading > 0);
  const popupShown = useLatch(feedback?.kind === 'popup');

  // Ionic can leave the page hidden from screen readers after a popup (ui/overlay-root).
  useEffect(() => keepPageShownWhenNoOverlay(), []);

  useEffect(() => {
    if (feedback?.kind !== 'session-expired') return;
    const { message } = feedback;
    void signOut({ callLogout: false }).then(() => feedbackStore.set({ kind: 'popup', message }));
  }, [feedback, signOut]);

  return (
    <>
      {loadingShown && (
        <IonLoading isOpen={loading > 0} message="Please wait…" onDidPresent={dismissIfNoLongerWanted} />
      )}
      {popupShown && (
        <IonAlert
          isOpen={feedback?.kind === 'popup'}
          message={feedback?.message}
          // The popup has no title of its own (docs/product.md#popup); screen readers still need a name.
          htmlAttributes={{ 'aria-label': 'Message' }}
          buttons={['OK']}
          onDidDismiss={() => feedbackStore.set(undefined)}
        />
      )}
    </>
  );
}
