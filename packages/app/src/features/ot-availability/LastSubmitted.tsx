import { formatDisplayDate } from '../../lib/date-format';
import { agencyDate } from '../../session/agency-time';
import { agencyClockText } from '../../session/agency-time-text';
import { shiftCount } from './availability-selection';

/** "5 shifts offered, last submitted 21-Nov-26 at 10:05A" (the agency's clock, as every time in the app). */
export default function LastSubmitted({ at, count, language }: { at: string; count: number; language: string }) {
  const instant = new Date(at);
  return (
    <>
      {shiftCount(count)} offered, last submitted{' '}
      <span className="keep-whole">{formatDisplayDate(agencyDate(instant), language)}</span> at{' '}
      {agencyClockText(instant)}.
    </>
  );
}
