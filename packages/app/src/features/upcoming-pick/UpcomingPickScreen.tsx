import { SERVICES } from '@crewline/protocol';
import { IonIcon, IonItem, IonLabel, IonList } from '@ionic/react';
import { briefcaseOutline, listOutline } from 'ionicons/icons';
import { useFreshProfile } from '../../api/login-ticket.queries';
import UpcomingPickSummary from '../../domain/profile/UpcomingPickSummary';
import { PATHS } from '../../lib/paths';
import { todayIso } from '../../session/agency-time';
import { useRoleAllows, useSession } from '../../session/session.store';
import Screen from '../../ui/screen/Screen';
import { turnCountdown } from './turn-countdown';
import './upcoming-pick.css';

/**
 * Upcoming Pick (docs/product.md#upcoming-pick, DOB with a non-empty upcoming pick): the pick turn from the profile,
 * kept fresh like Home's, with the placeholders of docs/product.md#current-user-profile for what the agency has not set.
 */
export default function UpcomingPickScreen() {
  const session = useSession();
  useFreshProfile();
  const pick = session?.profile.upcomingPick;
  const countdown = pick ? turnCountdown(pick.dateTime, todayIso()) : undefined;
  // Where the turn is prepared: the ranked lists, when this employee's role has them.
  const mayRank = useRoleAllows(SERVICES.mta_pickPreferencesInit.role);
  return (
    <Screen title="Upcoming Pick" contentClassName="settings">
      {pick && (
        <div className="settings__column upcoming-pick">
          <h1 className="settings__heading">Upcoming Pick</h1>
          {countdown && <p className="upcoming-pick__countdown">{countdown}</p>}
          <UpcomingPickSummary pick={pick} />
          <IonList inset>
            {mayRank && (
              <IonItem routerLink={PATHS.pickPreferencesOverview} routerDirection="forward" detail>
                <IonIcon aria-hidden="true" slot="start" icon={listOutline} />
                <IonLabel>Your pick preferences</IonLabel>
              </IonItem>
            )}
            <IonItem routerLink={PATHS.pickedJobsPicker} routerDirection="forward" detail>
              <IonIcon aria-hidden="true" slot="start" icon={briefcaseOutline} />
              <IonLabel>Your picked jobs</IonLabel>
            </IonItem>
          </IonList>
        </div>
      )}
    </Screen>
  );
}
