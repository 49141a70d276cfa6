import type { Award, Id, Refusal, Snapshot } from './engine.types';
import { ForcingFlow } from './forcing-flow';
import { RoundState } from './round-state';
import { refusalFor } from './turn';

export type LatePickRefusal = Omit<Refusal, 'choice' | 'itemId' | 'reason'> & {
  /**
   * Besides the reason codes: NOT_A_PARTICIPANT (not in this round), TURN_NOT_REACHED (a
   * late pick is for after one's turn; before it, save a list).
   */
  reason: Refusal['reason'] | 'NOT_A_PARTICIPANT' | 'TURN_NOT_REACHED';
};

export type LatePickResult =
  | { accepted: true; award: Award; snapshot: Snapshot }
  | { accepted: false; refusal: LatePickRefusal };

/**
 * An employee whose turn has passed with units still owed picks one item from what is left
 * (before the round closes). Checked against the snapshot's holdings exactly as at a turn,
 * vacation forcing included; if accepted, the award row and the snapshot with it as a holding.
 */
export function applyLatePick(snapshot: Snapshot, employeeId: Id, itemId: Id): LatePickResult {
  const s = new RoundState(snapshot);
  const p = s.participantIndex.get(employeeId);
  if (p === undefined) return { accepted: false, refusal: { reason: 'NOT_A_PARTICIPANT' } };
  if ((s.rank[p] as number) > s.processedThroughRank)
    return { accepted: false, refusal: { reason: 'TURN_NOT_REACHED' } };
  if ((s.owed[p] as number) === 0) return { accepted: false, refusal: { reason: 'ENTITLEMENT_USED' } };
  const it = s.itemIndex.get(itemId) ?? -1;
  const refusal = refusalFor(s, p, it, 0, itemId);
  if (refusal) {
    const { choice: _choice, itemId: _itemId, ...rest } = refusal;
    return { accepted: false, refusal: rest };
  }
  if (s.kind === 'VACATION' && !new ForcingFlow(s).tryTake(p, it))
    return { accepted: false, refusal: { reason: 'RESERVED' } };
  const seat = s.award(p, it);
  const award: Award = {
    employeeId,
    rank: s.rank[p] as number,
    outcome: 'AWARDED',
    itemId,
    seat,
    choice: null,
    remaining: s.owed[p] as number,
    refused: [],
  };
  return {
    accepted: true,
    award,
    snapshot: { ...snapshot, holdings: [...snapshot.holdings, { employeeId, itemId, seat }] } as Snapshot,
  };
}
