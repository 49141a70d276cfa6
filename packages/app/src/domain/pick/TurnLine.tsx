import { useLanguage } from '../../lib/language';
import { useMinuteClock } from '../../lib/minute-clock';
import { agencyDateTimeText } from '../../session/agency-time-text';
import WholeWords from '../../ui/WholeWords';
import { untilTurn } from './preference-words';

export interface Turn {
  turnAt: string;
  turnStatus: string;
}

/** 'Your turn: Tue 01-Dec-26 02:45P (in 4 days 9 h)' on a round's facts, the countdown kept on one line. */
export default function TurnLine({ round }: { round: Turn }) {
  const language = useLanguage();
  const now = useMinuteClock();
  return (
    <p className="pref-facts__turn">
      Your turn: <WholeWords text={agencyDateTimeText(round.turnAt, language)} />
      {round.turnStatus === 'WAITING' && (
        <>
          {' '}
          <span className="keep-whole">({untilTurn(round.turnAt, now)})</span>
        </>
      )}
    </p>
  );
}
