import { TIMECARD_TEXTS } from '@crewline/protocol';
import { IonButton, useIonRouter } from '@ionic/react';
import { PATHS } from '../../lib/paths';
import { todayIso } from '../../session/agency-time';
import DateRange from '../../ui/DateRange';
import EmptyState from '../../ui/screen/EmptyState';
import QueryView from '../../ui/screen/QueryView';
import Screen from '../../ui/screen/Screen';
import TimecardStatusBadge from './TimecardStatusBadge';
import TimecardWeekView from './TimecardWeekView';
import { usePayCodes, useTimecard, useTimecardWeeks } from './timecard.queries';
import { hasNextWeek, hasPreviousWeek, nextWeek, previousWeek, viewerPath, weekEndOf } from './timecard-week';
import { useViewerWeek } from './use-viewer-week';
import WeekByDayField from './WeekByDayField';
import WeekNavigation from './WeekNavigation';
import './timecard.css';

/** One pay week's timecard (home/timecard/viewer, docs/product.md#timecard), the week in the address (?week=Sunday). */
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
    <Screen
      title="Timecard"
      back={{ href: PATHS.timecardPicker, label: 'Back to pay weeks' }}
      contentClassName="timecard"
    >
      <div className="tc-column">
        {weekStart === undefined ? (
          <EmptyState title={TIMECARD_TEXTS.chooseWeekTitle} headingLevel={1}>
            <p>{choice.ok ? '' : choice.message}</p>
            <div className="tc-choose-week">
              <WeekByDayField />
            </div>
            <IonButton routerLink={PATHS.timecardPicker} routerDirection="back">
              Pay weeks
            </IonButton>
          </EmptyState>
        ) : (
          <>
            <header className="tc-week">
              <p className="tc-week__eyebrow">Pay week</p>
              <div className="tc-week__title">
                <h1>
                  <DateRange from={weekStart} to={weekEndOf(weekStart)} />
                </h1>
                {data?.timecard && <TimecardStatusBadge status={data.timecard.status} />}
              </div>
              <WeekNavigation
                onPrevious={hasPreviousWeek(weekStart, oldest) ? () => goTo(previousWeek(weekStart)) : undefined}
                onNext={hasNextWeek(weekStart, todayIso(), newest) ? () => goTo(nextWeek(weekStart)) : undefined}
              />
            </header>
            <QueryView
              query={timecard}
              failed={TIMECARD_TEXTS.loadFailed}
              isEmpty={(week) => week.timecard === null}
              empty={
                <EmptyState title={TIMECARD_TEXTS.noTimecardTitle}>
                  <p>{TIMECARD_TEXTS.noTimecard}</p>
                </EmptyState>
              }
            >
              {(week) => week.timecard && <TimecardWeekView timecard={week.timecard} payCodes={payCodes} />}
            </QueryView>
          </>
        )}
      </div>
    </Screen>
  );
}
