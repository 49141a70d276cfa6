import { IonButton, useIonAlert } from '@ionic/react';
import { formatDayDate, formatDisplayDate } from '../../../lib/date-format';
import { useLanguage } from '../../../lib/language';
import { PATHS } from '../../../lib/paths';
import { newUuid } from '../../../lib/uuid';
import EmptyState from '../../../ui/screen/EmptyState';
import QueryView from '../../../ui/screen/QueryView';
import { useCancelDayOff, useDayOffRequests } from '../my-time.queries';
import { canCancel, daysHeld, STATUS_TONES, statusWords, type YearBank } from '../request-words';
import '../../../domain/pick/pick.css';
import MyTimePage, { BACK_TO_MY_TIME } from '../MyTimePage';

/** The leave years whose banks are on record, in order: the days to come are charged to them. */
function yearsOnRecord(yearBanks: readonly YearBank[]): number[] {
  return [...new Set(yearBanks.filter((b) => b.onRecord).map((b) => b.year))];
}

/** Request Day Off (My Time): my requests to come, each approved or waitlisted with my place, and what my banks hold. */
export default function RequestDayOffScreen() {
  const query = useDayOffRequests();
  const cancel = useCancelDayOff();
  const language = useLanguage();
  const [presentAlert] = useIonAlert();
  const onCancel = (dayOffId: number, date: string) =>
    void presentAlert({
      header: 'Cancel this request?',
      message: `Your request for ${formatDisplayDate(date, language)} is withdrawn; an approved day goes back to your bank.`,
      buttons: [
        { text: 'Keep it', role: 'cancel' },
        {
          text: 'Cancel request',
          role: 'destructive',
          handler: () => cancel.mutate({ requestId: newUuid(), dayOffId }),
        },
      ],
    });
  return (
    <MyTimePage title="Request Day Off" heading="Request Day Off" back={BACK_TO_MY_TIME}>
      <QueryView query={query} failed="Your day-off requests could not be loaded.">
        {({ today, requests, banks, yearBanks }) => (
          <>
            <ul className="card my-time__banks" aria-label="What your banks hold">
              {yearsOnRecord(yearBanks).map((year) => (
                <li key={year} className="my-time__bank-year">
                  <span className="my-time__part my-time__year">{year}</span>
                  {yearBanks
                    .filter((b) => b.year === year)
                    .map((b) => (
                      <span key={b.bank} className="my-time__part">
                        {b.name}: {daysHeld(b.availableMinutes)}
                      </span>
                    ))}
                </li>
              ))}
            </ul>
            <div className="my-time__actions">
              <IonButton expand="block" routerLink={PATHS.myTime.addDayOffPopup}>
                Request a day off
              </IonButton>
            </div>
            <h2 className="section-title">Your requests</h2>
            {requests.length === 0 ? (
              <EmptyState title="No requests" inset>
                <p>
                  Days off you ask for appear here, approved at once while places are left, otherwise waitlisted by
                  seniority.
                </p>
              </EmptyState>
            ) : (
              <ul className="my-time__cards" aria-label="Your day-off requests">
                {requests.map((r) => (
                  <li key={r.dayOffId} className="card my-time__card my-time__request">
                    <span className="my-time__title">{formatDayDate(r.date, language)}</span>
                    <span>Charged to {banks.find((b) => b.bank === r.bank)?.name ?? r.bank}</span>
                    <span className={`board-chip my-time__status board-chip--${STATUS_TONES[r.status]}`}>
                      {statusWords(r)}
                    </span>
                    {canCancel(r, today) && (
                      <IonButton
                        size="small"
                        fill="clear"
                        color="danger"
                        className="my-time__more"
                        onClick={() => onCancel(r.dayOffId, r.date)}
                      >
                        Cancel request
                        <span className="visually-hidden"> for {formatDisplayDate(r.date, language)}</span>
                      </IonButton>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryView>
    </MyTimePage>
  );
}
