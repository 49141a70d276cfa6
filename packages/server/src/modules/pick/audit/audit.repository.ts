import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { awardRuns, awards, pickRounds } from '../../../db/schema';

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

export type AwardRunRow = Awaited<ReturnType<typeof allAwardRuns>>[number];
export type AwardRow = Awaited<ReturnType<typeof awardRowsOfRun>>[number];
