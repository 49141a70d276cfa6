import { ENROL_LINK_PARAMS, ENROL_TEXTS } from '@crewline/protocol';
import { IonContent, IonPage, IonRouterLink, useIonRouter } from '@ionic/react';
import { useEffect, useState } from 'react';
import { reportServiceError, withLoading } from '../../../api/feedback.store';
import { serviceClient } from '../../../api/services';
import { PATHS } from '../../../lib/paths';
import { platform } from '../../../platform';
import { readyEnvironment } from '../../../session/environment.store';
import { startSession } from '../../../session/session.store';
import CrewlineLogo from '../../../ui/CrewlineLogo';
import EnrolCodeStep from './EnrolCodeStep';
import EnrolPasswordStep from './EnrolPasswordStep';
import EnrolSecondFactorStep from './EnrolSecondFactorStep';
import { type EnrolStart, finishEnrolment, hasPasswordStep, linkFields, startEnrolment } from './enrol.service';

type Step =
  | { kind: 'code' }
  | { kind: 'password'; passId: string; code: string; start: EnrolStart }
  | { kind: 'secondFactor'; passId: string; code: string; start: EnrolStart; newPassword?: string }
  | { kind: 'done' };

/** The office's link fills pass id and code in. */
const readLink = () => linkFields(window.location.hash, ENROL_LINK_PARAMS);

/**
 * Set up your account (docs/product.md#enrolment), reached signed out: pass id and enrolment
 * code, then a new password, then (when the agency asks one) the authenticator app by QR code
 * and its first code; the enrolment signs the employee in. When the agency's directory keeps
 * passwords the server says there is no password step: the authenticator app is all there is,
 * and the employee then signs in with the directory's password.
 */
export default function EnrolScreen() {
  const router = useIonRouter();
  const [link] = useState(readLink);
  const [step, setStep] = useState<Step>({ kind: 'code' });
  const [busy, setBusy] = useState(false);
  // Once read, the fragment is taken off the address: the code is not kept in the history.
  useEffect(() => {
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);

  const run = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    try {
      await withLoading(work);
    } catch (err) {
      reportServiceError(err);
    } finally {
      setBusy(false);
    }
  };

  const start = (passId: string, code: string) =>
    run(async () => {
      const answer = await startEnrolment(passId, code, { client: serviceClient });
      setStep({ kind: hasPasswordStep(answer) ? 'password' : 'secondFactor', passId, code, start: answer });
    });

  const finish = (passId: string, code: string, newPassword: string | undefined, totpCode?: string) =>
    run(async () => {
      const enrolled = await finishEnrolment(
        { passId, code, newPassword, totpCode },
        { client: serviceClient, platform: platform(), environment: readyEnvironment },
      );
      if (enrolled.kind === 'signInWithDirectory') {
        setStep({ kind: 'done' });
        return;
      }
      const { session } = enrolled;
      startSession(session.profile, session.ticket);
      void import('../devices/register-this-device').then(({ registerThisDevice }) => registerThisDevice());
      router.push(PATHS.home, 'root', 'replace');
    });

  const choosePassword = (newPassword: string) => {
    if (step.kind !== 'password') return;
    if (step.start.secondFactor === 'off') void finish(step.passId, step.code, newPassword);
    else setStep({ ...step, kind: 'secondFactor', newPassword });
  };

  return (
    <IonPage>
      <IonContent className="sign-in">
        <div className="sign-in__panel">
          <div className="sign-in__brand">
            <CrewlineLogo />
            <h1>{ENROL_TEXTS.title}</h1>
          </div>
          {step.kind === 'code' && (
            <EnrolCodeStep initialPassId={link.passId} initialCode={link.code} busy={busy} onSubmit={start} />
          )}
          {step.kind === 'password' && (
            <EnrolPasswordStep
              passId={step.passId}
              busy={busy}
              finishes={step.start.secondFactor === 'off'}
              onSubmit={choosePassword}
            />
          )}
          {step.kind === 'secondFactor' && (
            <EnrolSecondFactorStep
              start={step.start}
              busy={busy}
              onSubmit={(totpCode) => finish(step.passId, step.code, step.newPassword, totpCode)}
            />
          )}
          {step.kind === 'done' && (
            <p className="enrol__intro" role="status">
              {ENROL_TEXTS.doneWithDirectory}
            </p>
          )}
          <p className="sign-in__reset">
            <IonRouterLink routerLink={PATHS.login} routerDirection="back">
              {ENROL_TEXTS.backToSignIn}
            </IonRouterLink>
          </p>
        </div>
      </IonContent>
    </IonPage>
  );
}
