import { and, asc, countDistinct, eq, exists, inArray, max, min, ne, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  awards,
  employees,
  pickPeriods,
  pickRounds,
  pickTurns,
  populationMembers,
  populations,
} from '../../../db/schema';

/** The pick calendar's SQL (docs/pick.md#the-pick-office): rounds, a group's turns, pauses. */

export function pickPeriodRow(db: Db, pickPeriodId: number) {
  return db
    .select()
    .from(pickPeriods)
    .where(eq(pickPeriods.id, pickPeriodId))
    .then((rows) => rows[0]);
}

/** Holds the pick's row until the transaction ends: two round creations in one pick wait for each other. */
export async function lockPickPeriod(tx: Db, pickPeriodId: number): Promise<void> {
  await tx.select({ id: pickPeriods.id }).from(pickPeriods).where(eq(pickPeriods.id, pickPeriodId)).for('update');
}

export function calendarRounds(db: Db, pickPeriodId: number) {
  return db.select().from(pickRounds).where(eq(pickRounds.pickPeriodId, pickPeriodId)).orderBy(asc(pickRounds.seq));
}

export function calendarRound(db: Db, roundId: number) {
  return db
    .select()
    .from(pickRounds)
    .where(eq(pickRounds.id, roundId))
    .then((rows) => rows[0]);
}

/** The round's row for update: held until the transaction ends. */
export function calendarRoundForUpdate(tx: Db, roundId: number) {
  return tx
    .select()
    .from(pickRounds)
    .where(eq(pickRounds.id, roundId))
    .for('update')
    .then((rows) => rows[0]);
}

/** Whether the employee of a turn is one of the group's people (a member of one of its populations). */
const inGroup = (groupId: number) =>
  exists(
    sql`(select 1 from ${populationMembers} inner join ${populations} on ${populations.id} = ${populationMembers.populationId}
      where ${populationMembers.passId} = ${pickTurns.passId} and ${populations.pickGroupId} = ${groupId})`,
  );

const processedTurn = exists(
  sql`(select 1 from ${awards} where ${awards.pickRoundId} = ${pickTurns.pickRoundId} and ${awards.passId} = ${pickTurns.passId})`,
);

/** Per round of the pick: the group's turns, processed, first and last. */
export function groupTurnStats(db: Db, pickPeriodId: number, groupId: number) {
  return db
    .select({
      roundId: pickTurns.pickRoundId,
      turns: countDistinct(pickTurns.passId),
      processed: sql<number>`count(*) filter (where ${processedTurn})`.mapWith(Number),
      first: min(pickTurns.turnAt),
      last: max(pickTurns.turnAt),
    })
    .from(pickTurns)
    .where(and(eq(pickTurns.pickPeriodId, pickPeriodId), inGroup(groupId)))
    .groupBy(pickTurns.pickRoundId);
}

/** Turns processed in each round of the pick (awards and skips, one a person). */
export function processedPerRound(db: Db, pickPeriodId: number) {
  return db
    .select({ roundId: awards.pickRoundId, processed: countDistinct(awards.passId) })
    .from(awards)
    .innerJoin(pickRounds, eq(pickRounds.id, awards.pickRoundId))
    .where(eq(pickRounds.pickPeriodId, pickPeriodId))
    .groupBy(awards.pickRoundId);
}

export async function roundHasProcessedTurn(db: Db, roundId: number): Promise<boolean> {
  const [row] = await db.select({ one: sql`1` }).from(awards).where(eq(awards.pickRoundId, roundId)).limit(1);
  return row !== undefined;
}

/** The group's people: members of its populations, with what a schedule and a table show. */
export function groupPeople(db: Db, groupId: number) {
  return db
    .selectDistinct({
      passId: employees.passId,
      seniorityNumber: employees.seniorityNumber,
      firstName: employees.firstName,
      lastName: employees.lastName,
    })
    .from(populationMembers)
    .innerJoin(populations, eq(populations.id, populationMembers.populationId))
    .innerJoin(employees, eq(employees.passId, populationMembers.passId))
    .where(eq(populations.pickGroupId, groupId));
}

/** The group's turns in the round (pass ids and times). */
export function groupTurnsIn(db: Db, roundId: number, groupId: number) {
  return db
    .select({ passId: pickTurns.passId, turnAt: pickTurns.turnAt })
    .from(pickTurns)
    .where(and(eq(pickTurns.pickRoundId, roundId), inGroup(groupId)));
}

/** The group's first and last turn in each other round of the pick. */
export function groupTurnSpansElsewhere(db: Db, pickPeriodId: number, roundId: number, groupId: number) {
  return db
    .select({
      roundId: pickTurns.pickRoundId,
      kind: pickRounds.kind,
      first: min(pickTurns.turnAt),
      last: max(pickTurns.turnAt),
    })
    .from(pickTurns)
    .innerJoin(pickRounds, eq(pickRounds.id, pickTurns.pickRoundId))
    .where(and(eq(pickTurns.pickPeriodId, pickPeriodId), ne(pickTurns.pickRoundId, roundId), inGroup(groupId)))
    .groupBy(pickTurns.pickRoundId, pickRounds.kind);
}

export function insertRound(
  tx: Db,
  row: { pickPeriodId: number; kind: string; seq: number; opensAt: Date; closesAt: Date },
) {
  return tx
    .insert(pickRounds)
    .values(row)
    .returning()
    .then((rows) => rows[0]);
}

/** Replaces these people's turns in the round by the given ones. */
export async function replaceTurns(
  tx: Db,
  round: { id: number; pickPeriodId: number },
  passIds: readonly string[],
  turns: readonly { passId: string; turnAt: Date }[],
): Promise<void> {
  if (passIds.length > 0)
    await tx.delete(pickTurns).where(and(eq(pickTurns.pickRoundId, round.id), inArray(pickTurns.passId, [...passIds])));
  if (turns.length > 0)
    await tx.insert(pickTurns).values(
      turns.map((t) => ({
        pickPeriodId: round.pickPeriodId,
        pickRoundId: round.id,
        passId: t.passId,
        turnAt: t.turnAt,
      })),
    );
}

export function setPaused(tx: Db, roundId: number, at: Date, by: string) {
  return tx.update(pickRounds).set({ pausedAt: at, pausedBy: by }).where(eq(pickRounds.id, roundId));
}

export function setResumed(tx: Db, roundId: number, window: { opensAt: Date; closesAt: Date }) {
  return tx
    .update(pickRounds)
    .set({ pausedAt: null, pausedBy: null, ...window })
    .where(eq(pickRounds.id, roundId));
}

/** The round's turns not yet processed, in turn order. */
export function unprocessedTurns(tx: Db, roundId: number) {
  const awarded = tx
    .select({ one: sql`1` })
    .from(awards)
    .where(and(eq(awards.pickRoundId, pickTurns.pickRoundId), eq(awards.passId, pickTurns.passId)));
  return tx
    .select({ passId: pickTurns.passId, turnAt: pickTurns.turnAt })
    .from(pickTurns)
    .where(and(eq(pickTurns.pickRoundId, roundId), notExists(awarded)))
    .orderBy(asc(pickTurns.turnAt), asc(pickTurns.passId));
}

/** Moves the round's unprocessed turns by `ms` milliseconds, answering each moved turn's new time. */
export async function moveUnprocessedTurns(tx: Db, roundId: number, ms: number) {
  const awarded = tx
    .select({ one: sql`1` })
    .from(awards)
    .where(and(eq(awards.pickRoundId, pickTurns.pickRoundId), eq(awards.passId, pickTurns.passId)));
  return tx
    .update(pickTurns)
    .set({ turnAt: sql`${pickTurns.turnAt} + (${ms}::double precision * interval '1 millisecond')` })
    .where(and(eq(pickTurns.pickRoundId, roundId), notExists(awarded)))
    .returning({ passId: pickTurns.passId, turnAt: pickTurns.turnAt });
}
