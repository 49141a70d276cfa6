import { DAY_NAMES, daysOffLabel, type VrBid } from '@crewline/protocol';
import { useLanguage } from '../../lib/language';
import { formatDuration } from '../../lib/time-format';
import DateRange from '../../ui/DateRange';
import { ServiceTime, ServiceTimeRange } from '../../ui/ServiceTime';
import './bid-facts.css';

/** A relief bid as the bid sheet posts it: the job, whose vacation, the weeks, the days and times. */
export default function BidFacts({ bid }: { bid: VrBid }) {
  const language = useLanguage();
  const daysOff = DAY_NAMES.filter((_, day) => !bid.job.workDays.includes(day));
  return (
    <span className="bid-facts">
      <span className="bid-facts__title">
        Job {bid.job.code} · {bid.job.line}
      </span>
      <span>Covering {bid.covering}</span>
      <span>
        <DateRange from={bid.firstWeek} to={bid.lastDay} language={language} /> · {bid.weeks}{' '}
        {bid.weeks === 1 ? 'week' : 'weeks'}
      </span>
      <span>
        <ServiceTimeRange start={bid.job.startMinutes} end={bid.job.endMinutes} /> · report{' '}
        <ServiceTime minutes={bid.job.reportMinutes} /> · paid {formatDuration(bid.job.paidMinutes)}
      </span>
      <span>Days off: {daysOff.length === 0 ? 'none' : daysOffLabel(daysOff)}</span>
    </span>
  );
}
