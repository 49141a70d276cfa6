import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { awardRuns, awards, pickPeriods, pickRounds } from '../../../db/schema';

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
