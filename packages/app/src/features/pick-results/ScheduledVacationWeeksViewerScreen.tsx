import { addDays } from '@crewline/protocol';
import { IonItem, IonLabel, IonList } from '@ionic/react';
import { dayName, formatDisplayDate } from '../../lib/date-format';
import { useLanguage } from '../../lib/language';
import { PATHS } from '../../lib/paths';
import EmptyState from '../../ui/screen/EmptyState';
import QueryView from '../../ui/screen/QueryView';
import Screen from '../../ui/screen/Screen';
import { useVacationWeeks } from './pick-results.queries';
import { useChosenVacationYear } from './vacation-year-choice';
import './pick-results.css';

/** A year's vacation weeks: the days of each, and the pick award behind it with its explanation. */
export default function ScheduledVacationWeeksViewerScreen() {
  const year = useChosenVacationYear();
  const query = useVacationWeeks(year);
  const language = useLanguage();
  const back = { href: PATHS.scheduledVacationWeeksPicker, label: 'Scheduled Vacation Weeks' };
  return (
    <Screen title="Vacation Weeks" back={back} contentClassName="settings pick-results" keyboardScroll>
      <div className="settings__column">
        {year === undefined ? (
          <p className="section-note">Choose a year first.</p>
        ) : (
          <QueryView
            query={query}
            failed="Your vacation weeks could not be loaded."
            isEmpty={(d) => d.weeks.length === 0}
            empty={
              <EmptyState title={`No vacation in ${year}`} inset>
                <p>You have no vacation days in {year}.</p>
              </EmptyState>
            }
          >
            {(data) => (
              <>
                <h1 className="settings__heading">Vacation {data.year}</h1>
                <IonList inset aria-label={`Vacation weeks of ${data.year}`}>
                  {data.weeks.map((w) => (
                    <IonItem key={w.weekStart}>
                      <IonLabel>
                        <h3>
                          Week of {formatDisplayDate(w.weekStart, language)} –{' '}
                          {formatDisplayDate(addDays(w.weekStart, 6), language)}
                        </h3>
                        <p>
                          {w.days.length} {w.days.length === 1 ? 'day' : 'days'}:{' '}
                          {w.days.map((d) => dayName(d)).join(', ')}
                        </p>
                        {w.picked ? (
                          <p className="results-why">
                            {w.picked.pick}
                            {w.picked.choice !== null ? ` · your choice ${w.picked.choice}` : ''}.{' '}
                            {w.picked.explanation}
                          </p>
                        ) : (
                          <p className="results-why">Scheduled outside a pick.</p>
                        )}
                      </IonLabel>
                    </IonItem>
                  ))}
                </IonList>
              </>
            )}
          </QueryView>
        )}
      </div>
    </Screen>
  );
}
