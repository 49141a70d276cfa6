import { and, eq, gt, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { awards, notifications, pickPeriods, pickRounds, pickTurns } from '../../../db/schema';

/**
 * What the turn-event sweeper (turn-events.ts) finds due. Each event's dedupe key is the one the
 * notifications table holds unique, so a turn already told is left out here and a second writer
 * is refused there.
 */

/** ROUND_OPENED of one employee's turn in one round. */
export const roundOpenedKey = (roundId: number, passId: string) => `ROUND_OPENED:${roundId}:${passId}`;

/** A reminder of one turn time: a moved turn has a new time, so a new key and a fresh reminder. */
export const reminderKey = (
  kind: 'TURN_REMINDER_24H' | 'TURN_REMINDER_1H',
  roundId: number,
  passId: string,
  turnAt: Date,
) => `${kind}:${roundId}:${passId}:${turnAt.getTime()}`;

const untold = (key: SQL) => sql`not exists (select 1 from ${notifications} where ${notifications.dedupeKey} = ${key})`;

const turnColumns = {
  roundId: pickTurns.pickRoundId,
  passId: pickTurns.passId,
  turnAt: pickTurns.turnAt,
  kind: pickRounds.kind,
  pick: pickPeriods.description,
  closesAt: pickRounds.closesAt,
};

const notAwarded = sql`not exists (select 1 from ${awards} where ${awards.pickRoundId} = ${pickTurns.pickRoundId} and ${awards.passId} = ${pickTurns.passId})`;

/**
 * The turns of the rounds open at `now` whose employee has not been told the round opened. A round
 * the office paused is not told (nor reminded, below): its times are about to move, and the
 * resume tells each moved turn (TURNS_MOVED); it is told once it runs again.
 */
export function untoldOpenedTurns(db: Db, now: Date) {
  return db
    .select(turnColumns)
    .from(pickTurns)
    .innerJoin(pickRounds, eq(pickRounds.id, pickTurns.pickRoundId))
    .innerJoin(pickPeriods, eq(pickPeriods.id, pickRounds.pickPeriodId))
    .where(
      and(
        lte(pickRounds.opensAt, now),
        gt(pickRounds.closesAt, now),
        isNull(pickRounds.closedAt),
        isNull(pickRounds.pausedAt),
        notAwarded,
        untold(sql`concat('ROUND_OPENED:', ${pickTurns.pickRoundId}, ':', ${pickTurns.passId})`),
      ),
    );
}

/**
 * The turns still to come (after `now`, not processed, round not closed) up to `until`, with
 * whether each reminder of their present turn time is written already.
 */
export function comingTurns(db: Db, now: Date, until: Date) {
  const key = (kind: string) =>
    sql`concat(${`${kind}:`}::text, ${pickTurns.pickRoundId}, ':', ${pickTurns.passId}, ':', (extract(epoch from ${pickTurns.turnAt}) * 1000)::bigint)`;
  const written = (kind: string) =>
    sql<boolean>`exists (select 1 from ${notifications} where ${notifications.dedupeKey} = ${key(kind)})`;
  return db
    .select({ ...turnColumns, told24h: written('TURN_REMINDER_24H'), told1h: written('TURN_REMINDER_1H') })
    .from(pickTurns)
    .innerJoin(pickRounds, eq(pickRounds.id, pickTurns.pickRoundId))
    .innerJoin(pickPeriods, eq(pickPeriods.id, pickRounds.pickPeriodId))
    .where(
      and(
        gt(pickTurns.turnAt, now),
        lte(pickTurns.turnAt, until),
        isNull(pickRounds.closedAt),
        isNull(pickRounds.pausedAt),
        notAwarded,
      ),
    );
}
