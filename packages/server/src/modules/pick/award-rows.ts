import type { Award, Id, Refusal } from './engine';

/**
 * An award row's explanation as stored: `{ rank, remaining, refused }` with each refusal packed
 * as `[choice, itemId, reason]` plus, by reason, the holder's rank (TAKEN), the seats
 * (QUOTA_FULL) or the time keys (CONFLICT). A round of 50,000 lists of 20 writes a million
 * refusals: packed, they are a quarter of the JSON. The holder's pass id is their place in the
 * round, so it is read back from the round's order.
 */
export interface StoredExplanation {
  rank: number;
  remaining: number;
  refused: PackedRefusal[];
}

export type PackedRefusal = [choice: number, itemId: Id, reason: Refusal['reason'], detail?: number | string[]];

function pack(r: Refusal): PackedRefusal {
  if (r.reason === 'TAKEN' && r.by) return [r.choice, r.itemId, r.reason, r.by.rank];
  if (r.reason === 'QUOTA_FULL' && r.capacity !== undefined) return [r.choice, r.itemId, r.reason, r.capacity];
  if (r.reason === 'CONFLICT' && r.keys) return [r.choice, r.itemId, r.reason, r.keys];
  return [r.choice, r.itemId, r.reason];
}

export function packExplanation(a: Award): StoredExplanation {
  return { rank: a.rank, remaining: a.remaining, refused: a.refused.map(pack) };
}

/** Who held a place in the round's order; undefined when not known (the words need only the rank). */
export type HolderAt = (rank: number) => Id | undefined;

function unpack([choice, itemId, reason, detail]: PackedRefusal, holderAt: HolderAt): Refusal {
  const r: Refusal = { choice, itemId, reason };
  if (reason === 'TAKEN' && typeof detail === 'number')
    r.by = { employeeId: holderAt(detail) ?? `#${detail}`, rank: detail };
  if (reason === 'QUOTA_FULL' && typeof detail === 'number') r.capacity = detail;
  if (reason === 'CONFLICT' && Array.isArray(detail)) r.keys = detail;
  return r;
}

/** A stored award row, as the engine gave it (seats from 0, the explanation unpacked). */
export function awardOfRow(
  row: {
    passId: string;
    outcome: string;
    itemId: number | null;
    seat: number | null;
    choiceRank: number | null;
    explanation: unknown;
  },
  holderAt: HolderAt = () => undefined,
): Award {
  const e = row.explanation as StoredExplanation;
  return {
    employeeId: row.passId,
    rank: e.rank,
    outcome: row.outcome as Award['outcome'],
    itemId: row.itemId,
    seat: row.seat === null ? null : row.seat - 1,
    choice: row.choiceRank,
    remaining: e.remaining,
    refused: e.refused.map((r) => unpack(r, holderAt)),
  };
}
