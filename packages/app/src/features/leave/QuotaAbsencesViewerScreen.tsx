import { LEAVE_TEXTS } from '@crewline/protocol';
import { IonIcon, IonItem, IonLabel, IonList } from '@ionic/react';
import { walletOutline } from 'ionicons/icons';
import { PATHS } from '../../lib/paths';
import { useRoleAllows } from '../../session/session.store';
import QueryView from '../../ui/screen/QueryView';
import Screen from '../../ui/screen/Screen';
import { useQuotaAbsences } from './leave.queries';
import QuotaCard from './QuotaCard';
import { useChosenQuotaYear } from './quota-year-choice';
import './leave.css';

/**
 * Quota absences (docs/product.md#leave-balances-and-quota-absences, every employee): each quota's allowance, used and remaining, and
 * the absences charged to it, for the year chosen in the picker (DOB) or the current year
 * (RTO, from Leave Balances).
 */
export default function QuotaAbsencesViewerScreen() {
  const year = useChosenQuotaYear();
  const quotas = useQuotaAbsences(year);
  const fromPicker = useRoleAllows('DOB');
  const back = fromPicker
    ? { href: PATHS.quotaAbsencesPicker, label: 'Back to the years' }
    : { href: PATHS.leaveBalances, label: 'Back to Leave Balances' };
  return (
    <Screen title="Quota Absences" back={back} contentClassName="leave">
      <div className="page-width leave__page quota__column">
        <QueryView query={quotas} failed={LEAVE_TEXTS.loadFailed('quota absences')}>
          {(data) => (
            <>
              <h1 className="leave__heading">Quota absences {data.year}</h1>
              <p className="leave__note">
                Absences charged against each yearly allowance, those still to come included.
              </p>
              <div className="leave__grid">
                {data.quotas.map((quota) => (
                  <QuotaCard key={quota.code} quota={quota} year={data.year} />
                ))}
              </div>
              <IonList inset className="leave__links">
                <IonItem button detail routerLink={PATHS.leaveBalances} routerDirection="root">
                  <IonIcon aria-hidden="true" slot="start" icon={walletOutline} />
                  <IonLabel>Leave Balances</IonLabel>
                </IonItem>
              </IonList>
            </>
          )}
        </QueryView>
      </div>
    </Screen>
  );
}
