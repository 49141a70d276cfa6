import { LOCKOUT_WINDOW_MINUTES } from '@crewline/protocol';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employees } from '../../db/schema';

export async function findEmployee(db: Db, passId: string) {
  const rows = await db.select().from(employees).where(eq(employees.passId, passId)).limit(1);
  return rows[0];
}

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * Counts this attempt as a failure before the password is checked, in one statement, so
 * concurrent guesses queue on the row and none slips past the limit. Undefined while locked.
 * A window older than LOCKOUT_WINDOW_MINUTES starts over.
 */
export async function claimAttempt(db: Db, passId: string, now: Date) {
  const windowStart = new Date(now.getTime() - LOCKOUT_WINDOW_MINUTES * 60_000);
  const fresh = sql`(${employees.failedWindowStart} IS NULL OR ${employees.failedWindowStart} <= ${ts(windowStart)})`;
  const rows = await db
    .update(employees)
    .set({
      failedLogins: sql`CASE WHEN ${fresh} THEN 1 ELSE LEAST(${employees.failedLogins} + 1, 32000) END`,
      failedWindowStart: sql`CASE WHEN ${fresh} THEN ${ts(now)} ELSE ${employees.failedWindowStart} END`,
    })
    .where(and(eq(employees.passId, passId), or(isNull(employees.lockedUntil), lte(employees.lockedUntil, now))))
    .returning({ attempts: employees.failedLogins });
  return rows[0];
}

export async function lockAccount(db: Db, passId: string, until: Date) {
  await db.update(employees).set({ lockedUntil: until }).where(eq(employees.passId, passId));
}

export async function clearFailures(db: Db, passId: string) {
  await db
    .update(employees)
    .set({ failedLogins: 0, failedWindowStart: null, lockedUntil: null })
    .where(eq(employees.passId, passId));
}
