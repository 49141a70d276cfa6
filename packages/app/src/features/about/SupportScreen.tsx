import { IonIcon, IonItem, IonLabel, IonList } from '@ionic/react';
import { keyOutline, mailOutline } from 'ionicons/icons';
import { PATHS } from '../../lib/paths';
import { passwordResetLink, useEnvironment } from '../../session/environment.store';
import Screen from '../../ui/screen/Screen';
import DiagnosticsList from './DiagnosticsList';
import { supportEmails } from './support-contacts';

/** Support (docs/product.md#about-and-support, all users): who to write to, the password reset, and the app's diagnostics. */
export default function SupportScreen() {
  const environment = useEnvironment();
  const ready = environment.status === 'ready' ? environment : undefined;
  const emails = ready ? supportEmails(ready.environment.supportEmail) : [];
  return (
    <Screen title="Support" back={{ href: PATHS.about, label: 'Back to About' }} contentClassName="settings">
      <div className="settings__column">
        <h1 className="settings__heading">Support</h1>
        {emails.length > 0 && (
          <>
            <h2 className="section-title">Contact support</h2>
            <IonList inset>
              {emails.map((email) => (
                <IonItem key={email} href={`mailto:${email}`} detail={false}>
                  <IonIcon aria-hidden="true" slot="start" icon={mailOutline} />
                  <IonLabel>{email}</IonLabel>
                </IonItem>
              ))}
            </IonList>
          </>
        )}
        <h2 className="section-title">Password</h2>
        <IonList inset>
          <IonItem href={passwordResetLink(environment)} target="_blank" rel="noopener noreferrer" detail>
            <IonIcon aria-hidden="true" slot="start" icon={keyOutline} />
            <IonLabel>Reset your password</IonLabel>
          </IonItem>
        </IonList>
        <h2 className="section-title">Diagnostics</h2>
        <DiagnosticsList />
      </div>
    </Screen>
  );
}
