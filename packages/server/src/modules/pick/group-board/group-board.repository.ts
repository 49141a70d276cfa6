import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { awards, employees, pickGroups, pickPeriods, pickRounds, pickTurns } from '../../../db/schema';

/** The groups of every pick with a round still open, with their pick. */
export function openPickGroups(db: Db) {
  return db
    .selectDistinct({
      groupId: pickGroups.id,
      depotCode: pickGroups.depotCode,
      name: pickGroups.name,
      pickPeriodId: pickPeriods.id,
      pickCode: pickPeriods.code,
      department: pickPeriods.department,
      description: pickPeriods.description,
    })
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
    .where(and(eq(awards.pickRoundId, roundId), inArray(awards.passId, [...passIds])))
    .orderBy(desc(awards.id))
    .limit(limit);
}

/** Of these employees, those whose turn in the round was skipped. */
export function skippedOf(db: Db, roundId: number, passIds: readonly string[]) {
  if (passIds.length === 0) return Promise.resolve([]);
  return db
    .select({ passId: awards.passId })
    .from(awards)
    .where(and(eq(awards.pickRoundId, roundId), eq(awards.outcome, 'SKIPPED'), inArray(awards.passId, [...passIds])));
}
