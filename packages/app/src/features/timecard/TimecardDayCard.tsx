import { type PayCode, TIMECARD_TEXTS, type TimecardDay } from '@crewline/protocol';
import { useId } from 'react';
import { dayName, formatDisplayDate } from '../../lib/date-format';
import { formatDuration } from '../../lib/time-format';
import LineWork, { namesWork } from './LineWork';
import PayCodeRow from './PayCodeRow';

/**
 * One day of the week: its pay-code lines with the work they were for, or 'Day off' ('Not
 * entered yet' in a week payroll has not entered: a day without leave may still be worked).
 */
export default function TimecardDayCard({
  day,
  payCodes,
  inProgress = false,
}: {
  day: TimecardDay;
  payCodes: ReadonlyMap<string, PayCode>;
  inProgress?: boolean;
}) {
  const headingId = useId();
  const off = day.lines.length === 0;
  return (
    <section className={`tc-day${off ? ' tc-day--off' : ''}`} aria-labelledby={headingId}>
      <header className="tc-day__header">
        <h2 id={headingId} className="tc-day__date">
          <span className="tc-day__name">{dayName(day.date)}</span> {formatDisplayDate(day.date)}
        </h2>
        {off ? (
          <span className="tc-day__off">{inProgress ? TIMECARD_TEXTS.notEntered : TIMECARD_TEXTS.dayOff}</span>
        ) : (
          <span className="tc-day__total">
            {formatDuration(day.totalMinutes)}
            <span className="visually-hidden"> hours</span>
          </span>
        )}
      </header>
      {!off && (
        <ul className="tc-rows">
          {day.lines.map((line, i) => (
            <PayCodeRow
              // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id, and two may be alike; the server fixes their order.
              key={i}
              code={line.payCode}
              payCode={payCodes.get(line.payCode)}
              minutes={line.minutes}
              detail={namesWork(line) ? <LineWork line={line} /> : undefined}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
