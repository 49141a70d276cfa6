import { HOLIDAY_CHOICE_TEXTS, type HOLIDAY_CHOICES, type WorkedHoliday } from '@crewline/protocol';
import { IonItem, IonList, IonRadio, IonRadioGroup } from '@ionic/react';
import { formatDayDate, formatDisplayDate } from '../../../lib/date-format';
import { useLanguage } from '../../../lib/language';
import { newUuid } from '../../../lib/uuid';
import EmptyState from '../../../ui/screen/EmptyState';
import QueryView from '../../../ui/screen/QueryView';
import { useHolidayChoices, useSaveHolidayChoice } from '../my-time.queries';
import '../../../domain/pick/pick.css';
import { useNotice } from '../../../ui/notice';
import MyTimePage, { BACK_TO_MY_TIME } from '../MyTimePage';

type Choice = (typeof HOLIDAY_CHOICES)[number];

const CHOICES: Choice[] = ['ACCRUE', 'PAY'];

function HolidayCard({ holiday }: { holiday: WorkedHoliday }) {
  const language = useLanguage();
  const save = useSaveHolidayChoice();
  const showNotice = useNotice();
  const when = formatDayDate(holiday.date, language);
  const choose = (choice: Choice) =>
    save.mutate(
      { requestId: newUuid(), date: holiday.date, choice },
      {
        onSuccess: () => showNotice(`${holiday.name}: ${HOLIDAY_CHOICE_TEXTS.choices[choice].toLowerCase()}.`),
      },
    );
  return (
    <li className="card my-time__card">
      <span className="my-time__title">{holiday.name}</span>
      <span>{when}</span>
      {holiday.open ? (
        <>
          <IonRadioGroup
            value={holiday.choice ?? undefined}
            onIonChange={(e) => choose(e.detail.value as Choice)}
            aria-label={`${holiday.name}: bank it or be paid`}
            className="my-time__choice"
          >
            {/* The group is the radio group; the list is only its look (axe: a list holds list items). */}
            <IonList role="presentation" lines="none">
              {CHOICES.map((c) => (
                <IonItem key={c}>
                  {/* Circles on every platform: iOS shows an unchosen radio as nothing at all. */}
                  <IonRadio mode="md" value={c} justify="start" labelPlacement="end">
                    {HOLIDAY_CHOICE_TEXTS.choices[c]}
                  </IonRadio>
                </IonItem>
              ))}
            </IonList>
          </IonRadioGroup>
          <span className="my-time__note">
            {holiday.choice ? 'You can change it until' : 'Choose by'} {formatDisplayDate(holiday.closesOn, language)}.
          </span>
        </>
      ) : (
        <>
          <span className={`board-chip my-time__status board-chip--${holiday.choice ? 'safe' : 'closed'}`}>
            {holiday.choice ? HOLIDAY_CHOICE_TEXTS.choices[holiday.choice] : 'No choice made'}
          </span>
          <span className="my-time__note">Closed on {formatDisplayDate(holiday.closesOn, language)}.</span>
        </>
      )}
    </li>
  );
}

/** Holidays Accrue/Pay (My Time): each holiday I work this year (and last year's still open), banked or paid, until the agency's cutoff. */
export default function HolidaysAccruePayScreen() {
  const query = useHolidayChoices();
  return (
    <MyTimePage title="Holidays Accrue/Pay" heading="Holidays Accrue/Pay" back={BACK_TO_MY_TIME}>
      <p className="section-note my-time__intro">
        For each holiday you work: bank it (a day in your holiday bank once worked) or be paid for it on that week’s
        timecard. You can choose until the end of the pay week after the holiday; a holiday left without a choice is
        neither banked nor paid.
      </p>
      <QueryView query={query} failed="Your holidays could not be loaded.">
        {({ holidays }) =>
          holidays.length === 0 ? (
            <EmptyState title="No holidays worked" inset>
              <p>This year's holidays you work appear here, to bank or be paid for.</p>
            </EmptyState>
          ) : (
            <ul className="my-time__cards" aria-label="Holidays you work">
              {[...holidays].reverse().map((h) => (
                <HolidayCard key={h.date} holiday={h} />
              ))}
            </ul>
          )
        }
      </QueryView>
    </MyTimePage>
  );
}
