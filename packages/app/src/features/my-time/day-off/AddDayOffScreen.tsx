import { addDays, type DAY_OFF_BANKS, DAY_OFF_TEXTS, type ServiceElements } from '@crewline/protocol';
import { IonButton, IonItem, IonList, IonRadio, IonRadioGroup, useIonRouter } from '@ionic/react';
import { useState } from 'react';
import { formatDisplayDate } from '../../../lib/date-format';
import { useLanguage } from '../../../lib/language';
import { PATHS } from '../../../lib/paths';
import DateField from '../../../ui/DateField';
import { useNotice } from '../../../ui/notice';
import QueryView from '../../../ui/screen/QueryView';
import MyTimePage from '../MyTimePage';
import { useAddDayOff, useAgencyHolidays, useDayOffRequests } from '../my-time.queries';
import { useRequestId } from '../request-id';
import { holdsADay, leaveYearOf, statusWords, yearBankWords } from '../request-words';

type Bank = (typeof DAY_OFF_BANKS)[number];
type Answer = ServiceElements<'mta_requestDayOffGet'>;
type YearBanks = Answer['yearBanks'];

/** The banks a day of `date`'s leave year is charged to; before a date is chosen, tomorrow's year. */
function banksOfYear(yearBanks: YearBanks, date: string, today: string): YearBanks {
  return yearBanks.filter((b) => b.year === leaveYearOf(date || addDays(today, 1)));
}

function RequestForm({ yearBanks, today }: Pick<Answer, 'yearBanks' | 'today'>) {
  const language = useLanguage();
  const router = useIonRouter();
  const showNotice = useNotice();
  const add = useAddDayOff();
  const holidays = useAgencyHolidays();
  const [date, setDate] = useState('');
  const shown = banksOfYear(yearBanks, date, today);
  const [chosen, setChosen] = useState<Bank | undefined>(shown.find(holdsADay)?.bank);
  // A bank that holds nothing for the chosen day's year is not kept chosen.
  const bank = shown.find((b) => b.bank === chosen && holdsADay(b))?.bank;
  const [requestId, renewRequestId] = useRequestId();
  const holiday = holidays.data?.holidays.find((h) => h.date === date);
  const submit = () => {
    if (!date || !bank) return;
    add.mutate(
      { requestId, date, bank },
      {
        onSuccess: ({ request }) => {
          showNotice(`${formatDisplayDate(request.date, language)}: ${statusWords(request)}.`);
          router.push(PATHS.myTime.requestDayOff, 'back', 'pop');
        },
      },
    );
  };
  return (
    <>
      <div className="card my-time__fields">
        <DateField
          label="Day off"
          min={addDays(today, 1)}
          value={date}
          onChange={(day) => {
            setDate(day);
            renewRequestId();
            const ofDay = banksOfYear(yearBanks, day, today);
            if (!ofDay.some((b) => b.bank === chosen && holdsADay(b))) setChosen(ofDay.find(holdsADay)?.bank);
          }}
        />
      </div>
      {holiday && <p className="section-note">{holiday.name} is an agency holiday.</p>}
      <IonRadioGroup
        value={bank}
        onIonChange={(e) => {
          setChosen(e.detail.value as Bank);
          renewRequestId();
        }}
      >
        {/* The group is the radio group; the list is only its look (axe: a list holds list items). */}
        <IonList inset role="presentation">
          {shown.map((b) => (
            <IonItem key={b.bank}>
              <IonRadio value={b.bank} disabled={!holdsADay(b)}>
                Charge to {b.name} {yearBankWords(b)}
              </IonRadio>
            </IonItem>
          ))}
        </IonList>
      </IonRadioGroup>
      <p className="section-note">
        Approved at once while places are left at your location that day; otherwise you are waitlisted by seniority and
        approved when a place frees. A day is charged to the bank of its own year.
      </p>
      <div className="my-time__actions">
        <IonButton expand="block" disabled={!date || !bank} onClick={submit}>
          Request the day off
        </IonButton>
      </div>
      {!bank && <p className="section-note">{DAY_OFF_TEXTS.balance('leave')}</p>}
    </>
  );
}

/** Add Day Off (My Time): choose the day and the bank to charge; the answer says approved or waitlisted. */
export default function AddDayOffScreen() {
  const query = useDayOffRequests();
  return (
    <MyTimePage
      title="Add Day Off"
      heading="Request a day off"
      back={{ href: PATHS.myTime.requestDayOff, label: 'Request Day Off' }}
    >
      <QueryView query={query} failed="Your banks could not be loaded.">
        {({ yearBanks, today }) => <RequestForm yearBanks={yearBanks} today={today} />}
      </QueryView>
    </MyTimePage>
  );
}
