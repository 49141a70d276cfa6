import { formatDisplayDate } from '../../lib/date-format';
import { agencyDate, inAgencyZone } from '../../session/agency-time';
import { shiftCount } from './availability-selection';

/** "5 shifts offered, last submitted 21-Nov-26 at 10:05 AM" (the agency's clock, as every time in the app). */
export default function LastSubmitted({ at, count, language }: { at: string; count: number; language: string }) {
  const instant = new Date(at);
  const time = new Intl.DateTimeFormat(language, inAgencyZone({ hour: 'numeric', minute: '2-digit' })).format(instant);
  return (
    <>
      {shiftCount(count)} offered, last submitted{' '}
      <span className="ot__date">{formatDisplayDate(agencyDate(instant), language)}</span> at {time}.
    </>
  );
}
