import { TIMECARD_TEXTS } from '@crewline/protocol';
import { IonButton, IonContent, IonPage, useIonRouter } from '@ionic/react';
import { PATHS } from '../../app/paths';
import { formatDateRange } from '../../lib/date-format';
import { todayIso } from '../../lib/today';
import TimecardStatusBadge from './TimecardStatusBadge';
import TimecardWeekView from './TimecardWeekView';
import { usePayCodes, useTimecard, useTimecardWeeks } from './timecard.queries';
import { hasNextWeek, hasPreviousWeek, nextWeek, previousWeek, viewerPath, weekEndOf } from './timecard-week';
import { useViewerWeek } from './use-viewer-week';
import WeekNavigation from './WeekNavigation';
import './timecard.css';
import LoadFailed from '../../ui/LoadFailed';
import SubPageHeader from '../../ui/SubPageHeader';

/** One pay week's timecard (spec §2 home/timecard/viewer), the week in the address (?week=Sunday). */
export default function TimecardViewerScreen() {
  const choice = useViewerWeek();
  const weekStart = choice.ok ? choice.weekStart : undefined;
  const timecard = useTimecard(weekStart);
  const weeks = useTimecardWeeks();
  const payCodes = usePayCodes();
  const router = useIonRouter();

  // Prev/next replace the week in place: Back still returns to the list of weeks.
  const goTo = (week: string) => router.push(viewerPath(week), 'none', 'replace');
  const newest = weeks.data?.weeks[0]?.weekStart;
  const oldest = weeks.data?.weeks.at(-1)?.weekStart;
  const data = timecard.data;

  return (
    <IonPage>
      <SubPageHeader title="Timecard" back={PATHS.timecardPicker} backLabel="Back to pay weeks" />
      <IonContent className="timecard">
        <div className="tc-column">
          {weekStart === undefined ? (
            <section className="card tc-empty" aria-labelledby="tc-invalid-week">
              <h1 id="tc-invalid-week" className="tc-empty__title">
                {TIMECARD_TEXTS.chooseWeekTitle}
              </h1>
              <p>{choice.ok ? '' : choice.message}</p>
              <IonButton routerLink={PATHS.timecardPicker} routerDirection="back">
                Pay weeks
              </IonButton>
            </section>
          ) : (
            <>
              <header className="tc-week">
                <p className="tc-week__eyebrow">Pay week</p>
                <div className="tc-week__title">
                  <h1>{formatDateRange(weekStart, weekEndOf(weekStart))}</h1>
                  {data?.timecard && <TimecardStatusBadge status={data.timecard.status} />}
                </div>
                <WeekNavigation
                  onPrevious={hasPreviousWeek(weekStart, oldest) ? () => goTo(previousWeek(weekStart)) : undefined}
                  onNext={hasNextWeek(weekStart, todayIso(), newest) ? () => goTo(nextWeek(weekStart)) : undefined}
                />
              </header>
              {timecard.isError && (
                <LoadFailed message={TIMECARD_TEXTS.loadFailed} onRetry={() => void timecard.refetch()} />
              )}
              {data && data.timecard === null && (
                <section className="card tc-empty" aria-labelledby="tc-no-timecard">
                  <h2 id="tc-no-timecard" className="tc-empty__title">
                    {TIMECARD_TEXTS.noTimecardTitle}
                  </h2>
                  <p>{TIMECARD_TEXTS.noTimecard}</p>
                </section>
              )}
              {data?.timecard && <TimecardWeekView timecard={data.timecard} payCodes={payCodes} />}
            </>
          )}
        </div>
      </IonContent>
    </IonPage>
  );
}
