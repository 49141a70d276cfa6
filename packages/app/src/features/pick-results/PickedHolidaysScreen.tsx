import { PICK_RESULT_TEXTS } from '@crewline/protocol';
import { IonItem, IonLabel, IonList } from '@ionic/react';
import AwardWords from '../../domain/pick/AwardWords';
import { formatDayDate } from '../../lib/date-format';
import { useLanguage } from '../../lib/language';
import { agencyDateTimeText } from '../../session/agency-time-text';
import EmptyState from '../../ui/screen/EmptyState';
import HeadedScreen from '../../ui/screen/HeadedScreen';
import QueryView from '../../ui/screen/QueryView';
import { usePickedHolidays } from './pick-results.queries';
import './pick-results.css';

/** Picked Holidays (DOB): the pick's holidays, which I have off, which I work, and why. */
export default function PickedHolidaysScreen() {
  const query = usePickedHolidays();
  const language = useLanguage();
  return (
    <HeadedScreen heading="Picked Holidays" title="Picked Holidays" look="pick-results" keyboardScroll>
      <QueryView
        query={query}
        failed="Your picked holidays could not be loaded."
        isEmpty={(d) => d.pick === null}
        empty={
          <EmptyState title={PICK_RESULT_TEXTS.noHolidayPickTitle} inset>
            <p>{PICK_RESULT_TEXTS.noHolidayPick}</p>
          </EmptyState>
        }
      >
        {(data) => (
          <>
            <p className="section-note">{data.pick?.description}</p>
            {data.pick && data.pick.awardedAt === null && (
              <p className="card results-note">
                {data.pick.roundStatus === 'UPCOMING'
                  ? `The holiday round opens ${agencyDateTimeText(data.pick.opensAt, language)}. `
                  : ''}
                Your turn: {agencyDateTimeText(data.pick.turnAt, language)}. Rank the holidays you want off in Pick
                Preferences.
              </p>
            )}
            {data.pick?.explanation && (
              <section className="card results-note" aria-label="Your award">
                <p>
                  <strong>Awarded {data.pick.awardedAt && agencyDateTimeText(data.pick.awardedAt, language)}.</strong>
                </p>
                <AwardWords text={data.pick.explanation} />
              </section>
            )}
            <IonList inset aria-label="Holidays">
              {data.holidays.map((h) => (
                <IonItem key={h.date}>
                  <IonLabel>
                    <h3>{h.name}</h3>
                    <p>
                      {formatDayDate(h.date, language)}
                      {h.choice !== null && ` · your choice ${h.choice}`}
                    </p>
                  </IonLabel>
                  <span slot="end" className={`result-chip result-chip--${h.status.toLowerCase()}`}>
                    {PICK_RESULT_TEXTS.holidayStatuses[h.status]}
                  </span>
                </IonItem>
              ))}
            </IonList>
          </>
        )}
      </QueryView>
    </HeadedScreen>
  );
}
