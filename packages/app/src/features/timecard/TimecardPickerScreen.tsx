import { TIMECARD_TEXTS } from '@crewline/protocol';
import { IonContent, IonItem, IonLabel, IonList, IonPage } from '@ionic/react';
import { formatDateRange } from '../../lib/date-format';
import { formatDuration } from '../../lib/time-format';
import MenuPageHeader from '../../ui/MenuPageHeader';
import TimecardStatusBadge from './TimecardStatusBadge';
import { useTimecardWeeks } from './timecard.queries';
import { viewerPath } from './timecard-week';
import './timecard.css';
import LoadFailed from '../../ui/LoadFailed';

/** The pay weeks that have a timecard, newest first (spec §2 home/timecard/picker); one opens the viewer. */
export default function TimecardPickerScreen() {
  const weeks = useTimecardWeeks();
  const list = weeks.data?.weeks;
  return (
    <IonPage>
      <MenuPageHeader title="Timecard" />
      <IonContent className="settings">
        <div className="settings__column">
          <h1 className="settings__heading">Pay weeks</h1>
          {weeks.isError && (
            <LoadFailed message={TIMECARD_TEXTS.weeksLoadFailed} onRetry={() => void weeks.refetch()} />
          )}
          {list && list.length === 0 && (
            <section className="card tc-empty tc-empty--inset" aria-labelledby="tc-no-weeks">
              <h2 id="tc-no-weeks" className="tc-empty__title">
                {TIMECARD_TEXTS.noWeeksTitle}
              </h2>
              <p>{TIMECARD_TEXTS.noWeeks}</p>
            </section>
          )}
          {list && list.length > 0 && (
            <IonList inset aria-label="Pay weeks, newest first">
              {list.map((week) => (
                <IonItem key={week.weekStart} button detail routerLink={viewerPath(week.weekStart)}>
                  <IonLabel>
                    <span className="tc-pick__range">{formatDateRange(week.weekStart, week.weekEnd)}</span>
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
      </IonContent>
    </IonPage>
  );
}
