import type { ReactNode } from 'react';
import { useLanguage } from '../../lib/language';
import { agencyDate, agencyLastDay } from '../../session/agency-time';
import DateRange from '../../ui/DateRange';
import TurnLine, { type Turn } from './TurnLine';

interface Props {
  /** What the round is, before its window. */
  title: ReactNode;
  round: Turn & { opensAt: string; closesAt: string; rank: number; participants: number };
}

/** A round on a card: what it is and its window, my place among those who pick, my turn and how long until it. */
export default function RoundFactsCard({ title, round }: Props) {
  const language = useLanguage();
  return (
    <div className="card pref-facts">
      <p>
        {title} <DateRange from={agencyDate(round.opensAt)} to={agencyLastDay(round.closesAt)} language={language} />
      </p>
      <p>
        Your place: {round.rank} of {round.participants}
      </p>
      <TurnLine round={round} />
    </div>
  );
}
