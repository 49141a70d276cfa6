import type { VrRound } from '@crewline/protocol';
import TurnLine from '../../domain/pick/TurnLine';
import { useLanguage } from '../../lib/language';
import { agencyDate, agencyLastDay } from '../../session/agency-time';
import DateRange from '../../ui/DateRange';

const STATUS_WORDS = { OPEN: 'Bidding open', UPCOMING: 'Bidding opens', CLOSED: 'Bidding closed' } as const;

/** The relief round: its window, my place, my turn and how long until it. */
export default function VrRoundFacts({ round }: { round: VrRound }) {
  const language = useLanguage();
  return (
    <div className="card pref-facts">
      <p>
        <strong>{STATUS_WORDS[round.status]}</strong>{' '}
        <DateRange from={agencyDate(round.opensAt)} to={agencyLastDay(round.closesAt)} language={language} />
      </p>
      <p>
        Your place: {round.rank} of {round.participants}
      </p>
      <TurnLine round={round} />
    </div>
  );
}
