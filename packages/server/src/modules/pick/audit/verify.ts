import type { KeyObject } from 'node:crypto';
import type { Checkpoint } from '@crewline/protocol';
import type { Db } from '../../../db/client';
import { allCheckpoints } from '../ledger/checkpoint.repository';
import { ledgerHead } from '../ledger/ledger.repository';
import { readLedger } from '../ledger/ledger.service';
import { type ChainCheck, eventLeafData, type StoredEvent } from '../ledger/ledger-chain';
import { MerkleTree } from '../ledger/merkle-tree';
import {
  allAwardRuns,
  allListItems,
  allListVersions,
  awardedAbsences,
  awardRowsOfRun,
  awardsOutsideRuns,
  endedHoldings,
  jobHolders,
  roundsClosed,
} from './audit.repository';
import { type CheckpointResult, checkCheckpoint, checkStoredCheckpoints } from './checkpoint-check';
import { type HeldJob, heldJobsAfter } from './held-jobs';
import { isProblem, LedgerReplay, type ReplayProblem } from './ledger-replay';
import {
  type AwardDays,
  checkAwardedAbsences,
  checkEndedHoldings,
  checkPickedJobs,
  checkRunAwards,
  checkRunRow,
  listVersionCheck,
  type RowDifference,
} from './mirror-check';

/**
 * `npm run pick -- verify`: the ledger's chain, its signed checkpoints (the server's, and one a
 * union holds), every award run replayed from the events alone, and every table that mirrors the
 * ledger held against it. Each part names the first thing that differs.
 */
export interface VerifyOptions {
  /** Checkpoints are held to this key: configuration's or the command line's, never the database's. */
  publicKey: KeyObject;
  /** A checkpoint as served: the ledger must extend it. */
  checkpoint?: Checkpoint;
  onProgress?: (stage: 'events' | 'runs', done: number, total: number) => void;
}

export type StoredCheckpoints = ReturnType<typeof checkStoredCheckpoints>;

export interface VerifyReport {
  ok: boolean;
  chain: ChainCheck;
  checkpoints?: StoredCheckpoints;
  given?: CheckpointResult;
  replay?: { runs: number; awards: number; problem?: ReplayProblem };
  mirrors?: { lists: number; runs: number; awards: number; jobs: number; absences: number; difference?: RowDifference };
}

export async function verifyLedger(db: Db, options: VerifyOptions): Promise<VerifyReport> {
  const total = (await ledgerHead(db)).count;
  const { check, events } = await readLedger(db, (n) => options.onProgress?.('events', n, total));
  if (!check.ok) return { ok: false, chain: check };
  const tree = new MerkleTree();
  for (const e of events) tree.appendData(eventLeafData(e.hash));
  const stored = await allCheckpoints(db);
  const checkpoints = checkStoredCheckpoints(stored, options.publicKey, events, tree);
  const given = options.checkpoint
    ? checkCheckpoint(options.checkpoint, options.publicKey, events, tree, stored)
    : undefined;
  const { replay, mirrors } = await replayAndHold(db, events, options);
  return {
    ok: checkpoints.ok && (given?.ok ?? true) && !replay.problem && !mirrors.difference,
    chain: check,
    checkpoints,
    ...(given ? { given } : {}),
    replay,
    mirrors,
  };
}

/** Replays every run in ledger order, holding each mirror row to its event as it comes. */
async function replayAndHold(db: Db, events: readonly StoredEvent[], options: VerifyOptions) {
  const replayer = new LedgerReplay();
  const lists = listVersionCheck(await allListVersions(db), await allListItems(db));
  const runRows = new Map((await allAwardRuns(db)).map((r) => [r.id, r]));
  const runCount = events.filter((e) => e.kind === 'RUN').length;
  const replay: NonNullable<VerifyReport['replay']> = { runs: 0, awards: 0 };
  const mirrors: NonNullable<VerifyReport['mirrors']> = { lists: 0, runs: 0, awards: 0, jobs: 0, absences: 0 };
  const holders = new Map<number, HeldJob>();
  const ended: ExpectedEnded[] = [];
  const awardedDays: AwardDays[] = [];
  const rowOfAward = new Map<number, string>();
  const closedAt = new Map<number, Date | null>();
  const seenRuns = new Set<number>();
  const done = () => ({ replay, mirrors });
  for (const event of events) {
    const replayed = replayer.add(event);
    if (isProblem(replayed)) {
      replay.problem = replayed;
      return done();
    }
    if (event.kind === 'SETUP' && event.roundId !== null) {
      closedAt.set(event.roundId, null);
      for (const item of replayer.round(event.roundId)?.setup.items ?? []) {
        if ('jobId' in item && item.jobId !== null) {
          holders.set(item.jobId, { holder: null, packageId: item.id, from: null });
        }
      }
    }
    if (event.kind === 'SAVE' || event.kind === 'DELETE') {
      mirrors.difference = lists.event(event);
      if (mirrors.difference) return done();
      mirrors.lists++;
    }
    if (!replayed) continue;
    replay.runs++;
    replay.awards += replayed.awards.length;
    options.onProgress?.('runs', replay.runs, runCount);
    const runId = replayed.run.awardRun;
    seenRuns.add(runId);
    const rows = await awardRowsOfRun(db, runId);
    mirrors.difference = checkRunAwards(replayed, rows) ?? checkRunRow(replayed, runRows.get(runId));
    if (mirrors.difference) return done();
    mirrors.runs++;
    mirrors.awards += rows.length;
    // A correction lets go of what the rows it superseded held: their jobs (up to its date, if dated) and their absences.
    for (const e of heldJobsAfter(holders, replayed)) ended.push({ ...e, runId });
    if (replayed.superseded.length > 0) {
      // An employee holds an item once in a round: round, employee and item name the row.
      const gone = new Set(replayed.superseded.map((old) => `${event.roundId}:${old.passId}:${old.itemId}`));
      // A dated correction lets go of their days from its date on; those before stay the superseded award's.
      const from = replayed.run.correction?.effectiveFrom;
      for (let i = awardedDays.length - 1; i >= 0; i--) {
        const d = awardedDays[i] as AwardDays;
        if (!gone.has(rowOfAward.get(d.awardId) ?? '')) continue;
        if (from === undefined) awardedDays.splice(i, 1);
        else d.days = d.days.filter((date) => date < from);
      }
    }
    const kind = replayed.loaded.snapshot.kind;
    for (const row of rows.slice(0, replayed.awards.length)) {
      if (row.days?.length && (kind === 'VACATION' || kind === 'HOLIDAY')) {
        awardedDays.push({ awardId: row.id, passId: row.passId, kind, days: row.days });
        rowOfAward.set(row.id, `${event.roundId}:${row.passId}:${row.itemId}`);
      }
    }
    if (replayed.run.kind === 'CLOSE' && event.roundId !== null) closedAt.set(event.roundId, event.at);
  }
  mirrors.difference = lists.rest() ?? (await heldOutside(db, runRows, seenRuns));
  if (mirrors.difference) return done();
  const jobs = await jobHolders(db, [...holders.keys()]);
  mirrors.difference = checkPickedJobs(holders, jobs) ?? checkEndedHoldings(ended, await endedHoldings(db));
  if (mirrors.difference) return done();
  mirrors.jobs = holders.size;
  const absences = await awardedAbsences(db);
  mirrors.difference = checkAwardedAbsences(awardedDays, absences) ?? (await roundsClosedAsRun(db, closedAt));
  if (!mirrors.difference) mirrors.absences = absences.length;
  return done();
}

type ExpectedEnded = Parameters<typeof checkEndedHoldings>[0][number];

/** An award run or award row no run event records. */
async function heldOutside(
  db: Db,
  runRows: Map<number, { id: number }>,
  seenRuns: Set<number>,
): Promise<RowDifference | undefined> {
  const extraRun = [...runRows.keys()].find((id) => !seenRuns.has(id));
  if (extraRun !== undefined) {
    return {
      table: 'award_runs',
      key: `run ${extraRun}`,
      column: '(row)',
      inLedger: null,
      inTable: 'a run no event records',
    };
  }
  const [extraAward] = await awardsOutsideRuns(db, [...seenRuns]);
  if (extraAward) {
    return {
      table: 'awards',
      key: `award ${extraAward.id} (run ${extraAward.awardRunId})`,
      column: '(row)',
      inLedger: null,
      inTable: `an award to ${extraAward.passId} of a run no event records`,
    };
  }
  return undefined;
}

/** A round set up in the ledger is closed exactly when its CLOSE run ran. */
async function roundsClosedAsRun(db: Db, closedAt: Map<number, Date | null>): Promise<RowDifference | undefined> {
  for (const r of await roundsClosed(db)) {
    if (!closedAt.has(r.id)) continue;
    const inLedger = closedAt.get(r.id)?.toISOString() ?? null;
    const inTable = r.closedAt?.toISOString() ?? null;
    if (inLedger !== inTable)
      return { table: 'pick_rounds', key: `round ${r.id}`, column: 'closed_at', inLedger, inTable };
  }
  return undefined;
}
