import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { awardRuns, awards, employees, pickGroups, pickPeriods, pickRounds, pickTurns } from '../../../db/schema';
import { isCurrentAward } from '../current-award.repository';

/** A pick group with its pick, as the office's lists show it. */
const groupColumns = {
  groupId: pickGroups.id,
  depotCode: pickGroups.depotCode,
  name: pickGroups.name,
  pickPeriodId: pickPeriods.id,
  pickCode: pickPeriods.code,
  department: pickPeriods.department,
  description: pickPeriods.description,
};

/** The groups of every pick with a round still open, with their pick. */
export function openPickGroups(db: Db) {
  return db
    .selectDistinct(groupColumns)
    .from(pickGroups)
    .innerJoin(pickPeriods, eq(pickPeriods.id, pickGroups.pickPeriodId))
    .innerJoin(pickRounds, and(eq(pickRounds.pickPeriodId, pickPeriods.id), isNull(pickRounds.closedAt)))
    .orderBy(asc(pickPeriods.department), asc(pickGroups.depotCode));
}

/** The pick's rounds in order. */
export function roundsOfPick(db: Db, pickPeriodId: number) {
  return db
    .select({
      id: pickRounds.id,
      kind: pickRounds.kind,
      opensAt: pickRounds.opensAt,
      closesAt: pickRounds.closesAt,
      closedAt: pickRounds.closedAt,
    })
    .from(pickRounds)
    .where(eq(pickRounds.pickPeriodId, pickPeriodId))
    .orderBy(asc(pickRounds.seq));
}

/** The turns of these employees in the round, with the names a board shows. */
export function turnHolders(db: Db, roundId: number, passIds: readonly string[]) {
  if (passIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      passId: pickTurns.passId,
      turnAt: pickTurns.turnAt,
      firstName: employees.firstName,
      lastName: employees.lastName,
      seniorityNumber: employees.seniorityNumber,
    })
    .from(pickTurns)
    .innerJoin(employees, eq(employees.passId, pickTurns.passId))
    .where(and(eq(pickTurns.pickRoundId, roundId), inArray(pickTurns.passId, [...passIds])));
}

/** The round's awards to these employees, the latest first: who, what and when. */
export function latestAwardsTo(db: Db, roundId: number, passIds: readonly string[], limit: number) {
  if (passIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      passId: awards.passId,
      outcome: awards.outcome,
      itemId: awards.itemId,
      awardedAt: awards.awardedAt,
      firstName: employees.firstName,
      lastName: employees.lastName,
      seniorityNumber: employees.seniorityNumber,
    })
    .from(awards)
    .innerJoin(employees, eq(employees.passId, awards.passId))
    .where(and(eq(awards.pickRoundId, roundId), isCurrentAward, inArray(awards.passId, [...passIds])))
    .orderBy(desc(awards.id))
    .limit(limit);
}

/** Of these employees, those whose turn in the round was skipped. */
export function skippedOf(db: Db, roundId: number, passIds: readonly string[]) {
  if (passIds.length === 0) return Promise.resolve([]);
  return db
    .select({ passId: awards.passId })
    .from(awards)
    .where(
      and(
        eq(awards.pickRoundId, roundId),
        isCurrentAward,
        eq(awards.outcome, 'SKIPPED'),
        inArray(awards.passId, [...passIds]),
      ),
    );
}

/** The groups of every pick whose work is in force or to come on `today` (expires on or after it), latest pick first. */
export function resultGroups(db: Db, today: string) {
  return db
    .select({
      ...groupColumns,
      effectiveDate: pickPeriods.effectiveDate,
      expirationDate: pickPeriods.expirationDate,
    })
    .from(pickGroups)
    .innerJoin(pickPeriods, eq(pickPeriods.id, pickGroups.pickPeriodId))
    .where(gte(pickPeriods.expirationDate, today))
    .orderBy(desc(pickPeriods.effectiveDate), desc(pickPeriods.id), asc(pickGroups.depotCode));
}

/** How many award rows holding an item each of these employees has in the round, summed: one number. */
export async function heldAwardCount(db: Db, roundId: number, passIds: readonly string[]): Promise<number> {
  if (passIds.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(awards)
    .where(
      and(
        eq(awards.pickRoundId, roundId),
        isCurrentAward,
        isNotNull(awards.itemId),
        inArray(awards.passId, [...passIds]),
      ),
    );
  return Number(row?.n ?? 0);
}

/** The round's award rows of these employees with their run's kind, in the order written. */
export function awardsOfGroup(db: Db, roundId: number, passIds: readonly string[]) {
  if (passIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      passId: awards.passId,
      outcome: awards.outcome,
      itemId: awards.itemId,
      choiceRank: awards.choiceRank,
      awardedAt: awards.awardedAt,
      runKind: awardRuns.kind,
      /** A package's job held from a dated correction's date (docs/adr/0033-dated-corrections.md); null: the pick's. */
      heldFrom: sql<
        string | null
      >`(select j.held_from::text from packages p join jobs j on j.id = p.job_id where p.id = ${awards.itemId} and j.picked_by = ${awards.passId})`,
    })
    .from(awards)
    .innerJoin(awardRuns, eq(awardRuns.id, awards.awardRunId))
    .where(and(eq(awards.pickRoundId, roundId), isCurrentAward, inArray(awards.passId, [...passIds])))
    .orderBy(asc(awards.id));
}

/** These employees' names and seniority (a sheet lists every turn, processed or not). */
export function sheetPeople(db: Db, passIds: readonly string[]) {
  if (passIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      passId: employees.passId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      seniorityNumber: employees.seniorityNumber,
    })
    .from(employees)
    .where(inArray(employees.passId, [...passIds]));
}
