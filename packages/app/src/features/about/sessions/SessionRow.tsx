import { SESSIONS_TEXTS, type SignedInSession } from '@crewline/protocol';
import { IonButton, IonIcon, IonItem, IonLabel, IonNote } from '@ionic/react';
import { desktopOutline, globeOutline, helpCircleOutline, phonePortraitOutline } from 'ionicons/icons';
import { sessionFacts } from './session-facts';

const ICONS: Record<NonNullable<SignedInSession['platform']>, string> = {
  ios: phonePortraitOutline,
  android: phonePortraitOutline,
  desktop: desktopOutline,
  web: globeOutline,
};

interface Props {
  session: SignedInSession;
  busy: boolean;
  onSignOut: () => void;
}

/** One signed-in device: what it is, when it signed in and was last used; this one is marked, any other can be signed out. */
export default function SessionRow({ session, busy, onSignOut }: Props) {
  const [platform, signedIn, lastUsed] = sessionFacts(session);
  return (
    <IonItem className="sessions__row">
      <IonIcon aria-hidden="true" slot="start" icon={session.platform ? ICONS[session.platform] : helpCircleOutline} />
      <IonLabel>
        <h2>{session.device}</h2>
        <p>{platform}</p>
        <p>{signedIn}</p>
        <p>{lastUsed}</p>
      </IonLabel>
      {session.current ? (
        <IonNote slot="end" className="sessions__this-device">
          {SESSIONS_TEXTS.thisDevice}
        </IonNote>
      ) : (
        <IonButton
          slot="end"
          fill="outline"
          size="small"
          color="danger"
          disabled={busy}
          aria-label={`${SESSIONS_TEXTS.signOut}: ${session.device}`}
          onClick={onSignOut}
        >
          {SESSIONS_TEXTS.signOut}
        </IonButton>
      )}
    </IonItem>
  );
}
