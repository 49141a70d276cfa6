import type { VrRound } from '@crewline/protocol';
import { formatDateRange } from '../../lib/date-format';
import { useLanguage } from '../../lib/language';
import { useMinuteClock } from '../../lib/minute-clock';
import { agencyDate, agencyLastDay } from '../../session/agency-time';
import { formatTurn } from '../../ui/pick/package-facts';
import { untilTurn } from '../../ui/pick/preference-words';

const STATUS_WORDS = { OPEN: 'Bidding open', UPCOMING: 'Bidding opens', CLOSED: 'Bidding closed' } as const;

/** The relief round: its window, my place, my turn and how long until it. */
export default function VrRoundFacts({ round }: { round: VrRound }) {
  const language = useLanguage();
  const now = useMinuteClock();
  return (
    <div className="card pref-facts">
      <p>
        <strong>{STATUS_WORDS[round.status]}</strong>{' '}
        {formatDateRange(agencyDate(round.opensAt), agencyLastDay(round.closesAt), language)}
      </p>
      <p>
        Your place: {round.rank} of {round.participants}
      </p>
      <p className="pref-facts__turn">
        Your turn: {formatTurn(round.turnAt, language)}
        {round.turnStatus === 'WAITING' && <> ({untilTurn(round.turnAt, now)})</>}
      </p>
    </div>
  );
}
