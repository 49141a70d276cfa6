import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { awards, employees, endedJobHoldings, jobs, pickEvents, pickPeriods } from '../../../db/schema';
import { isCurrentAward } from '../current-award.repository';

/** The current award rows of these employees in the round: what a correction would supersede. */
export function currentRowsOf(db: Db, roundId: number, passIds: readonly string[]) {
  if (passIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: awards.id,
      passId: awards.passId,
      outcome: awards.outcome,
      itemId: awards.itemId,
      choiceRank: awards.choiceRank,
    })
    .from(awards)
    .where(and(eq(awards.pickRoundId, roundId), inArray(awards.passId, [...passIds]), isCurrentAward))
    .orderBy(asc(awards.id));
}

/** Names by pass id. */
export async function namesOf(db: Db, passIds: readonly string[]): Promise<Map<string, string>> {
  if (passIds.length === 0) return new Map();
  const rows = await db
    .select({ passId: employees.passId, firstName: employees.firstName, lastName: employees.lastName })
    .from(employees)
    .where(inArray(employees.passId, [...passIds]));
  return new Map(rows.map((r) => [r.passId, `${r.firstName} ${r.lastName}`]));
}

/** The dates of a pick period's work: from its effective date through its expiration. */
export async function periodDatesOf(db: Db, pickPeriodId: number) {
  const [row] = await db
    .select({ effectiveDate: pickPeriods.effectiveDate, expirationDate: pickPeriods.expirationDate })
    .from(pickPeriods)
    .where(eq(pickPeriods.id, pickPeriodId));
  return row;
}

/** The latest date from which an earlier correction of the round applies; null when none was dated. */
export async function latestEffectiveFrom(db: Db, roundId: number): Promise<string | null> {
  const [row] = await db
    .select({ date: sql<string | null>`max(${pickEvents.payload}->'correction'->>'effectiveFrom')` })
    .from(pickEvents)
    .where(and(eq(pickEvents.pickRoundId, roundId), eq(pickEvents.kind, 'RUN')));
  return row?.date ?? null;
}

/** Whoever holds these jobs next (or nobody) holds them from the date. */
export async function dateJobs(tx: Db, jobIds: readonly number[], from: string): Promise<void> {
  if (jobIds.length === 0) return;
  await tx
    .update(jobs)
    .set({ heldFrom: from })
    .where(inArray(jobs.id, [...jobIds]));
}

/** The holdings a dated correction's run ended: written once, with the run. */
export async function insertEndedHoldings(
  tx: Db,
  pickPeriodId: number,
  awardRunId: number,
  ended: readonly { jobId: number; passId: string; from: string; until: string }[],
): Promise<void> {
  if (ended.length === 0) return;
  await tx.insert(endedJobHoldings).values(
    ended.map((e) => ({
      jobId: e.jobId,
      pickPeriodId,
      passId: e.passId,
      heldFrom: e.from,
      heldUntil: e.until,
      awardRunId,
    })),
  );
}
