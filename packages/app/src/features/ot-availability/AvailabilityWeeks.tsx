import type { OtShift } from '@crewline/protocol';
import { formatDisplayDate } from '../../lib/date-format';
import AvailabilityDayRow from './AvailabilityDayRow';
import type { AvailabilityDay, Selection } from './availability-selection';

interface Props {
  days: readonly AvailabilityDay[];
  selection: Selection;
  language: string;
  disabled: boolean;
  onToggle: (date: string, shift: OtShift) => void;
}

/** The days in weeks (Sunday to Saturday), one card each, the first titled 'This week'. */
export default function AvailabilityWeeks({ days, ...row }: Props) {
  const weeks: AvailabilityDay[][] = [];
  for (const day of days) {
    if (day.weekStart || weeks.length === 0) weeks.push([]);
    weeks.at(-1)?.push(day);
  }
  return (
    <>
      {weeks.map((week, i) => {
        const first = week[0]?.date ?? '';
        const title = i === 0 ? 'This week' : `Week of ${formatDisplayDate(first, row.language)}`;
        return (
          <section key={first} className="ot-week">
            <h2 className="section-title ot-week__title">{title}</h2>
            <ul className="ot-days">
              {week.map((day) => (
                <AvailabilityDayRow key={day.date} day={day} {...row} />
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
