import { type ServiceElements, SICK_TEXTS } from '@crewline/protocol';
import { IonButton } from '@ionic/react';
import { formatDayDate } from '../../../lib/date-format';
import { useLanguage } from '../../../lib/language';
import { PATHS } from '../../../lib/paths';
import { agencyDateTimeText } from '../../../session/agency-time-text';
import EmptyState from '../../../ui/screen/EmptyState';
import QueryView from '../../../ui/screen/QueryView';
import { useSickNotifications } from '../my-time.queries';
import { daysHeld } from '../request-words';
import '../../../domain/pick/pick.css';
import MyTimePage, { BACK_TO_MY_TIME } from '../MyTimePage';

type Spell = ServiceElements<'mta_notifyInOutGetAll'>['spells'][number];

const sickDaysWords = (n: number) => (n === 1 ? '1 sick day' : `${n} sick days`);

/** Where the employee stands: out sick since when (and the days charged so far), or fit for duty. */
function Standing({ open, bank }: { open: Spell | null; bank: number }) {
  const language = useLanguage();
  return (
    <section className="card my-time__card" aria-label="Where you stand">
      {open ? (
        <>
          <span className="board-chip my-time__status board-chip--taken">Out sick</span>
          <span className="my-time__title">Since {agencyDateTimeText(open.outAt, language)}</span>
          <span>
            {sickDaysWords(open.sickDays.length)} charged so far
            {open.sickDays.length > 0 && `: ${open.sickDays.map((d) => formatDayDate(d, language)).join(', ')}`}
          </span>
        </>
      ) : (
        <>
          <span className="board-chip my-time__status board-chip--safe">Fit for duty</span>
          <span className="my-time__title">You are not notified out sick</span>
        </>
      )}
      <span className="my-time__note">Sick bank: {daysHeld(bank)}</span>
    </section>
  );
}

/** Sick Notify In/Out (My Time): out sick or fit for duty, the button to change it, and every notification of this year and last. */
export default function SickNotifyScreen() {
  const query = useSickNotifications();
  const language = useLanguage();
  return (
    <MyTimePage title="Sick Notify In/Out" heading="Sick Notify In/Out" back={BACK_TO_MY_TIME}>
      <QueryView query={query} failed="Your sick notifications could not be loaded.">
        {({ open, notifications, sickBankMinutes }) => (
          <>
            <Standing open={open} bank={sickBankMinutes} />
            <div className="my-time__actions">
              <IonButton expand="block" color={open ? 'primary' : 'danger'} routerLink={PATHS.myTime.notifyInOutPopup}>
                {open ? 'Notify in (fit for duty)' : 'Notify out sick'}
              </IonButton>
            </div>
            <h2 className="section-title">Your notifications</h2>
            {notifications.length === 0 ? (
              <EmptyState title="No notifications" inset>
                <p>When you notify out sick or back in, it is recorded here with the time you gave.</p>
              </EmptyState>
            ) : (
              <ul className="my-time__cards" aria-label="Your notifications">
                {notifications.map((n) => (
                  <li key={`${n.spellId}-${n.direction}`} className="card my-time__card">
                    <span className="my-time__title">{SICK_TEXTS.directions[n.direction]}</span>
                    <span>From {agencyDateTimeText(n.at, language)}</span>
                    <span className="my-time__note">Sent {agencyDateTimeText(n.recordedAt, language)}</span>
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
