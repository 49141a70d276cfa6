import { addDays, LEAVE_DAY_MINUTES, weekdayOf } from '@crewline/protocol';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { absences, awardRuns, pickRounds } from '../../../db/schema';
import { forgetEmployeeRecords } from '../../../exec/cached-records';
import { ABSENCE_PAY_CODE } from '../../../lib/absence-kinds';
import { isDayOff } from '../../../lib/days-off';
import { packExplanation } from '../award-rows';
import { type Award, awardsJsonPieces, runRound, sha256Builder, snapshotJsonPieces } from '../engine';
import { appendPickEvents, insertChainedEvents, takeLedgerHead } from '../ledger/ledger.repository';
import { type ChainedEvent, chain, type PickEventDraft } from '../ledger/ledger-chain';
import { jobsInForce } from '../pick.service';
import { forgetRoundProjections } from '../projection/projection.service';
import { type LoadedRound, loadRound } from './snapshot';
import { roundsToClose, roundsWithDueTurns } from './snapshot.repository';

/** Any constant shared by every Crewline process, with the round id as the second key. */
export const TURNS_LOCK = 0x7475726e;

/** Awards hashed, or ledger events chained, between two looks at the event loop. */
const PIECE = 1_000;

/** Rows per INSERT of vacation days: well under PostgreSQL's bind-parameter limit. */
const ABSENCE_CHUNK = 5_000;

export interface ProcessedRound {
  roundId: number;
  /** Employees whose turn this run processed (or, at a close, who were given what was left). */
  processed: string[];
  /** True when this run closed the round. */
  closed?: boolean;
}

export type RunKind = 'TURN' | 'CLOSE' | 'LATE_PICK';

/**
 * Processes every due turn: for each round with turns due by `now` and not yet awarded, one
 * transaction reads the round, runs the engine over the turns due, and writes the award run,
 * its awards with their explanations, the ledger events and the picked jobs. One process at a
 * time per round (a transaction-scoped advisory lock; a process that does not get it leaves the
 * round to the one that has it), and the unique index on (round, item, seat) refuses a double
 * award even if two ran at once. A turn processed late gives the award it would have on time:
 * the list in force is the one saved by the turn, and seniors are always processed first.
 */
export async function processDueTurns(db: Db, now: Date): Promise<ProcessedRound[]> {
  const done: ProcessedRound[] = [];
  const due = await roundsWithDueTurns(db, now);
  const closing = new Set(await roundsToClose(db, now));
  for (const roundId of [...new Set([...due, ...closing])]) {
    const close = closing.has(roundId);
    const processed = await db.transaction(async (tx) => {
      const [lock] = rowsOf<{ locked: boolean }>(
        await tx.execute(sql`select pg_try_advisory_xact_lock(${TURNS_LOCK}, ${roundId}) as locked`),
      );
      if (!lock?.locked) return undefined;
      const loaded = await loadRound(tx, roundId, now, { close });
      if (!loaded) return [];
      if (close) {
        // Another process may have closed it between the query and the lock.
        if (await isClosed(tx, roundId)) return undefined;
        const given = await writeRun(tx, loaded, now, 'CLOSE');
        await markClosed(tx, roundId, now, given.length);
        return given;
      }
      if ((loaded.snapshot.policy.throughRank ?? 0) <= loaded.snapshot.policy.processedThroughRank) return [];
      return writeRun(tx, loaded, now, 'TURN');
    });
    // Locked by another process, or its due turns done there between the query and the lock.
    if (!processed || (processed.length === 0 && !close)) continue;
    forgetRoundProjections(db, roundId);
    // Their schedules changed: this process forgets them at once (others on the notification).
    for (const passId of processed) forgetEmployeeRecords(db, passId);
    done.push(close ? { roundId, processed, closed: true } : { roundId, processed });
  }
  return done;
}

async function isClosed(tx: Db, roundId: number): Promise<boolean> {
  const [row] = await tx.select({ closedAt: pickRounds.closedAt }).from(pickRounds).where(eq(pickRounds.id, roundId));
  return row?.closedAt !== null;
}

/** The round is closed: no list changes, no more turns; the ledger says when and how many were placed. */
async function markClosed(tx: Db, roundId: number, now: Date, placed: number): Promise<void> {
  await tx.update(pickRounds).set({ closedAt: now }).where(eq(pickRounds.id, roundId));
  await appendPickEvents(tx, [{ at: now, roundId, passId: null, kind: 'CLOSE', payload: { placed } }]);
}

async function writeRun(tx: Db, loaded: LoadedRound, now: Date, kind: RunKind): Promise<string[]> {
  return writeAwards(tx, loaded, now, kind, runRound(loaded.snapshot).awards);
}

/**
 * Writes what a run of the engine over `loaded` gave: the award run with the digests of its
 * input and output, the award rows with their explanations, the ledger events, and what the
 * awards hold in the records (picked jobs, vacation days, holidays off). Answers who got a row.
 */
export async function writeAwards(
  tx: Db,
  loaded: LoadedRound,
  now: Date,
  kind: RunKind,
  given: readonly Award[],
  /** Added to each ledger event's payload (a late pick's request id). */
  extra: Record<string, unknown> = {},
): Promise<string[]> {
  const { snapshot, roundId } = loaded;
  const passId = (a: Award) => String(a.employeeId);
  const runId = await nextAwardRunId(tx);
  // The ledger's head is read before the awards go out: a statement sent after them would wait for them.
  const head = given.length > 0 ? await takeLedgerHead(tx) : undefined;
  // The database writes the awards while this process hashes the run's input and chains the
  // ledger events (whose payload names that digest), then writes the events while this process
  // hashes the run's output: each a second or more on a 50,000-award round. The run's row, which
  // holds both digests, follows them; the awards' reference to it is checked at commit.
  const awardsInserting = given.length > 0 ? insertAwards(tx, runId, roundId, now, given) : Promise.resolve();
  awardsInserting.catch(() => undefined); // awaited below; never an unhandled rejection meanwhile
  const snapshotDigest = await hashAside(snapshotJsonPieces(snapshot, PIECE));
  const drafts = given.map(
    (a): PickEventDraft => ({
      at: now,
      roundId,
      passId: passId(a),
      kind: kind === 'LATE_PICK' ? 'LATE_PICK' : a.outcome === 'SKIPPED' ? 'SKIP' : 'AWARD',
      payload: {
        awardRun: runId,
        snapshotDigest,
        outcome: a.outcome,
        itemId: a.itemId,
        seat: a.seat,
        choice: a.choice,
        ...extra,
      },
    }),
  );
  const events = head === undefined ? [] : await chainAside(head, drafts);
  await awardsInserting;
  const eventsInserting = insertChainedEvents(tx, events);
  eventsInserting.catch(() => undefined);
  const awardsDigest = await hashAside(awardsJsonPieces(given, PIECE));
  await eventsInserting;
  await tx.insert(awardRuns).values({
    id: runId,
    pickRoundId: roundId,
    kind,
    engineVersion: snapshot.engineVersion,
    snapshotDigest,
    awardsDigest,
    ranAt: now,
  });
  await holdPickedJobs(tx, loaded, given);
  await holdVacationWeeks(tx, loaded, given);
  await holdHolidaysOff(tx, loaded, given);
  return [...new Set(given.map(passId))];
}

/**
 * The sha-256 of the pieces, with the event loop let through between pieces: a large round's
 * snapshot and awards are tens of megabytes of JSON, and the rows being written go on to the database meanwhile.
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

/** Ledger events chained as chain() chains them, a piece at a time. */
async function chainAside(head: string, drafts: readonly PickEventDraft[]): Promise<ChainedEvent[]> {
  const events: ChainedEvent[] = [];
  for (let i = 0; i < drafts.length; i += PIECE) {
    events.push(...chain(events.at(-1)?.hash ?? head, drafts.slice(i, i + PIECE)));
    await letThrough();
  }
  return events;
}

/** The id the run's award_runs row will have, taken before its awards are written. */
async function nextAwardRunId(tx: Db): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await tx.execute(sql`select nextval(pg_get_serial_sequence('award_runs', 'id'))::int as id`),
  );
  if (!row) throw new Error('no award run id');
  return Number(row.id);
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
  // One statement for the whole run, however many turns it processed.
  await tx.execute(sql`update jobs set picked_by = v.pass_id
    from unnest(${sql.param(jobIds)}::integer[], ${sql.param(holders)}::text[]) as v(job_id, pass_id)
    where jobs.id = v.job_id and jobs.pick_period_id = ${loaded.pickPeriodId}`);
}

/**
 * The run's award rows in one statement, sent as one JSON document: a round of 50,000 awards
 * carries a million refused choices in its explanations, which array parameters (one text
 * element per row) took many times longer to encode. The engine counts seats from 0, the
 * table from 1.
 */
async function insertAwards(tx: Db, runId: number, roundId: number, now: Date, given: readonly Award[]) {
  const rows = given.map((a) => ({
    pass_id: String(a.employeeId),
    outcome: a.outcome,
    item_id: a.itemId === null ? null : Number(a.itemId),
    seat: a.seat === null ? null : a.seat + 1,
    choice_rank: a.choice,
    explanation: packExplanation(a),
  }));
  await tx.execute(sql`insert into awards
      (award_run_id, pick_round_id, pass_id, outcome, item_id, seat, choice_rank, explanation, awarded_at)
    select ${runId}, ${roundId}, a.pass_id, a.outcome, a.item_id, a.seat, a.choice_rank, a.explanation, ${now}
    from json_to_recordset(${JSON.stringify(rows)}::json)
      as a(pass_id text, outcome text, item_id integer, seat smallint, choice_rank smallint, explanation json)`);
}

/**
 * A vacation week awarded becomes the employee's vacation days: each day of the week their
 * job in force works (Monday to Friday with none yet), charged to VAC like any vacation day,
 * so timecards, scheduled assignments, leave balances and the calendar feed follow. A day that
 * already holds an absence (a holiday, training) keeps it.
 */
async function holdVacationWeeks(tx: Db, loaded: LoadedRound, given: readonly Award[]): Promise<void> {
  if (loaded.snapshot.kind !== 'VACATION') return;
  const days: (typeof absences.$inferInsert)[] = [];
  for (const a of given) {
    const weekStart = a.itemId === null ? undefined : loaded.weekOfItem.get(Number(a.itemId));
    const department = loaded.departmentOf.get(String(a.employeeId));
    if (weekStart === undefined || department === undefined) continue;
    const holder = { passId: String(a.employeeId), department };
    const held = await jobsInForce(tx, holder, weekStart, addDays(weekStart, 6));
    for (let i = 0; i < 7; i++) {
      const date = addDays(weekStart, i);
      const job = held.filter((j) => j.effectiveDate <= date && date <= j.expirationDate).at(-1);
      const works = job ? !isDayOff(job.daysOff, weekdayOf(date)) : weekdayOf(date) % 6 !== 0;
      if (!works) continue;
      days.push({
        passId: holder.passId,
        date,
        kind: 'VACATION',
        payCode: ABSENCE_PAY_CODE.VACATION,
        minutes: LEAVE_DAY_MINUTES,
      });
    }
  }
  for (let i = 0; i < days.length; i += ABSENCE_CHUNK) {
    await tx
      .insert(absences)
      .values(days.slice(i, i + ABSENCE_CHUNK))
      .onConflictDoNothing();
  }
}

/**
 * A holiday awarded off becomes a holiday absence on its date (charged to HOL like the
 * holidays the agency gives), so timecards, scheduled assignments and the calendar follow. A
 * day that already holds an absence keeps it.
 */
async function holdHolidaysOff(tx: Db, loaded: LoadedRound, given: readonly Award[]): Promise<void> {
  if (loaded.snapshot.kind !== 'HOLIDAY') return;
  const days: (typeof absences.$inferInsert)[] = [];
  for (const a of given) {
    const holiday = a.itemId === null ? undefined : loaded.holidayOfItem.get(Number(a.itemId));
    if (!holiday) continue;
    days.push({
      passId: String(a.employeeId),
      date: holiday.date,
      kind: 'HOLIDAY',
      payCode: ABSENCE_PAY_CODE.HOLIDAY,
      minutes: LEAVE_DAY_MINUTES,
      description: holiday.name,
    });
  }
  for (let i = 0; i < days.length; i += ABSENCE_CHUNK) {
    await tx
      .insert(absences)
      .values(days.slice(i, i + ABSENCE_CHUNK))
      .onConflictDoNothing();
  }
}
