import { ENROL_TEXTS } from '@crewline/protocol';
import { IonContent, IonPage, IonRouterLink, useIonRouter, useIonViewDidEnter } from '@ionic/react';
import { type FormEvent, useState } from 'react';
import { reportServiceError, withLoading } from '../../api/feedback.store';
import UpdateNotice from '../../domain/update/UpdateNotice';
import WelcomeMessageCard from '../../domain/welcome/WelcomeMessageCard';
import { PATHS } from '../../lib/paths';
import { usePreloadScreen } from '../../lib/screen-preload';
import { platform } from '../../platform';
import { useAppVersion } from '../../platform/use-app-version';
import { passwordResetLink, readyEnvironment, useEnvironment } from '../../session/environment.store';
import { startSession } from '../../session/session.store';
import { removeBootSplash } from '../../ui/boot-splash';
import CrewlineLogo from '../../ui/CrewlineLogo';
import PasswordField from './PasswordField';
import { PassIdField } from './TextField';

/**
 * The sign-in screen at / and /login (docs/product.md#sign-in). The one screen without the ui/screen
 * frame: it has no header, and the frame's header parts would join the first page's code.
 */
export default function SignInScreen() {
  const router = useIonRouter();
  const preloadScreen = usePreloadScreen();
  const environment = useEnvironment();
  const version = useAppVersion();
  const [passId, setPassId] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const resetLink = passwordResetLink(environment);
  // The page is shown (it starts invisible): index.html's picture of this screen can go.
  useIonViewDidEnter(removeBootSplash);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    void preloadScreen(PATHS.home);
    try {
      // The service layer (and its schemas) loads on the first sign-in, not with the screen.
      const [{ signIn }, { serviceClient }] = await withLoading(() =>
        Promise.all([import('./sign-in.service'), import('../../api/services')]),
      );
      const session = await signIn(
        { passId: passId.trim(), password },
        { client: serviceClient, platform: platform(), environment: readyEnvironment, busy: withLoading },
      );
      startSession(session.profile, session.ticket);
      // Push token and biometric support (native only), in the background, never blocking the way in.
      void import('./devices/register-this-device').then(({ registerThisDevice }) => registerThisDevice());
      setPassword('');
      // An office person lands in the office (docs/pick.md#the-pick-office).
      router.push(session.profile.office ? PATHS.office : PATHS.home, 'root', 'replace');
    } catch (err) {
      reportServiceError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <IonPage>
      <IonContent className="sign-in">
        <div className="sign-in__panel">
          <div className="sign-in__brand">
            <CrewlineLogo />
            <h1>Crewline</h1>
            <p>Schedules, picks and leave for transit employees</p>
          </div>
          <UpdateNotice />
          <WelcomeMessageCard />
          <form className="sign-in__form" onSubmit={submit} aria-label="Sign in">
            <PassIdField label="Pass ID" disabled={busy} value={passId} onChange={setPassId} />
            <PasswordField value={password} onChange={setPassword} disabled={busy} />
            <button type="submit" className="button-primary" disabled={busy}>
              Sign in
            </button>
          </form>
          <p className="sign-in__reset">
            <a href={resetLink} target="_blank" rel="noopener noreferrer">
              Forgot your password?
            </a>
          </p>
          <p className="sign-in__reset">
            <IonRouterLink routerLink={PATHS.enrol}>{ENROL_TEXTS.link}</IonRouterLink>
          </p>
          {version && <p className="sign-in__version">Version {version}</p>}
        </div>
      </IonContent>
    </IonPage>
  );
}
