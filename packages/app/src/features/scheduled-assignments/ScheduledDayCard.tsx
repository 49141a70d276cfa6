import { ASSIGNMENT_TEXTS, type ScheduledDay } from '@crewline/protocol';
import { IonIcon } from '@ionic/react';
import { type ReactNode, useId } from 'react';
import { dayName, formatDisplayDate } from '../../lib/date-format';
import { formatDuration } from '../../lib/time-format';
import FactsList from '../../ui/FactsList';
import { ServiceTime } from '../../ui/ServiceTime';
import { DAY_KIND_LOOK } from './day-kind-look';

const Facts = ({ rows }: { rows: readonly [string, ReactNode][] }) => <FactsList rows={rows} className="sa-facts" />;

function Times({ rows }: { rows: readonly [string, number][] }) {
  return (
    <dl className="sa-times">
      {rows.map(([label, minutes]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>
            <ServiceTime minutes={minutes} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function DayDetails({ day }: { day: ScheduledDay }) {
  switch (day.kind) {
    case 'WORK': {
      const w = day.work;
      return (
        <>
          <Times
            rows={[
              ['Report', w.reportMinutes],
              ['Start', w.startMinutes],
              ['End', w.endMinutes],
            ]}
          />
          <Facts
            rows={[
              ['Job', w.jobCode],
              ['Route', w.route],
              ['Depot', `${w.depotName} (${w.depotCode})`],
              ['Paid', formatDuration(w.paidMinutes)],
              [
                'Relief',
                w.reliefPoint ? (
                  <>
                    {w.reliefPoint}
                    {w.reliefMinutes !== null && (
                      <>
                        {' at '}
                        <ServiceTime minutes={w.reliefMinutes} />
                      </>
                    )}
                  </>
                ) : (
                  ''
                ),
              ],
            ]}
          />
        </>
      );
    }
    case 'TRAINING': {
      const t = day.training;
      return (
        <>
          {t.startMinutes !== null && t.endMinutes !== null && (
            <Times
              rows={[
                ['Start', t.startMinutes],
                ['End', t.endMinutes],
              ]}
            />
          )}
          <Facts
            rows={[
              ['Course', t.course],
              ['Location', t.location ?? ''],
            ]}
          />
        </>
      );
    }
    case 'HOLIDAY':
      return (
        <>
          <p className="sa-day__name">{day.holidayName}</p>
          <Facts rows={[['Paid', payLine(day.minutes, day.payCode)]]} />
        </>
      );
    case 'VACATION':
    case 'SICK':
    case 'PERSONAL':
    case 'COMP':
    case 'FMLA':
      return <Facts rows={[['Charged', payLine(day.minutes, day.payCode)]]} />;
    case 'NOT_PICKED':
      return <p className="sa-day__note">{ASSIGNMENT_TEXTS.notPicked}</p>;
    case 'DAY_OFF':
      return null;
  }
}

/** The times a day's card shows, for the key to their suffixes. */
export function shownTimes(day: ScheduledDay): (number | null)[] {
  if (day.kind === 'WORK')
    return [day.work.reportMinutes, day.work.startMinutes, day.work.endMinutes, day.work.reliefMinutes];
  if (day.kind === 'TRAINING') return [day.training.startMinutes, day.training.endMinutes];
  return [];
}

const payLine = (minutes: number, payCode: string | null) =>
  payCode ? `${formatDuration(minutes)} (${payCode})` : formatDuration(minutes);

/** One day: its date and day name, what kind of day it is (icon, colour and words), and its details. */
export default function ScheduledDayCard({ day, isToday }: { day: ScheduledDay; isToday: boolean }) {
  const titleId = useId();
  const look = DAY_KIND_LOOK[day.kind];
  return (
    <li>
      <article className={`sa-day sa-day--${look.modifier}`} aria-labelledby={titleId} data-date={day.date}>
        <header className="sa-day__head">
          <h2 id={titleId} className="sa-day__date">
            <span className="sa-day__dayname">{dayName(day.date)}</span> {formatDisplayDate(day.date)}
            {isToday && <span className="sa-day__today">Today</span>}
          </h2>
          <span className={`sa-kind sa-kind--${look.modifier}`}>
            <IonIcon aria-hidden="true" icon={look.icon} />
            {ASSIGNMENT_TEXTS.kinds[day.kind]}
          </span>
        </header>
        <DayDetails day={day} />
      </article>
    </li>
  );
}
