import { LOCKOUT_WINDOW_MINUTES } from '@crewline/protocol';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employees, unknownSignInFailures } from '../../db/schema';

export type EmployeeRecord = typeof employees.$inferSelect;

export async function findEmployee(db: Db, passId: string) {
  const rows = await db.select().from(employees).where(eq(employees.passId, passId)).limit(1);
  return rows[0];
}

/** The failure counters after one judged attempt. */
export interface FailureState {
  failedLogins: number;
  failedWindowStart: Date | null;
  lockedUntil: Date | null;
}

/**
 * Runs `judge` with the employee's row locked (SELECT … FOR UPDATE) and stores the failure
 * counters it returns, in one transaction: concurrent attempts on one account queue on the
 * row, so each sees the failures before it and no guess slips past the limit.
 */
export async function judgeAttempt<T>(
  db: Db,
  passId: string,
  judge: (row: EmployeeRecord) => Promise<{ state: FailureState; result: T }>,
): Promise<T | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(employees).where(eq(employees.passId, passId)).for('update');
    if (!row) return undefined;
    const { state, result } = await judge(row);
    if (
      state.failedLogins !== row.failedLogins ||
      state.failedWindowStart?.getTime() !== row.failedWindowStart?.getTime() ||
      state.lockedUntil?.getTime() !== row.lockedUntil?.getTime()
    ) {
      await tx
        .update(employees)
        .set({
          failedLogins: sql`${Math.min(state.failedLogins, 32_000)}`,
          failedWindowStart: state.failedWindowStart,
          lockedUntil: state.lockedUntil,
        })
        .where(eq(employees.passId, passId));
    }
    return result;
  });
}

/**
 * judgeAttempt for a pass id that is no employee: the same counters, kept in a row of its own
 * (locked the same way), so an unknown pass id is answered exactly as a known one, lockout
 * included. Records whose window and lock are both over are dropped on the way.
 */
export async function judgeUnknownAttempt<T>(
  db: Db,
  passId: string,
  now: Date,
  judge: (state: FailureState) => Promise<{ state: FailureState; result: T }>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const stale = new Date(now.getTime() - LOCKOUT_WINDOW_MINUTES * 60_000);
    await tx
      .delete(unknownSignInFailures)
      .where(
        and(
          lt(unknownSignInFailures.failedWindowStart, stale),
          or(isNull(unknownSignInFailures.lockedUntil), lt(unknownSignInFailures.lockedUntil, now)),
        ),
      );
    await tx.insert(unknownSignInFailures).values({ passId }).onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(unknownSignInFailures)
      .where(eq(unknownSignInFailures.passId, passId))
      .for('update');
    const { state, result } = await judge(row ?? { failedLogins: 0, failedWindowStart: null, lockedUntil: null });
    await tx
      .update(unknownSignInFailures)
      .set({
        failedLogins: sql`${Math.min(state.failedLogins, 32_000)}`,
        failedWindowStart: state.failedWindowStart,
        lockedUntil: state.lockedUntil,
      })
      .where(eq(unknownSignInFailures.passId, passId));
    return result;
  });
}
