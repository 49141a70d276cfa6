import { packExplanation, type StoredExplanation } from './award-rows';
import type { Award, Id } from './engine';
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

/** An awards row as the database reads it back, in the form its leaf is made of. */
export function storedRowOfTable(r: {
  passId: string;
  outcome: string;
  itemId: number | null;
  seat: number | null;
  choiceRank: number | null;
  explanation: unknown;
  days: string[] | null;
}): StoredAwardRow {
  const row: StoredAwardRow = {
    passId: r.passId,
    outcome: r.outcome as StoredAwardRow['outcome'],
    itemId: r.itemId,
    seat: r.seat,
    choice: r.choiceRank,
    explanation: r.explanation as StoredAwardRow['explanation'],
  };
  if (r.days !== null) row.days = r.days;
  return row;
}

const json = JSON.stringify;

function finite(n: number | null): string {
  if (n !== null && !Number.isFinite(n)) throw new Error(`cannot serialise ${n}`);
  return json(n);
}

const idJson = (id: Id) => (typeof id === 'number' ? finite(id) : json(id));
/** The quoted reasons, written once. */
const REASON_JSON = new Map<string, string>();
const reasonJson = (reason: string) => {
  let text = REASON_JSON.get(reason);
  if (text === undefined) {
    text = json(reason);
    REASON_JSON.set(reason, text);
  }
  return text;
};

/** A packed refusal: [choice, item, reason] and a detail (a rank or seats, or a CONFLICT's keys). */
function refusalJson(choice: number, itemId: Id, reason: string, detail: number | string[] | undefined): string {
  const head = `[${finite(choice)},${idJson(itemId)},${reasonJson(reason)}`;
  if (detail === undefined) return `${head}]`;
  return `${head},${typeof detail === 'number' ? finite(detail) : json(detail)}]`;
}

/** What every row's text is made of: keys in code-unit order, no spaces (canonicalJson's text). */
function rowJson(
  row: Omit<StoredAwardRow, 'explanation'>,
  explanation: { rank: number; remaining: number },
  refused: string,
): string {
  const days = row.days === undefined ? '' : `"days":${json(row.days)},`;
  return (
    `{"choice":${finite(row.choice)},${days}"explanation":{"rank":${finite(explanation.rank)},"refused":[${refused}],` +
    `"remaining":${finite(explanation.remaining)}},"itemId":${finite(row.itemId)},"outcome":${json(row.outcome)},` +
    `"passId":${json(row.passId)},"seat":${finite(row.seat)}}`
  );
}

/**
 * canonicalJson of a stored row, written out by hand (a large round has 50,000 rows holding a
 * million refusals). The tests hold it to canonicalJson.
 */
export function storedRowJson(row: StoredAwardRow): string {
  const e = row.explanation;
  const refused = e.refused.map(([choice, itemId, reason, detail]) => refusalJson(choice, itemId, reason, detail));
  return rowJson(row, e, refused.join(','));
}

/**
 * storedRowJson(storedRow(a, days)), straight from the engine's award: what a run writes and
 * hashes, without making the stored row first (a large round's million packed refusals).
 */
export function awardRowJson(a: Award, days?: string[]): string {
  let refused = '';
  for (let i = 0; i < a.refused.length; i++) {
    const r = a.refused[i] as Award['refused'][number];
    const detail =
      r.reason === 'TAKEN' && r.by
        ? r.by.rank
        : r.reason === 'QUOTA_FULL'
          ? r.capacity
          : r.reason === 'CONFLICT'
            ? r.keys
            : undefined;
    refused += (i === 0 ? '' : ',') + refusalJson(r.choice, r.itemId, r.reason, detail);
  }
  const row = {
    passId: String(a.employeeId),
    outcome: a.outcome,
    itemId: a.itemId === null ? null : Number(a.itemId),
    seat: a.seat === null ? null : a.seat + 1,
    choice: a.choice,
    ...(days === undefined ? {} : { days }),
  };
  return rowJson(row, a, refused);
}

export function awardLeaf(row: StoredAwardRow): TreeHash {
  return leafHash(storedRowJson(row));
}
