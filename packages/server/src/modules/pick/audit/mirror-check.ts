import { LEAVE_DAY_MINUTES } from '@crewline/protocol';
import { ABSENCE_PAY_CODE } from '../../../lib/absence-kinds';
import { awardLeaf, type StoredAwardRow, storedRow } from '../award-leaves';
import { canonicalJson } from '../engine';
import type { StoredEvent } from '../ledger/ledger-chain';
import { rootOf } from '../ledger/merkle-tree';
import type { AwardedAbsenceRow, AwardRow, AwardRunRow, EndedHoldingRow, ListVersionRow } from './audit.repository';
import type { ReplayedRun } from './ledger-replay';

/**
 * The tables that mirror the ledger, held against it (docs/pick-ledger.md#8-checking-a-pick): each names the
 * first row that differs — its table, its key, the column, what the ledger says and what the
 * table holds. A row the ledger does not know, or one it knows that is missing, is column "(row)".
 */
export interface RowDifference {
  table: string;
  key: string;
  column: string;
  inLedger: unknown;
  inTable: unknown;
}

const differs = (a: unknown, b: unknown) => canonicalJson(a ?? null) !== canonicalJson(b ?? null);
const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/** The first column of `expected` whose value `actual` does not hold. */
function firstColumn(
  table: string,
  key: string,
  expected: Record<string, unknown>,
  actual: Record<string, unknown>,
): RowDifference | undefined {
  for (const [column, value] of Object.entries(expected)) {
    if (differs(value, actual[column])) return { table, key, column, inLedger: value, inTable: actual[column] };
  }
  return undefined;
}

/**
 * preference_sets and preference_items against the SAVE and DELETE events: each event's
 * version as it comes (`event`), then the versions no event records (`rest`).
 */
export function listVersionCheck(
  versions: readonly ListVersionRow[],
  itemsOf: Map<number, { ranks: number[]; items: number[] }>,
) {
  const byKey = new Map(versions.map((v) => [`${v.roundId}:${v.passId}:${v.version}`, v]));
  const matched = new Set<number>();
  return {
    event(e: StoredEvent): RowDifference | undefined {
      const version = Number(e.payload.version);
      const items = (e.payload.items as number[] | undefined) ?? [];
      const row = byKey.get(`${e.roundId}:${e.passId}:${version}`);
      const what = `round ${e.roundId}, ${e.passId}, version ${version}`;
      if (!row)
        return { table: 'preference_sets', key: what, column: '(row)', inLedger: `event ${e.seq}`, inTable: null };
      matched.add(row.id);
      const key = `set ${row.id} (${what})`;
      // An office entry names its actor, how it was taken, and (an absence) why.
      const office = e.payload.enteredBy as { passId: string; channel: string; note: string | null } | undefined;
      const columns = firstColumn(
        'preference_sets',
        key,
        {
          saved_at: e.at.toISOString(),
          item_count: items.length,
          request_id: (e.payload.requestId as string | null) ?? null,
          ledger_event: e.seq,
          entered_by: office?.passId ?? null,
          channel: office?.channel ?? null,
          note: office?.note ?? null,
        },
        {
          saved_at: iso(row.savedAt),
          item_count: row.itemCount,
          request_id: row.requestId,
          ledger_event: row.ledgerEvent,
          entered_by: row.enteredBy,
          channel: row.channel,
          note: row.note,
        },
      );
      if (columns) return columns;
      const stored = itemsOf.get(row.id) ?? { ranks: [], items: [] };
      for (let i = 0; i < Math.max(items.length, stored.items.length); i++) {
        const itemKey = `set ${row.id}, rank ${i + 1} (${what})`;
        if (stored.ranks[i] !== undefined && stored.ranks[i] !== i + 1) {
          return { table: 'preference_items', key: itemKey, column: 'rank', inLedger: i + 1, inTable: stored.ranks[i] };
        }
        if (items[i] !== stored.items[i]) {
          const column = items[i] === undefined || stored.items[i] === undefined ? '(row)' : 'item_id';
          return {
            table: 'preference_items',
            key: itemKey,
            column,
            inLedger: items[i] ?? null,
            inTable: stored.items[i] ?? null,
          };
        }
      }
      return undefined;
    },
    rest(): RowDifference | undefined {
      const extra = versions.find((v) => !matched.has(v.id));
      if (!extra) return undefined;
      return {
        table: 'preference_sets',
        key: `set ${extra.id} (round ${extra.roundId}, ${extra.passId}, version ${extra.version})`,
        column: '(row)',
        inLedger: null,
        inTable: 'a version no event records',
      };
    },
  };
}

const rowSummary = (r: AwardRow) => `${r.passId} ${r.outcome}${r.itemId === null ? '' : ` ${r.itemId}`}`;

/**
 * The awards rows of a replayed run against its replay, row by row in the order written; then the
 * days they wrote against the run's awards root (the engine cannot replay those: they are what the
 * employee's job left to write, and the root the run event holds is their witness).
 */
export function checkRunAwards(run: ReplayedRun, rows: readonly AwardRow[]): RowDifference | undefined {
  const runId = run.run.awardRun;
  const withDays = run.loaded.snapshot.kind === 'VACATION' || run.loaded.snapshot.kind === 'HOLIDAY';
  const expected: StoredAwardRow[] = [];
  for (let i = 0; i < Math.max(run.awards.length, rows.length); i++) {
    const a = run.awards[i];
    const row = rows[i];
    const key = row ? `award ${row.id} (run ${runId}, row ${i + 1})` : `run ${runId}, row ${i + 1}`;
    if (!a || !row) {
      return {
        table: 'awards',
        key,
        column: '(row)',
        inLedger: a ? `${a.employeeId} ${a.outcome}${a.itemId === null ? '' : ` ${a.itemId}`}` : null,
        inTable: row ? rowSummary(row) : null,
      };
    }
    const mine = storedRow(a, withDays ? (row.days ?? []) : undefined);
    expected.push(mine);
    const difference = firstColumn(
      'awards',
      key,
      {
        pick_round_id: run.event.roundId,
        pass_id: mine.passId,
        outcome: mine.outcome,
        item_id: mine.itemId,
        seat: mine.seat,
        choice_rank: mine.choice,
        explanation: mine.explanation,
        awarded_at: run.event.at.toISOString(),
      },
      {
        pick_round_id: row.pickRoundId,
        pass_id: row.passId,
        outcome: row.outcome,
        item_id: row.itemId,
        seat: row.seat,
        choice_rank: row.choiceRank,
        explanation: row.explanation,
        awarded_at: iso(row.awardedAt),
      },
    );
    if (difference) return difference;
  }
  const root = rootOf(expected.map(awardLeaf));
  if (root !== run.run.awardsRoot) {
    return {
      table: 'awards',
      key: `run ${runId}`,
      column: withDays ? 'days' : '(rows)',
      inLedger: run.run.awardsRoot,
      inTable: `rows whose awards root is ${root}`,
    };
  }
  return undefined;
}

/** The run's award_runs row against its event. */
export function checkRunRow(run: ReplayedRun, row: AwardRunRow | undefined): RowDifference | undefined {
  const runId = run.run.awardRun;
  if (!row)
    return {
      table: 'award_runs',
      key: `run ${runId}`,
      column: '(row)',
      inLedger: `event ${run.event.seq}`,
      inTable: null,
    };
  return firstColumn(
    'award_runs',
    `run ${runId}`,
    {
      pick_round_id: run.event.roundId,
      kind: run.run.kind,
      engine_version: run.run.engineVersion,
      snapshot_digest: run.run.snapshotDigest,
      awards_digest: run.run.awardsRoot,
      ran_at: run.event.at.toISOString(),
      ledger_event: run.event.seq,
    },
    {
      pick_round_id: row.pickRoundId,
      kind: row.kind,
      engine_version: row.engineVersion,
      snapshot_digest: row.snapshotDigest,
      awards_digest: row.awardsDigest,
      ran_at: iso(row.ranAt),
      ledger_event: row.ledgerEvent,
    },
  );
}

/** Each package's job against who the replayed awards gave the package to (nobody: no holder), and from when. */
export function checkPickedJobs(
  expected: Map<number, { holder: string | null; packageId: number; from: string | null }>,
  jobs: readonly { id: number; pickedBy: string | null; heldFrom: string | null }[],
): RowDifference | undefined {
  const stored = new Map(jobs.map((j) => [j.id, j]));
  for (const [jobId, { holder, packageId, from }] of [...expected].sort((a, b) => a[0] - b[0])) {
    const row = stored.get(jobId);
    const key = `job ${jobId} (package ${packageId})`;
    if (!row) return { table: 'jobs', key, column: 'picked_by', inLedger: holder, inTable: '(no such job)' };
    const difference = firstColumn(
      'jobs',
      key,
      { picked_by: holder, held_from: from },
      { picked_by: row.pickedBy, held_from: row.heldFrom },
    );
    if (difference) return difference;
  }
  return undefined;
}

/** The holdings dated corrections ended against those the replay ended, each by its run and job. */
export function checkEndedHoldings(
  expected: readonly { runId: number; jobId: number; passId: string; from: string; until: string }[],
  stored: readonly EndedHoldingRow[],
): RowDifference | undefined {
  const keyOf = (runId: number, jobId: number) => `run ${runId}, job ${jobId}`;
  const byKey = new Map(stored.map((r) => [keyOf(r.awardRunId, r.jobId), r]));
  for (const e of expected) {
    const key = keyOf(e.runId, e.jobId);
    const row = byKey.get(key);
    if (!row) return { table: 'ended_job_holdings', key, column: '(row)', inLedger: e.passId, inTable: null };
    byKey.delete(key);
    const difference = firstColumn(
      'ended_job_holdings',
      key,
      { pass_id: e.passId, held_from: e.from, held_until: e.until },
      { pass_id: row.passId, held_from: row.heldFrom, held_until: row.heldUntil },
    );
    if (difference) return difference;
  }
  const [key, extra] = [...byKey][0] ?? [];
  if (key && extra) {
    return { table: 'ended_job_holdings', key, column: '(row)', inLedger: null, inTable: extra.passId };
  }
  return undefined;
}

/** What an award's days are as absences. */
export interface AwardDays {
  awardId: number;
  passId: string;
  kind: 'VACATION' | 'HOLIDAY';
  days: string[];
}

/** The absences awards wrote against the days their rows (held to the ledger above) say they wrote. */
export function checkAwardedAbsences(
  awarded: readonly AwardDays[],
  absences: readonly AwardedAbsenceRow[],
): RowDifference | undefined {
  const byAward = new Map(awarded.map((a) => [a.awardId, a]));
  const seen = new Set<string>();
  for (const row of absences) {
    const award = row.awardId === null ? undefined : byAward.get(row.awardId);
    const key = `absence ${row.id} (${row.passId} ${row.date})`;
    if (!award?.days.includes(row.date)) {
      return { table: 'absences', key, column: 'award_id', inLedger: null, inTable: row.awardId };
    }
    seen.add(`${row.awardId}:${row.date}`);
    const difference = firstColumn(
      'absences',
      key,
      {
        pass_id: award.passId,
        kind: award.kind,
        pay_code: award.kind === 'HOLIDAY' ? ABSENCE_PAY_CODE.HOLIDAY : ABSENCE_PAY_CODE.VACATION,
        minutes: LEAVE_DAY_MINUTES,
      },
      { pass_id: row.passId, kind: row.kind, pay_code: row.payCode, minutes: row.minutes },
    );
    if (difference) return difference;
  }
  for (const a of awarded) {
    for (const date of a.days) {
      if (!seen.has(`${a.awardId}:${date}`)) {
        return {
          table: 'absences',
          key: `${a.passId} ${date} (award ${a.awardId})`,
          column: '(row)',
          inLedger: `${a.kind} written by award ${a.awardId}`,
          inTable: null,
        };
      }
    }
  }
  return undefined;
}
