import { addDays, LEAVE_TEXTS } from '@crewline/protocol';
import { IonIcon, IonItem, IonLabel, IonList } from '@ionic/react';
import { bandageOutline } from 'ionicons/icons';
import { formatDisplayDate } from '../../lib/date-format';
import { useLanguage } from '../../lib/language';
import { PATHS } from '../../lib/paths';
import QueryView from '../../ui/screen/QueryView';
import Screen from '../../ui/screen/Screen';
import BalanceChart from './BalanceChart';
import BankCard from './BankCard';
import { useLeaveBalances } from './leave.queries';
import { chooseQuotaYear } from './quota-year-choice';
import './leave.css';

/** Leave Balances (docs/product.md#leave-balances-and-quota-absences, all users): every bank as of the end of the latest timecard week. */
export default function LeaveBalancesScreen() {
  const balances = useLeaveBalances();
  const language = useLanguage();
  return (
    <Screen title="Leave Balances" contentClassName="leave">
      <div className="page-width leave__page">
        <h1 className="leave__heading">Leave Balances</h1>
        <QueryView query={balances} failed={LEAVE_TEXTS.loadFailed('leave balances')}>
          {(data) => (
            <>
              <p className="leave__as-of" data-testid="leave-as-of">
                As of <strong>{formatDisplayDate(data.asOf, language)}</strong> · {data.year} leave year
              </p>
              <p className="leave__note">
                {data.timecardWeekStart === null
                  ? LEAVE_TEXTS.noTimecardYet
                  : `Balances agree with your latest timecard, the week of ${formatDisplayDate(data.timecardWeekStart, language)} to ${formatDisplayDate(addDays(data.timecardWeekStart, 6), language)}.`}{' '}
                {LEAVE_TEXTS.usedAndScheduled} {LEAVE_TEXTS.dayLength}
              </p>
              <div className="leave__grid">
                <BalanceChart banks={data.banks} />
                {data.banks.map((bank) => (
                  <BankCard key={bank.bank} bank={bank} year={data.year} />
                ))}
              </div>
              <IonList inset className="leave__links">
                <IonItem
                  button
                  detail
                  routerLink={PATHS.quotaAbsencesViewer}
                  routerDirection="forward"
                  onClick={() => chooseQuotaYear(undefined)}
                >
                  <IonIcon aria-hidden="true" slot="start" icon={bandageOutline} />
                  <IonLabel>
                    <h2>Quota absences</h2>
                    <p>Sick, personal and family leave days against this year's allowances</p>
                  </IonLabel>
                </IonItem>
              </IonList>
            </>
          )}
        </QueryView>
      </div>
    </Screen>
  );
}
