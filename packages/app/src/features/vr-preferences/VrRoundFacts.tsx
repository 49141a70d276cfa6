import type { VrRound } from '@crewline/protocol';
import { useLanguage } from '../../lib/language';
import { useMinuteClock } from '../../lib/minute-clock';
import { agencyDate, agencyLastDay } from '../../session/agency-time';
import { agencyDateTimeText } from '../../session/agency-time-text';
import DateRange from '../../ui/DateRange';
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
        <DateRange from={agencyDate(round.opensAt)} to={agencyLastDay(round.closesAt)} language={language} />
      </p>
      <p>
        Your place: {round.rank} of {round.participants}
      </p>
      <p className="pref-facts__turn">
        Your turn: {agencyDateTimeText(round.turnAt, language)}
        {round.turnStatus === 'WAITING' && <> ({untilTurn(round.turnAt, now)})</>}
      </p>
    </div>
  );
}
