import { SESSIONS_TEXTS } from '@crewline/protocol';
import { IonIcon, IonItem, IonLabel, IonList } from '@ionic/react';
import { helpBuoyOutline, phonePortraitOutline } from 'ionicons/icons';
import UpdateNotice from '../../domain/update/UpdateNotice';
import { PATHS } from '../../lib/paths';
import { platform } from '../../platform';
import { useAppVersion } from '../../platform/use-app-version';
import { useEnvironment } from '../../session/environment.store';
import InfoRow from '../../ui/InfoRow';
import Screen from '../../ui/screen/Screen';
import CalendarFeedSection from './calendar-feed/CalendarFeedSection';
import LanguageSetting from './LanguageSetting';
import { PLATFORM_NAMES } from './platform-names';

/** About (docs/product.md#about-and-support, all users): the app and its environment, the date language, and the ways to Signed-in devices and Support. */
export default function AboutScreen() {
  const version = useAppVersion();
  const environment = useEnvironment();
  const env = environment.status === 'ready' ? environment.environment : undefined;
  return (
    <Screen title="About" contentClassName="settings">
      <div className="settings__column">
        <h1 className="settings__heading">About Crewline</h1>
        <UpdateNotice />
        <h2 className="section-title">App</h2>
        <IonList inset>
          <InfoRow label="Version" value={version ?? ''} />
          <InfoRow label="Platform" value={PLATFORM_NAMES[platform().kind]} />
        </IonList>
        {env && (
          <>
            <h2 className="section-title">Environment</h2>
            <IonList inset>
              <InfoRow label="Type" value={env.type} />
              <InfoRow label="Host" value={env.port.trim() ? `${env.host}:${env.port}` : env.host} />
            </IonList>
          </>
        )}
        <LanguageSetting />
        <CalendarFeedSection />
        <IonList inset>
          <IonItem button detail routerLink={PATHS.signedInDevices} routerDirection="forward">
            <IonIcon aria-hidden="true" slot="start" icon={phonePortraitOutline} />
            <IonLabel>{SESSIONS_TEXTS.title}</IonLabel>
          </IonItem>
          <IonItem button detail routerLink={PATHS.support} routerDirection="forward">
            <IonIcon aria-hidden="true" slot="start" icon={helpBuoyOutline} />
            <IonLabel>Support</IonLabel>
          </IonItem>
        </IonList>
      </div>
    </Screen>
  );
}
