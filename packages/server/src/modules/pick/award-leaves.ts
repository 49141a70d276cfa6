import { type Award, awardJson, canonicalJson } from './engine';
import { leafHash, type TreeHash } from './ledger/merkle-tree';

/**
 * A run's awards as the leaves of its Merkle tree (docs/pick-ledger.md "Award rows"): each row
 * is the engine's award in canonical JSON, with, in a vacation or holiday round, the dates it
 * wrote an absence on. The run's event records the root; each award's receipt proves its row.
 */
export interface AwardRecord extends Award {
  /** VACATION and HOLIDAY: the dates written as absences, in order. */
  days?: string[];
}

export function awardRowJson(row: AwardRecord): string {
  return row.days === undefined ? awardJson(row) : canonicalJson(row);
}

export function awardLeaf(row: AwardRecord): TreeHash {
  return leafHash(awardRowJson(row));
}
