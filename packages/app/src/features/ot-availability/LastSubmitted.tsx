import { formatDisplayDate } from '../../lib/date-format';
import { todayIso } from '../../lib/today';
import { shiftCount } from './availability-selection';

/** "5 shifts offered, last submitted 21-Nov-26 at 10:05 AM" (the device's clock). */
export default function LastSubmitted({ at, count, language }: { at: string; count: number; language: string }) {
  const instant = new Date(at);
  const time = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(instant);
  return (
    <>
      {shiftCount(count)} offered, last submitted{' '}
      <span className="ot__date">{formatDisplayDate(todayIso(instant), language)}</span> at {time}.
    </>
  );
}
