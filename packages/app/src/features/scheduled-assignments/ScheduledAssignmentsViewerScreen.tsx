import { ASSIGNMENT_TEXTS } from '@crewline/protocol';
import { IonButton, IonIcon } from '@ionic/react';
import { PATHS } from '../../lib/paths';
import EmptyState from '../../ui/screen/EmptyState';
import LoadFailed from '../../ui/screen/LoadFailed';
import Screen from '../../ui/screen/Screen';
import TimeSuffixKey from '../../ui/TimeSuffixKey';
import { describeRange } from './assignment-range';
import { dayCounts } from './day-counts';
import { DAY_KIND_LOOK } from './day-kind-look';
import ScheduledDayCard, { shownTimes } from './ScheduledDayCard';
import { useScheduledAssignments } from './scheduled-assignments.queries';
import { useViewerRange } from './use-viewer-range';
import './scheduled-assignments.css';

/** The chosen days, one card each (home/scheduled-assignments/viewer, docs/product.md#scheduled-assignments, ?from=&to= in the address). */
export default function ScheduledAssignmentsViewerScreen() {
  const choice = useViewerRange();
  const range = choice.ok ? choice.range : undefined;
  const assignments = useScheduledAssignments(range);
  const data = assignments.data;

  return (
    <Screen
      title="Scheduled Assignments"
      back={{ href: PATHS.scheduledAssignmentsPicker, label: 'Back to choose dates' }}
      contentClassName="assignments"
    >
      <div className="sa-column">
        {range === undefined ? (
          <EmptyState
            title={ASSIGNMENT_TEXTS.chooseDaysTitle}
            headingLevel={1}
            className="card sa-message"
            titleClassName="sa-message__title"
          >
            <p>{choice.ok ? '' : choice.message}</p>
            <IonButton routerLink={PATHS.scheduledAssignmentsPicker} routerDirection="back">
              Choose dates
            </IonButton>
          </EmptyState>
        ) : (
          <>
            <header className="sa-range">
              <p className="sa-range__eyebrow">Your assignments</p>
              <div className="sa-range__title">
                <h1>{describeRange(range)}</h1>
                <IonButton
                  size="small"
                  fill="outline"
                  routerLink={PATHS.scheduledAssignmentsPicker}
                  routerDirection="back"
                >
                  Other dates
                </IonButton>
              </div>
              {data && (
                <ul className="sa-counts" aria-label="Days by kind">
                  {dayCounts(data.days).map(([kind, n]) => (
                    <li key={kind} className={`sa-kind sa-kind--${DAY_KIND_LOOK[kind].modifier}`}>
                      <IonIcon aria-hidden="true" icon={DAY_KIND_LOOK[kind].icon} />
                      {ASSIGNMENT_TEXTS.kinds[kind]}: {n}
                    </li>
                  ))}
                </ul>
              )}
            </header>
            {/* Also after a refresh of days already shown failed: the way to try again, above them. */}
            {assignments.isError && (
              <LoadFailed message={ASSIGNMENT_TEXTS.loadFailed} onRetry={() => void assignments.refetch()} />
            )}
            {data && <TimeSuffixKey minutes={data.days.flatMap(shownTimes)} />}
            {data && (
              <ol className="sa-days" aria-label="Days">
                {data.days.map((day) => (
                  <ScheduledDayCard key={day.date} day={day} isToday={day.date === data.today} />
                ))}
              </ol>
            )}
          </>
        )}
      </div>
    </Screen>
  );
}
