import { TIMECARD_TEXTS } from '@crewline/protocol';
import { IonButton } from '@ionic/react';
import { useId } from 'react';
import { useLanguage } from '../../lib/language';
import { PATHS } from '../../lib/paths';
import { formatDuration } from '../../lib/time-format';
import DateRange from '../../ui/DateRange';
import FactsList from '../../ui/FactsList';
import LoadFailed from '../../ui/screen/LoadFailed';
import { useHomeSchedule, usePayWeeks } from './home.queries';
import { thisWeek } from './home-summary';
import { HOME_TEXTS } from './home-texts';

/** This pay week as scheduled, and the hours of the last pay week payroll holds. */
export default function ThisWeekCard({ today }: { today: string }) {
  const language = useLanguage();
  const titleId = useId();
  const schedule = useHomeSchedule(today);
  const weeks = usePayWeeks();
  const week = schedule.data ? thisWeek(schedule.data.days, today) : undefined;
  // The current week in progress is not one payroll holds yet.
  const last = weeks.data?.weeks.find((w) => w.status !== 'IN_PROGRESS');
  return (
    <section className="card home-week" aria-labelledby={titleId} aria-busy={schedule.isPending || weeks.isPending}>
      <h2 id={titleId} className="card__title">
        {HOME_TEXTS.weekTitle}
        {week && (
          <span className="home-week__range">
            {' '}
            <DateRange from={week.from} to={week.to} language={language} />
          </span>
        )}
      </h2>
      {schedule.isError && (
        <LoadFailed
          className="home-card__failed"
          message={HOME_TEXTS.scheduleFailed}
          onRetry={() => void schedule.refetch()}
        />
      )}
      {week && (
        <FactsList
          rows={[
            [
              HOME_TEXTS.weekWorkLabel,
              `${HOME_TEXTS.weekWork(week.workDays)}, ${HOME_TEXTS.weekLeft(week.workDaysLeft)}`,
            ],
            [HOME_TEXTS.weekPaid, `${formatDuration(week.paidMinutes)} h`],
            [HOME_TEXTS.weekAway, week.daysAway > 0 ? String(week.daysAway) : ''],
          ]}
        />
      )}
      <h3 className="home-week__subtitle">
        {HOME_TEXTS.lastPayWeek}
        {last && (
          <span className="home-week__range">
            {' '}
            <DateRange from={last.weekStart} to={last.weekEnd} language={language} />
          </span>
        )}
      </h3>
      {weeks.isError && (
        <LoadFailed
          className="home-card__failed"
          message={HOME_TEXTS.timecardFailed}
          onRetry={() => void weeks.refetch()}
        />
      )}
      {weeks.data && !last && <p className="home-card__quiet">{HOME_TEXTS.noTimecards}</p>}
      {last && (
        <FactsList
          rows={[
            [HOME_TEXTS.lastPayWeekHours, `${formatDuration(last.totalMinutes)} h`],
            ['Status', TIMECARD_TEXTS.statuses[last.status]],
          ]}
        />
      )}
      {weeks.data && (
        <IonButton fill="outline" size="small" routerLink={PATHS.timecardPicker}>
          {HOME_TEXTS.seeTimecard}
        </IonButton>
      )}
    </section>
  );
}
