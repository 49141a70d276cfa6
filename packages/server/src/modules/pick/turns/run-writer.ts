import { addDays, LEAVE_DAY_MINUTES, weekdayOf } from '@crewline/protocol';
import { analyzeChangedTables } from '../../../db/analyze-changed';
import type { Db } from '../../../db/client';
import { ABSENCE_PAY_CODE } from '../../../lib/absence-kinds';
import { isDayOff } from '../../../lib/days-off';
import type { LedgerSigner } from '../../../lib/signing-key';
import { type AbsenceRow, daysAway, insertAbsences } from '../../leave';
import { awardRowJson } from '../award-leaves';
import type { CorrectionRecord } from '../corrections/corrected-setup';
import { type Award, sha256Builder, snapshotJsonPieces } from '../engine';
import { signLedger } from '../ledger/checkpoint.service';
import { insertChainedEvents, takeLedgerHead } from '../ledger/ledger.repository';
import { chain } from '../ledger/ledger-chain';
import { MerkleTree } from '../ledger/merkle-tree';
import { holdJobs } from '../pick.repository';
import { jobsInForce } from '../pick.service';
import { insertAwardRun, insertAwards, nextAwardRunId } from './award-runs.repository';
import type { LoadedRound } from './snapshot';
import { tellRun } from './turn-notifications';

export type RunKind = 'TURN' | 'CLOSE' | 'LATE_PICK' | 'CORRECTION';

/** Awards hashed between two looks at the event loop. */
const PIECE = 1_000;

export interface RunToWrite {
  /** The pool the transaction belongs to: the ledger's tree is kept for it. */
  owner: Db;
  signer: LedgerSigner;
  loaded: LoadedRound;
  now: Date;
  kind: RunKind;
  given: readonly Award[];
  /** A late pick: who asked, for what (best first), under the app's request id; and the office person who entered it for them. */
  request?: { passId: string; items: number[]; requestId: string; enteredBy?: { passId: string; channel: string } };
  /** A correction's run: who approved it (the event's passId) and what its event records. */
  correction?: { by: string; record: CorrectionRecord };
}

/**
 * Writes what a run of the engine over `loaded` gave, in the caller's transaction: the award rows
 * with their explanations (and, for weeks and holidays, the days they wrote), the picked jobs and
 * absences they hold, each employee's notification of it, then, under the ledger's lock, the run's one event — the digest of its
 * input and the Merkle root of its rows — its award_runs row and a signed checkpoint. Answers
 * the run's id, who got a row, and what to call once the transaction has committed.
 */
export async function writeRun(
  tx: Db,
  run: RunToWrite,
): Promise<{ runId: number; event: number; passIds: string[]; committed: () => void }> {
  const { loaded, now, kind } = run;
  const runId = await nextAwardRunId(tx);
  const days = await daysOf(tx, loaded, run.given, run.correction?.record.effectiveFrom);
  const { awardIds, awardsRoot, snapshotDigest } = await storeAndHash(tx, runId, loaded, now, run.given, days);
  await holdPickedJobs(tx, loaded, run.given);
  await holdAbsences(tx, loaded, run.given, days, awardIds);
  // A correction tells only those whose award it changed, and why (corrections/correction.service.ts).
  if (!run.correction) await tellRun(tx, loaded, run.given, now);
  const head = await takeLedgerHead(tx);
  const [event] = chain(head, [
    {
      at: now,
      roundId: loaded.roundId,
      passId: run.request?.passId ?? run.correction?.by ?? null,
      kind: 'RUN',
      payload: {
        awardRun: runId,
        kind,
        engineVersion: loaded.snapshot.engineVersion,
        inputThrough: loaded.inputThrough,
        policy: { ...loaded.snapshot.policy },
        snapshotDigest,
        awardsRoot,
        awards: run.given.length,
        ...(run.request
          ? {
              request: {
                items: run.request.items,
                requestId: run.request.requestId,
                ...(run.request.enteredBy ? { enteredBy: run.request.enteredBy } : {}),
              },
            }
          : {}),
        ...(run.correction ? { correction: run.correction.record } : {}),
      },
    },
  ]);
  if (!event) throw new Error('no run event');
  await insertChainedEvents(tx, [event]);
  await insertAwardRun(tx, {
    id: runId,
    pickRoundId: loaded.roundId,
    kind,
    engineVersion: loaded.snapshot.engineVersion,
    snapshotDigest,
    awardsDigest: awardsRoot,
    ranAt: now,
    ledgerEvent: event.seq,
  });
  const signed = await signLedger(tx, run.owner, run.signer, now);
  return {
    runId,
    event: event.seq,
    passIds: [...new Set(run.given.map((a) => String(a.employeeId)))],
    committed: () => {
      signed.committed();
      // A run can add thousands of rows: the planner counts them before the next read (PGlite has no autovacuum).
      void analyzeChangedTables(run.owner).catch(() => undefined);
    },
  };
}

/** Rows per statement of a run's awards: this process writes the next while the database stores one. */
const INSERT_CHUNK = 5_000;

/**
 * Stores the run's rows and hashes its input and output, the database and this process working
 * at once: each row's canonical text is both what the database stores and its leaf in the run's
 * tree, written a chunk at a time while the database stores the chunk before; the snapshot's
 * digest is made while it stores the last (each is a second or more on a 50,000-award round).
 * The awards' reference to their run's row, which holds both digests, is checked at commit.
 */
async function storeAndHash(
  tx: Db,
  runId: number,
  loaded: LoadedRound,
  now: Date,
  given: readonly Award[],
  days: readonly (string[] | undefined)[],
) {
  const tree = new MerkleTree();
  const awardIds = new Map<string, number>();
  let storing: Promise<void> = Promise.resolve();
  for (let i = 0; i < given.length; i += INSERT_CHUNK) {
    const end = Math.min(i + INSERT_CHUNK, given.length);
    const texts: string[] = [];
    for (let k = i; k < end; k += PIECE) {
      for (let j = k; j < Math.min(k + PIECE, end); j++) {
        const text = awardRowJson(given[j] as Award, days[j]);
        texts.push(text);
        tree.appendData(text);
      }
      await letThrough();
    }
    const withDays = days.slice(i, end).some((d) => d !== undefined && d.length > 0);
    await storing;
    storing = insertAwards(tx, runId, loaded.roundId, now, texts, withDays).then((ids) => {
      for (const [key, id] of ids) awardIds.set(key, id);
    });
    storing.catch(() => undefined); // awaited below; never an unhandled rejection meanwhile
  }
  const snapshotDigest = await hashAside(snapshotJsonPieces(loaded.snapshot, PIECE));
  await storing;
  return { awardIds, awardsRoot: tree.root(), snapshotDigest };
}

/**
 * The sha-256 of the pieces, with the event loop let through between pieces: a large round's
 * snapshot is tens of megabytes of JSON, and the rows being written go on to the database meanwhile.
 */
async function hashAside(pieces: Iterable<string>): Promise<string> {
  const hash = sha256Builder();
  for (const piece of pieces) {
    hash.update(piece);
    await letThrough();
  }
  return hash.digest();
}

/** Lets the event loop through: what is being sent to the database goes on meanwhile. */
const letThrough = () => new Promise((next) => setImmediate(next));

/**
 * For a week or a holiday, the days each award writes an absence on: the days worked, less
 * those already away (and, of a dated correction, those before its date: docs/adr/0033-dated-corrections.md);
 * undefined for each award of a round of another kind (its row has no days).
 */
async function daysOf(
  tx: Db,
  loaded: LoadedRound,
  given: readonly Award[],
  from: string | undefined,
): Promise<(string[] | undefined)[]> {
  const { kind } = loaded.snapshot;
  if (kind !== 'VACATION' && kind !== 'HOLIDAY') return given.map(() => undefined);
  const wanted: string[][] = [];
  for (const a of given) {
    const passId = String(a.employeeId);
    const itemId = a.itemId === null ? undefined : Number(a.itemId);
    if (itemId === undefined) wanted.push([]);
    else if (kind === 'HOLIDAY') {
      const holiday = loaded.holidayOfItem.get(itemId);
      wanted.push(holiday ? [holiday.date] : []);
    } else wanted.push(await workedDays(tx, loaded, passId, loaded.weekOfItem.get(itemId)));
  }
  const away = await daysAway(
    tx,
    given.flatMap((a, i) => (wanted[i] ?? []).map((date) => ({ passId: String(a.employeeId), date }))),
  );
  return given.map((a, i) =>
    (wanted[i] ?? [])
      .filter((date) => !away.has(`${a.employeeId}:${date}`) && (from === undefined || date >= from))
      .sort(),
  );
}

/** The days of the week starting `weekStart` the employee's job in force works (Monday to Friday with none). */
async function workedDays(tx: Db, loaded: LoadedRound, passId: string, weekStart: string | undefined) {
  const department = loaded.departmentOf.get(passId);
  if (weekStart === undefined || department === undefined) return [];
  const held = await jobsInForce(tx, { passId, department }, weekStart, addDays(weekStart, 6));
  const days: string[] = [];
  for (let i = 0; i < 7; i++) {
    const date = addDays(weekStart, i);
    const job = held.filter((j) => j.effectiveDate <= date && date <= j.expirationDate).at(-1);
    const works = job ? !isDayOff(job.daysOff, weekdayOf(date)) : weekdayOf(date) % 6 !== 0;
    if (works) days.push(date);
  }
  return days;
}

/** A package awarded in a WORK round becomes the employee's picked job: schedules and timecards follow it. */
async function holdPickedJobs(tx: Db, loaded: LoadedRound, given: readonly Award[]): Promise<void> {
  if (loaded.snapshot.kind !== 'WORK') return;
  const jobIds: number[] = [];
  const holders: string[] = [];
  for (const a of given) {
    const jobId = a.itemId === null ? undefined : loaded.jobOfPackage.get(Number(a.itemId));
    if (jobId === undefined) continue;
    jobIds.push(jobId);
    holders.push(String(a.employeeId));
  }
  if (jobIds.length === 0) return;
  await holdJobs(tx, loaded.pickPeriodId, jobIds, holders);
}

/**
 * A vacation week awarded becomes the employee's vacation days (charged to VAC like any
 * vacation day), a holiday off a holiday absence (HOL): timecards, scheduled assignments, leave
 * balances and the calendar feed follow. Each names the award that wrote it.
 */
async function holdAbsences(
  tx: Db,
  loaded: LoadedRound,
  given: readonly Award[],
  daysOfAward: readonly (string[] | undefined)[],
  awardIds: Map<string, number>,
): Promise<void> {
  const { kind } = loaded.snapshot;
  if (kind !== 'VACATION' && kind !== 'HOLIDAY') return;
  const days: AbsenceRow[] = [];
  for (const [i, a] of given.entries()) {
    const dates = daysOfAward[i];
    if (!dates?.length) continue;
    const passId = String(a.employeeId);
    const itemId = a.itemId === null ? null : Number(a.itemId);
    const awardId = awardIds.get(`${passId}:${itemId}`);
    if (awardId === undefined) throw new Error(`no award row for ${passId} and item ${itemId}`);
    const holiday = kind === 'HOLIDAY' ? loaded.holidayOfItem.get(Number(itemId)) : undefined;
    for (const date of dates) {
      days.push({
        passId,
        date,
        kind,
        payCode: kind === 'HOLIDAY' ? ABSENCE_PAY_CODE.HOLIDAY : ABSENCE_PAY_CODE.VACATION,
        minutes: LEAVE_DAY_MINUTES,
        ...(holiday ? { description: holiday.name } : {}),
        awardId,
      });
    }
  }
  await insertAbsences(tx, days);
}
