import { addDays, type ScheduledDay } from '@crewline/protocol';
import { IonButton } from '@ionic/react';
import { useId } from 'react';
import { dayName } from '../../lib/date-format';
import { useLanguage } from '../../lib/language';
import { PATHS } from '../../lib/paths';
import DisplayDate from '../../ui/DisplayDate';
import FactsList from '../../ui/FactsList';
import { ServiceTime, ServiceTimeRange } from '../../ui/ServiceTime';
import LoadFailed from '../../ui/screen/LoadFailed';
import TimeSuffixKey from '../../ui/TimeSuffixKey';
import { useHomeSchedule } from './home.queries';
import { dayAwayName, nextDayAway, nextWorkingDay } from './home-summary';
import { HOME_TEXTS } from './home-texts';

function WhenLabel({ date, today }: { date: string; today: string }) {
  const language = useLanguage();
  const relative = date === today ? HOME_TEXTS.today : date === addDays(today, 1) ? HOME_TEXTS.tomorrow : undefined;
  return (
    <>
      {relative && <span className="home-next__relative">{relative}</span>} {dayName(date)}{' '}
      <DisplayDate iso={date} language={language} />
    </>
  );
}

function WorkingDay({ day, today }: { day: ScheduledDay; today: string }) {
  if (day.kind === 'WORK') {
    const w = day.work;
    return (
      <>
        <p className="home-next__when">
          <WhenLabel date={day.date} today={today} />
        </p>
        <p className="home-next__job">
          {w.jobCode} · {w.route}
        </p>
        <FactsList
          rows={[
            ['Report', <ServiceTime key="report" minutes={w.reportMinutes} />],
            ['Start – end', <ServiceTimeRange key="range" start={w.startMinutes} end={w.endMinutes} />],
            ['Depot', `${w.depotName} (${w.depotCode})`],
          ]}
        />
        <TimeSuffixKey minutes={[w.reportMinutes, w.startMinutes, w.endMinutes]} />
      </>
    );
  }
  if (day.kind === 'TRAINING') {
    const t = day.training;
    return (
      <>
        <p className="home-next__when">
          <WhenLabel date={day.date} today={today} />
        </p>
        <p className="home-next__job">{t.course}</p>
        <FactsList
          rows={[
            [
              'Start – end',
              t.startMinutes !== null && t.endMinutes !== null ? (
                <ServiceTimeRange key="range" start={t.startMinutes} end={t.endMinutes} />
              ) : (
                ''
              ),
            ],
            ['Location', t.location ?? ''],
          ]}
        />
      </>
    );
  }
  return null;
}

/** The next day with work or training, and the next day without: from the schedule. */
export default function NextAssignmentCard({ today }: { today: string }) {
  const titleId = useId();
  const schedule = useHomeSchedule(today);
  const days = schedule.data?.days ?? [];
  const next = nextWorkingDay(days, today);
  const away = nextDayAway(days, today);
  return (
    <section className="card home-next" aria-labelledby={titleId} aria-busy={schedule.isPending}>
      <h2 id={titleId} className="card__title">
        {HOME_TEXTS.nextTitle}
      </h2>
      {schedule.isError && (
        <LoadFailed
          className="home-card__failed"
          message={HOME_TEXTS.scheduleFailed}
          onRetry={() => void schedule.refetch()}
        />
      )}
      {schedule.data &&
        (next ? <WorkingDay day={next} today={today} /> : <p className="home-card__quiet">{HOME_TEXTS.nextNone}</p>)}
      {schedule.data && away && (
        <p className="home-next__away">
          {HOME_TEXTS.nextAway}: {dayAwayName(away)}, <WhenLabel date={away.date} today={today} />
        </p>
      )}
      {schedule.data && (
        <IonButton fill="outline" size="small" routerLink={PATHS.scheduledAssignmentsPicker}>
          {HOME_TEXTS.seeSchedule}
        </IonButton>
      )}
    </section>
  );
}
