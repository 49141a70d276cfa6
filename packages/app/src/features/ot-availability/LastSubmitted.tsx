import { agencyDate } from '../../session/agency-time';
import { agencyClockText } from '../../session/agency-time-text';
import DisplayDate from '../../ui/DisplayDate';
import { shiftCount } from './availability-selection';

/** "5 shifts offered, last submitted 21-Nov-26 at 10:05A" (the agency's clock, as every time in the app). */
export default function LastSubmitted({ at, count, language }: { at: string; count: number; language: string }) {
  const instant = new Date(at);
  return (
    <>
      {shiftCount(count)} offered, last submitted <DisplayDate iso={agencyDate(instant)} language={language} /> at{' '}
      {agencyClockText(instant)}.
    </>
  );
}
