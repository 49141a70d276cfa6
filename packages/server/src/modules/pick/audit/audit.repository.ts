import { asc, count, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import {
  absences,
  awardRuns,
  awards,
  endedJobHoldings,
  jobs,
  pickPeriods,
  pickRounds,
  preferenceSets,
} from '../../../db/schema';

/** Every award run, in the order they ran. */
export function allAwardRuns(db: Db) {
  return db.select().from(awardRuns).orderBy(asc(awardRuns.id));
}

export function awardRunsOfRound(db: Db, roundId: number) {
  return db.select().from(awardRuns).where(eq(awardRuns.pickRoundId, roundId)).orderBy(asc(awardRuns.id));
}

/** The rows a run wrote, in the order it wrote them. */
export function awardRowsOfRun(db: Db, runId: number) {
  return db.select().from(awards).where(eq(awards.awardRunId, runId)).orderBy(asc(awards.id));
}

export async function roundById(db: Db, roundId: number) {
  const [row] = await db.select().from(pickRounds).where(eq(pickRounds.id, roundId));
  return row;
}

/** Every round with its pick and how many award runs it has: the ids the audit commands take. */
export function allRounds(db: Db) {
  return db
    .select({
      id: pickRounds.id,
      department: pickPeriods.department,
      description: pickPeriods.description,
      kind: pickRounds.kind,
      opensAt: pickRounds.opensAt,
      closesAt: pickRounds.closesAt,
      closedAt: pickRounds.closedAt,
      runs: count(awardRuns.id),
    })
    .from(pickRounds)
    .innerJoin(pickPeriods, eq(pickPeriods.id, pickRounds.pickPeriodId))
    .leftJoin(awardRuns, eq(awardRuns.pickRoundId, pickRounds.id))
    .groupBy(pickRounds.id, pickPeriods.id)
    .orderBy(asc(pickRounds.id));
}

export type RoundRow = Awaited<ReturnType<typeof allRounds>>[number];
export type AwardRunRow = Awaited<ReturnType<typeof allAwardRuns>>[number];
export type AwardRow = Awaited<ReturnType<typeof awardRowsOfRun>>[number];

/** What verify holds against the ledger: the tables that mirror it, read whole. */

export function allListVersions(db: Db) {
  return db
    .select({
      id: preferenceSets.id,
      roundId: preferenceSets.pickRoundId,
      passId: preferenceSets.passId,
      version: preferenceSets.version,
      savedAt: preferenceSets.savedAt,
      itemCount: preferenceSets.itemCount,
      requestId: preferenceSets.requestId,
      ledgerEvent: preferenceSets.ledgerEvent,
      enteredBy: preferenceSets.enteredBy,
      channel: preferenceSets.channel,
      note: preferenceSets.note,
    })
    .from(preferenceSets)
    .orderBy(asc(preferenceSets.id));
}

/** Each list version's items as stored: ranks and item ids in rank order, one row per version. */
export async function allListItems(db: Db): Promise<Map<number, { ranks: number[]; items: number[] }>> {
  const rows = rowsOf<{ set_id: number; ranks: number[]; items: number[] }>(
    await db.execute(sql`select set_id, array_agg(rank order by rank) as ranks, array_agg(item_id order by rank) as items
      from preference_items group by set_id`),
  );
  return new Map(rows.map((r) => [Number(r.set_id), { ranks: r.ranks.map(Number), items: r.items.map(Number) }]));
}

/** The jobs these packages hold, with who holds them and from when. */
export function jobHolders(db: Db, jobIds: readonly number[]) {
  if (jobIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: jobs.id, pickedBy: jobs.pickedBy, heldFrom: jobs.heldFrom })
    .from(jobs)
    .where(inArray(jobs.id, [...jobIds]));
}

/** Every holding a dated correction ended. */
export function endedHoldings(db: Db) {
  return db
    .select({
      jobId: endedJobHoldings.jobId,
      passId: endedJobHoldings.passId,
      heldFrom: endedJobHoldings.heldFrom,
      heldUntil: endedJobHoldings.heldUntil,
      awardRunId: endedJobHoldings.awardRunId,
    })
    .from(endedJobHoldings)
    .orderBy(asc(endedJobHoldings.id));
}

/** Every absence an award wrote. */
export function awardedAbsences(db: Db) {
  return db
    .select({
      id: absences.id,
      passId: absences.passId,
      date: absences.date,
      kind: absences.kind,
      payCode: absences.payCode,
      minutes: absences.minutes,
      awardId: absences.awardId,
    })
    .from(absences)
    .where(isNotNull(absences.awardId))
    .orderBy(asc(absences.id));
}

/** Award rows whose run is none of these. */
export function awardsOutsideRuns(db: Db, runIds: readonly number[]) {
  const query = db.select({ id: awards.id, awardRunId: awards.awardRunId, passId: awards.passId }).from(awards);
  return (runIds.length === 0 ? query : query.where(notInArray(awards.awardRunId, [...runIds])))
    .orderBy(asc(awards.id))
    .limit(1);
}

export function roundsClosed(db: Db) {
  return db.select({ id: pickRounds.id, closedAt: pickRounds.closedAt }).from(pickRounds).orderBy(asc(pickRounds.id));
}

export type ListVersionRow = Awaited<ReturnType<typeof allListVersions>>[number];
export type EndedHoldingRow = Awaited<ReturnType<typeof endedHoldings>>[number];
export type AwardedAbsenceRow = Awaited<ReturnType<typeof awardedAbsences>>[number];
