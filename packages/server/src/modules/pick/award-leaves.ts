import { type PackedRefusal, packExplanation, type StoredExplanation } from './award-rows';
import type { Award } from './engine';
import { leafHash, type TreeHash } from './ledger/merkle-tree';

/**
 * A run's awards as the leaves of its Merkle tree (docs/pick-ledger.md "Award rows"): each leaf
 * is an awards row as the table stores it — seats from 1, the explanation packed, in a vacation
 * or holiday round the dates it wrote an absence on — in canonical JSON. The run's event records
 * the root; each award's receipt proves its row. The same text is what the run sends the
 * database to store, so a large round's rows are written once.
 */
export interface StoredAwardRow {
  passId: string;
  outcome: Award['outcome'];
  itemId: number | null;
  seat: number | null;
  choice: number | null;
  explanation: StoredExplanation;
  /** VACATION and HOLIDAY: the dates written as absences, in order. */
  days?: string[];
}

/** An engine award as its row stores it (the engine counts seats from 0, the table from 1). */
export function storedRow(a: Award, days?: string[]): StoredAwardRow {
  const row: StoredAwardRow = {
    passId: String(a.employeeId),
    outcome: a.outcome,
    itemId: a.itemId === null ? null : Number(a.itemId),
    seat: a.seat === null ? null : a.seat + 1,
    choice: a.choice,
    explanation: packExplanation(a),
  };
  if (days !== undefined) row.days = days;
  return row;
}

const json = JSON.stringify;

function finite(n: number | null): string {
  if (n !== null && !Number.isFinite(n)) throw new Error(`cannot serialise ${n}`);
  return json(n);
}

/** A packed refusal: [choice, item, reason] and a detail (a rank or seats, or a CONFLICT's keys). */
function refusalJson(r: PackedRefusal): string {
  const [choice, itemId, reason, detail] = r;
  const id = typeof itemId === 'number' ? finite(itemId) : json(itemId);
  const head = `[${finite(choice)},${id},${json(reason)}`;
  if (r.length < 4) return `${head}]`;
  return `${head},${typeof detail === 'number' ? finite(detail) : json(detail ?? null)}]`;
}

/**
 * canonicalJson of a stored row, written out by hand (a large round has 50,000 rows holding a
 * million refusals): keys in code-unit order, no spaces. The tests hold it to canonicalJson.
 */
export function storedRowJson(row: StoredAwardRow): string {
  const e = row.explanation;
  const explanation = `{"rank":${finite(e.rank)},"refused":[${e.refused.map(refusalJson).join(',')}],"remaining":${finite(e.remaining)}}`;
  const days = row.days === undefined ? '' : `"days":${json(row.days)},`;
  return (
    `{"choice":${finite(row.choice)},${days}"explanation":${explanation},"itemId":${finite(row.itemId)},` +
    `"outcome":${json(row.outcome)},"passId":${json(row.passId)},"seat":${finite(row.seat)}}`
  );
}

export function awardLeaf(row: StoredAwardRow): TreeHash {
  return leafHash(storedRowJson(row));
}
