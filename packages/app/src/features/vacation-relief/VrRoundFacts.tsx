import type { VrRound } from '@crewline/protocol';
import RoundFactsCard from '../../domain/pick/RoundFactsCard';

const STATUS_WORDS = { OPEN: 'Bidding open', UPCOMING: 'Bidding opens', CLOSED: 'Bidding closed' } as const;

/** The relief round: its window, my place, my turn and how long until it. */
export default function VrRoundFacts({ round }: { round: VrRound }) {
  return <RoundFactsCard title={<strong>{STATUS_WORDS[round.status]}</strong>} round={round} />;
}
