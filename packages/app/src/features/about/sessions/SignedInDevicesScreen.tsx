import { SESSIONS_TEXTS, type SignedInSession } from '@crewline/protocol';
import { IonIcon, IonItem, IonLabel, IonList, useIonAlert } from '@ionic/react';
import { logOutOutline } from 'ionicons/icons';
import { PATHS } from '../../../lib/paths';
import { useNotice } from '../../../ui/notice';
import QueryView from '../../../ui/screen/QueryView';
import Screen from '../../../ui/screen/Screen';
import SessionRow from './SessionRow';
import { useEndOtherSessions, useEndSession, useSignedInSessions } from './sessions.queries';
import './sessions.css';

/**
 * About → Signed-in devices: where the employee is signed in now, each with "Sign out", and
 * "Sign out everywhere else". This device signs out from the menu, as ever. The calendar link
 * is no device and stays; a new password ends it all.
 */
export default function SignedInDevicesScreen() {
  const sessions = useSignedInSessions();
  const end = useEndSession();
  const endOthers = useEndOtherSessions();
  const [presentAlert] = useIonAlert();
  const showNotice = useNotice();
  const busy = end.isPending || endOthers.isPending;

  const signOut = (session: SignedInSession) =>
    end.mutate(session.session, { onSuccess: () => showNotice(SESSIONS_TEXTS.signedOut(session.device)) });
  const askSignOutOthers = () =>
    void presentAlert({
      header: SESSIONS_TEXTS.confirmSignOutOthersTitle,
      message: SESSIONS_TEXTS.confirmSignOutOthers,
      buttons: [
        { text: 'Cancel', role: 'cancel' },
        {
          text: SESSIONS_TEXTS.signOut,
          role: 'destructive',
          handler: () =>
            endOthers.mutate(undefined, {
              onSuccess: (answer) => showNotice(SESSIONS_TEXTS.signedOutOthers(answer.ended)),
            }),
        },
      ],
    });

  return (
    <Screen
      title={SESSIONS_TEXTS.title}
      back={{ href: PATHS.about, label: 'Back to About' }}
      contentClassName="settings"
    >
      <div className="settings__column">
        <h1 className="settings__heading">{SESSIONS_TEXTS.title}</h1>
        <p className="section-note">{SESSIONS_TEXTS.explanation}</p>
        <QueryView query={sessions} failed={SESSIONS_TEXTS.loadFailed}>
          {(data) => (
            <>
              <IonList inset aria-label={SESSIONS_TEXTS.title}>
                {data.sessions.map((session) => (
                  <SessionRow key={session.session} session={session} busy={busy} onSignOut={() => signOut(session)} />
                ))}
              </IonList>
              {data.sessions.some((s) => !s.current) ? (
                <IonList inset>
                  <IonItem button detail={false} disabled={busy} onClick={askSignOutOthers}>
                    <IonIcon aria-hidden="true" slot="start" icon={logOutOutline} className="sessions__danger" />
                    <IonLabel className="sessions__danger">{SESSIONS_TEXTS.signOutOthers}</IonLabel>
                  </IonItem>
                </IonList>
              ) : (
                <p className="section-note" role="status">
                  {SESSIONS_TEXTS.onlyThisDevice}
                </p>
              )}
            </>
          )}
        </QueryView>
        <div className="section-note sessions__notes">
          <p>{SESSIONS_TEXTS.calendarLinkStays}</p>
          <p>{SESSIONS_TEXTS.passwordChange}</p>
        </div>
      </div>
    </Screen>
  );
}
