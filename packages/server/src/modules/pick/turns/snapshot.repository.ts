import { and, asc, desc, eq, exists, inArray, isNull, lt, lte, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { awards, employees, pickRounds, pickTurns, preferenceSets, vacationEntitlements } from '../../../db/schema';

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
        inArray(pickRounds.kind, TURN_ROUND_KINDS),
        exists(dueTurn),
      ),
    );
  return rows.map((r) => r.id);
}

/** Rounds the engine runs whose close time has come and whose close has not run. */
export async function roundsToClose(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: pickRounds.id })
    .from(pickRounds)
    .where(and(lte(pickRounds.closesAt, now), isNull(pickRounds.closedAt), inArray(pickRounds.kind, TURN_ROUND_KINDS)));
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

/**
 * Every list version of the round saved at or before its employee's turn, newest first per
 * employee: the first one per employee is the list in force at the turn, however late the
 * turn is processed. The turn is looked up per version (a correlated subquery on the turns'
 * unique index) rather than joined: a round's turns and lists written just before a turn run,
 * before PostgreSQL has counted them, once made it join the two by scanning every turn of the
 * round for every version (50,000 × 50,000, past the statement timeout).
 */
export function listsAtTurn(db: Db, roundId: number, now: Date) {
  const turnAt = sql`(select ${pickTurns.turnAt} from ${pickTurns}
    where ${pickTurns.pickRoundId} = ${preferenceSets.pickRoundId} and ${pickTurns.passId} = ${preferenceSets.passId})`;
  return db
    .select({
      passId: preferenceSets.passId,
      setId: preferenceSets.id,
      version: preferenceSets.version,
      itemCount: preferenceSets.itemCount,
    })
    .from(preferenceSets)
    .where(
      and(
        eq(preferenceSets.pickRoundId, roundId),
        lte(preferenceSets.savedAt, turnAt),
        // Never later than the run: a replay reads the lists the run could read, not one saved since.
        lte(preferenceSets.savedAt, now),
      ),
    )
    .orderBy(asc(preferenceSets.passId), desc(preferenceSets.version));
}

/**
 * The items of these list versions, best first, one row per version: a round's lists are a
 * million items on the large agency, and rows of arrays read many times faster than rows of items.
 */
export async function itemsOfSets(db: Db, setIds: readonly number[]): Promise<Map<number, number[]>> {
  if (setIds.length === 0) return new Map();
  const result = await db.execute(sql`select set_id, array_agg(item_id order by rank) as items
    from preference_items
    where set_id = any(string_to_array(${setIds.join(',')}, ',')::integer[])
    group by set_id`);
  const rows = rowsOf<{ set_id: number; items: number[] }>(result);
  return new Map(rows.map((r) => [Number(r.set_id), r.items.map(Number)]));
}

/** The round's final awards so far (holdings and who has had their turn); those of runs before `beforeRun` when given. */
export function awardsOf(db: Db, roundId: number, beforeRun?: number) {
  const ofRound = eq(awards.pickRoundId, roundId);
  return db
    .select({ passId: awards.passId, itemId: awards.itemId, seat: awards.seat, outcome: awards.outcome })
    .from(awards)
    .where(beforeRun === undefined ? ofRound : and(ofRound, lt(awards.awardRunId, beforeRun)));
}

export function entitlementsOf(db: Db) {
  return db
    .select()
    .from(vacationEntitlements)
    .orderBy(asc(vacationEntitlements.department), asc(vacationEntitlements.minYears));
}
