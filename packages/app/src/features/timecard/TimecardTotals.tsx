import { PAY_CATEGORIES, TIMECARD_TEXTS, type TimecardTotals as Totals } from '@crewline/protocol';
import { useId } from 'react';
import { formatDuration } from '../../lib/time-format';

const MINUTES_OF = {
  STRAIGHT: 'straightMinutes',
  OVERTIME: 'overtimeMinutes',
  PREMIUM: 'premiumMinutes',
  LEAVE: 'leaveMinutes',
} as const satisfies Record<(typeof PAY_CATEGORIES)[number], keyof Totals>;

/** The week per category, and its hours (premiums are paid on hours already counted). */
export default function TimecardTotals({ totals }: { totals: Totals }) {
  const titleId = useId();
  return (
    <section className="card tc-totals" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        Week totals
      </h2>
      <dl className="facts">
        {PAY_CATEGORIES.map((category) => (
          <div key={category}>
            <dt>{TIMECARD_TEXTS.categories[category]}</dt>
            <dd>{formatDuration(totals[MINUTES_OF[category]])}</dd>
          </div>
        ))}
        <div className="tc-totals__sum">
          <dt>{TIMECARD_TEXTS.totalHours}</dt>
          <dd>{formatDuration(totals.totalMinutes)}</dd>
        </div>
      </dl>
      <p className="tc-note">{TIMECARD_TEXTS.totalHoursNote}</p>
    </section>
  );
}
