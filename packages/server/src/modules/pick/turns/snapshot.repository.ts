import { and, asc, eq, exists, inArray, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { awards, employees, pickRounds, pickTurns, vacationEntitlements } from '../../../db/schema';
import { ADVISORY_LOCKS } from '../../../lib/advisory-locks';
import { isCurrentAward } from '../current-award.repository';

/**
 * What a round's snapshot is made of, one query per table (docs/pick.md#the-engine). Rows come
 * back as stored; turns/snapshot.ts shapes them into the engine's snapshot.
 */

export async function roundRow(db: Db, roundId: number) {
  const [row] = await db.select().from(pickRounds).where(eq(pickRounds.id, roundId));
  return row;
}

/** The round kinds whose turns are processed here: all of them. */
export const TURN_ROUND_KINDS = ['WORK', 'VACATION', 'HOLIDAY', 'VR'];

/**
 * Rounds that are open at `now`, not closed, and hold a turn that is due and has no award yet.
 * Asked per round with EXISTS, which stops at the first such turn: a join of every turn with its
 * awards took a third of a second on a round of 50,000 before its run could even begin.
 */
export async function roundsWithDueTurns(db: Db, now: Date): Promise<number[]> {
  const awarded = db
    .select({ one: sql`1` })
    .from(awards)
    .where(and(eq(awards.pickRoundId, pickTurns.pickRoundId), eq(awards.passId, pickTurns.passId)));
  const dueTurn = db
    .select({ one: sql`1` })
    .from(pickTurns)
    .where(and(eq(pickTurns.pickRoundId, pickRounds.id), lte(pickTurns.turnAt, now), notExists(awarded)));
  const rows = await db
    .select({ id: pickRounds.id })
    .from(pickRounds)
    .where(
      and(
        lte(pickRounds.opensAt, now),
        isNull(pickRounds.closedAt),
        // A round the pick office paused awards nothing until it is resumed.
        isNull(pickRounds.pausedAt),
        inArray(pickRounds.kind, TURN_ROUND_KINDS),
        exists(dueTurn),
      ),
    );
  return rows.map((r) => r.id);
}

/** Rounds the engine runs whose close time has come and whose close has not run (none paused: its window moves on resume). */
export async function roundsToClose(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: pickRounds.id })
    .from(pickRounds)
    .where(
      and(
        lte(pickRounds.closesAt, now),
        isNull(pickRounds.closedAt),
        isNull(pickRounds.pausedAt),
        inArray(pickRounds.kind, TURN_ROUND_KINDS),
      ),
    );
  return rows.map((r) => r.id);
}

/** The round's turns in order (the order is seniority), with each employee's seniority facts. */
export function turnsOf(db: Db, roundId: number) {
  return db
    .select({
      passId: pickTurns.passId,
      turnAt: pickTurns.turnAt,
      department: employees.department,
      seniorityNumber: employees.seniorityNumber,
      seniorityDate: employees.seniorityDate,
    })
    .from(pickTurns)
    .innerJoin(employees, eq(employees.passId, pickTurns.passId))
    .where(eq(pickTurns.pickRoundId, roundId))
    .orderBy(asc(pickTurns.turnAt), asc(employees.seniorityNumber), asc(pickTurns.passId));
}

/** The round's current awards (holdings and who has had their turn): a correction's supersede those it replaced. */
export function awardsOf(db: Db, roundId: number) {
  return db
    .select({
      passId: awards.passId,
      itemId: awards.itemId,
      seat: awards.seat,
      outcome: awards.outcome,
      choice: awards.choiceRank,
    })
    .from(awards)
    .where(and(eq(awards.pickRoundId, roundId), isCurrentAward))
    .orderBy(asc(awards.id));
}

export function entitlementsOf(db: Db) {
  return db
    .select()
    .from(vacationEntitlements)
    .orderBy(asc(vacationEntitlements.department), asc(vacationEntitlements.minYears));
}

/** Takes the round's turns lock for the transaction, waiting for a process that holds it. */
export async function lockRound(tx: Db, roundId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.roundTurns}, ${roundId})`);
}

/** Takes the round's turns lock for the transaction if no other process holds it. */
export async function tryLockRound(tx: Db, roundId: number): Promise<boolean> {
  const [lock] = rowsOf<{ locked: boolean }>(
    await tx.execute(sql`select pg_try_advisory_xact_lock(${ADVISORY_LOCKS.roundTurns}, ${roundId}) as locked`),
  );
  return Boolean(lock?.locked);
}

export async function isClosed(tx: Db, roundId: number): Promise<boolean> {
  const [row] = await tx.select({ closedAt: pickRounds.closedAt }).from(pickRounds).where(eq(pickRounds.id, roundId));
  return row?.closedAt !== null;
}

export async function closeRound(tx: Db, roundId: number, now: Date): Promise<void> {
  await tx.update(pickRounds).set({ closedAt: now }).where(eq(pickRounds.id, roundId));
}
