import { addDays, type ServiceElements } from '@crewline/protocol';
import { IonButton, useIonAlert } from '@ionic/react';
import { useState } from 'react';
import { formatDayDate, formatDisplayDate } from '../../../lib/date-format';
import { useLanguage } from '../../../lib/language';
import { newUuid } from '../../../lib/uuid';
import DateField from '../../../ui/DateField';
import { useNotice } from '../../../ui/notice';
import EmptyState from '../../../ui/screen/EmptyState';
import QueryView from '../../../ui/screen/QueryView';
import MyTimePage, { BACK_TO_MY_TIME } from '../MyTimePage';
import { useSaveVacationDays, useVacationDays } from '../my-time.queries';
import { useRequestId } from '../request-id';
import { daysHeld, holdsADay, leaveYearOf } from '../request-words';

type Answer = ServiceElements<'mta_vacationInDaysGet'>;

/** What the chosen date offers: places left, none, or not open yet. */
function placesWords(answer: Answer, date: string): string {
  if (answer.days.some((d) => d.date === date)) return 'Already one of your vacation days.';
  const open = answer.openDates.find((d) => d.date === date);
  if (!open) return 'Not open for vacation days at your location.';
  if (open.placesLeft === 0) return 'No vacation places left that day.';
  return open.placesLeft === 1
    ? '1 vacation place left that day.'
    : `${open.placesLeft} vacation places left that day.`;
}

function VacationDays({ answer }: { answer: Answer }) {
  const language = useLanguage();
  const save = useSaveVacationDays();
  const [presentAlert] = useIonAlert();
  const showNotice = useNotice();
  const [date, setDate] = useState('');
  const [requestId, renewRequestId] = useRequestId();
  const mine = answer.days.map((d) => d.date);
  const shown = (d: string) => formatDayDate(d, language);
  const saveDays = (change: { add: string[]; giveBack: string[] }, id: string, done: string) =>
    save.mutate(
      { requestId: id, ...change },
      {
        onSuccess: () => {
          setDate('');
          renewRequestId();
          showNotice(done);
        },
      },
    );
  const add = () => saveDays({ add: [date], giveBack: [] }, requestId, `${shown(date)} is a vacation day.`);
  const giveBack = (day: string) =>
    void presentAlert({
      header: 'Give this day back?',
      message: `${shown(day)} goes back to your vacation bank and its place to others.`,
      buttons: [
        { text: 'Keep it', role: 'cancel' },
        {
          text: 'Give it back',
          role: 'destructive',
          handler: () => saveDays({ add: [], giveBack: [day] }, newUuid(), `${shown(day)} was given back.`),
        },
      ],
    });
  const open = answer.openDates.find((d) => d.date === date);
  // A day is charged to the bank of its own year; before a day is chosen, tomorrow's.
  const held = answer.yearBanks.find((b) => b.year === leaveYearOf(date || addDays(answer.today, 1)));
  const bankEmpty = !held || !holdsADay(held);
  const canAdd = date !== '' && !mine.includes(date) && (open?.placesLeft ?? 0) > 0 && !bankEmpty;
  return (
    <>
      <p className="card my-time__banks">
        {answer.yearBanks
          .filter((b) => b.onRecord)
          .map((b) => (
            <span key={b.year} className="my-time__part">
              Vacation bank {b.year}: {daysHeld(b.availableMinutes)}
            </span>
          ))}
      </p>
      <h2 className="section-title">Pick a day</h2>
      <div className="card my-time__fields">
        <DateField
          label="Vacation day"
          min={addDays(answer.today, 1)}
          value={date}
          onChange={(chosen) => {
            setDate(chosen);
            renewRequestId();
          }}
        />
      </div>
      {bankEmpty ? (
        <p className="section-note">
          {held && !held.onRecord
            ? `Your ${held.year} vacation bank is not on record yet.`
            : `Your vacation bank holds no whole day to take${held?.later ? ` in ${held.year}` : ''}.`}
        </p>
      ) : (
        date && <p className="section-note">{placesWords(answer, date)}</p>
      )}
      <div className="my-time__actions">
        <IonButton expand="block" disabled={!canAdd} onClick={add}>
          Take the day as vacation
        </IonButton>
      </div>
      <p className="section-note">
        Days of your vacation not taken as weeks, one at a time: each is charged to your vacation bank at once while the
        day has places at your location. Not on a regular day off or a day you are already off.
      </p>
      <h2 className="section-title">Your vacation days</h2>
      {mine.length === 0 ? (
        <EmptyState title="No vacation days" inset>
          <p>Single vacation days you pick appear here until they come.</p>
        </EmptyState>
      ) : (
        <ul className="my-time__cards" aria-label="Your vacation days">
          {mine.map((d) => (
            <li key={d} className="card my-time__card">
              <span className="my-time__title">{shown(d)}</span>
              <span>Charged to Vacation</span>
              <IonButton size="small" fill="clear" color="danger" className="my-time__more" onClick={() => giveBack(d)}>
                Give back
                <span className="visually-hidden"> {formatDisplayDate(d, language)}</span>
              </IonButton>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Vacation In Days (My Time): my single vacation days, the day to add with its places, and the bank. */
export default function VacationDaysScreen() {
  const query = useVacationDays();
  return (
    <MyTimePage title="Vacation In Days" heading="Vacation In Days" back={BACK_TO_MY_TIME}>
      <QueryView query={query} failed="Your vacation days could not be loaded.">
        {(answer) => <VacationDays answer={answer} />}
      </QueryView>
    </MyTimePage>
  );
}
