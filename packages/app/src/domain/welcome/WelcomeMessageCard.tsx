import { MESSAGES, TOAST_DISMISS_MS } from '@crewline/protocol';
import { useIonToast } from '@ionic/react';
import { platform } from '../../platform';
import { useEnvironment } from '../../session/environment.store';
import { placedToast } from '../../ui/notice';
import { dismissWelcome, neverShowWelcome, useWelcomeDismissal } from './welcome-dismissal';
import { DISMISS_ICON_PATH, shownWelcomeMessage } from './welcome-message';

/** The environment's welcome message for this platform (docs/product.md#welcome-message), on the sign-in screen after start-up. */
export default function WelcomeMessageCard() {
  const environment = useEnvironment();
  const dismissal = useWelcomeDismissal();
  const [presentToast] = useIonToast();
  if (environment.status !== 'ready') return null;
  const shown = shownWelcomeMessage(platform().welcomeMessage(environment.list), {
    appVersion: environment.version,
    neverShowText: dismissal.neverShowText,
  });
  if (!shown || dismissal.dismissedText === shown.message) return null;

  const dismiss = () => {
    dismissWelcome(shown.message);
    void presentToast(
      placedToast({
        message: MESSAGES.notificationDismissed,
        duration: TOAST_DISMISS_MS,
        buttons: [{ text: MESSAGES.dontShowAgain, handler: () => neverShowWelcome(shown.message) }],
      }),
    );
  };

  return (
    <section className="welcome-message" style={{ background: shown.color }} aria-label="Welcome message">
      <div className="welcome-message__text">
        {shown.title && <h2 className="welcome-message__title">{shown.title}</h2>}
        <p>{shown.message}</p>
      </div>
      {shown.dismissible && (
        <button type="button" className="welcome-message__dismiss" aria-label="Dismiss" onClick={dismiss}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d={DISMISS_ICON_PATH} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </section>
  );
}
