import { TIMECARD_TEXTS } from '@crewline/protocol';
import { IonItem, IonLabel, IonList } from '@ionic/react';
import { formatDuration } from '../../lib/time-format';
import DateRange from '../../ui/DateRange';
import EmptyState from '../../ui/screen/EmptyState';
import LoadFailed from '../../ui/screen/LoadFailed';
import Screen from '../../ui/screen/Screen';
import TimecardStatusBadge from './TimecardStatusBadge';
import { useTimecardWeeks } from './timecard.queries';
import { viewerPath } from './timecard-week';
import './timecard.css';

/** The pay weeks that have a timecard, newest first (home/timecard/picker, docs/product.md#timecard); one opens the viewer. */
export default function TimecardPickerScreen() {
  const weeks = useTimecardWeeks();
  const list = weeks.data?.weeks;
  return (
    <Screen title="Timecard" contentClassName="settings">
      <div className="settings__column">
        <h1 className="settings__heading">Pay weeks</h1>
        {/* Also after a refresh of a list already shown failed: the way to try again, above it. */}
        {weeks.isError && <LoadFailed message={TIMECARD_TEXTS.weeksLoadFailed} onRetry={() => void weeks.refetch()} />}
        {list && list.length === 0 && (
          <EmptyState title={TIMECARD_TEXTS.noWeeksTitle} inset>
            <p>{TIMECARD_TEXTS.noWeeks}</p>
          </EmptyState>
        )}
        {list && list.length > 0 && (
          <IonList inset aria-label="Pay weeks, newest first">
            {list.map((week) => (
              <IonItem key={week.weekStart} button detail routerLink={viewerPath(week.weekStart)}>
                <IonLabel>
                  <span className="tc-pick__range">
                    <DateRange from={week.weekStart} to={week.weekEnd} />
                  </span>
                  <TimecardStatusBadge status={week.status} />
                </IonLabel>
                <span slot="end" className="tc-pick__hours">
                  {formatDuration(week.totalMinutes)}
                  <span className="tc-pick__unit"> hours</span>
                </span>
              </IonItem>
            ))}
          </IonList>
        )}
      </div>
    </Screen>
  );
}
