import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employees } from '../../db/schema';

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
