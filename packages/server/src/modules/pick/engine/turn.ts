import type { Award, Id, Refusal } from './engine.types';
import type { ForcingFlow } from './forcing-flow';
import type { RoundState } from './round-state';

/**
 * Why participant p cannot be given item it (-1: not in the round) right now, apart from
 * forcing; null when they can. The order of the checks is the order documented on ReasonCode.
 */
export function refusalFor(s: RoundState, p: number, it: number, choice: number, itemId: Id): Refusal | null {
  if (it < 0 || !s.eligible(p, it)) return { choice, itemId, reason: 'INELIGIBLE' };
  if (s.restricted[it]) return { choice, itemId, reason: 'RESTRICTED' };
  if (s.conflicts(p, it)) return { choice, itemId, reason: 'CONFLICT', keys: s.conflictKeys(p, it) };
  if (s.full(it)) {
    const capacity = s.capacity[it] as number;
    if (capacity === 1) {
      const holder = s.lastHolder[it] as number;
      return {
        choice,
        itemId,
        reason: 'TAKEN',
        by: { employeeId: s.employeeId(holder), rank: s.rank[holder] as number },
      };
    }
    return { choice, itemId, reason: 'QUOTA_FULL', capacity };
  }
  return null;
}

/**
 * Participant p's turn: walk their list and take the first items open, eligible, free of
 * conflict and (vacation) allowed by forcing, until their entitlement is used. Appends an
 * AWARDED row per item, and a SKIPPED row if units are still owed at the end. Nothing for a
 * participant who is owed nothing.
 */
export function walkTurn(s: RoundState, flow: ForcingFlow | null, p: number, out: Award[]): void {
  let owed = s.owed[p] as number;
  if (owed === 0) return;
  const employeeId = s.employeeId(p);
  const rank = s.rank[p] as number;
  const from = s.listOff[p] as number;
  const to = s.listOff[p + 1] as number;
  const list = s.participants[p]?.list ?? [];
  let refused: Refusal[] = [];
  for (let k = from; k < to; k++) {
    const it = s.listItem[k] as number;
    const choice = k - from + 1;
    const itemId = list[k - from] as Id;
    const refusal = refusalFor(s, p, it, choice, itemId);
    if (refusal) {
      refused.push(refusal);
      continue;
    }
    if (flow && !flow.tryTake(p, it)) {
      refused.push({ choice, itemId, reason: 'RESERVED' });
      continue;
    }
    const seat = s.award(p, it, choice);
    owed--;
    out.push({ employeeId, rank, outcome: 'AWARDED', itemId, seat, choice, remaining: owed, refused });
    if (owed === 0) return;
    refused = refused.slice();
  }
  out.push({ employeeId, rank, outcome: 'SKIPPED', itemId: null, seat: null, choice: null, remaining: owed, refused });
}
