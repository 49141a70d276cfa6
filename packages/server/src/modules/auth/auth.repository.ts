import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { employees, unknownSignInFailures } from '../../db/schema';

export type EmployeeRecord = typeof employees.$inferSelect;

export async function findEmployee(db: Db, passId: string) {
  const rows = await db.select().from(employees).where(eq(employees.passId, passId)).limit(1);
  return rows[0];
}

/** An account's password-failure counters. */
export interface FailureState {
  failedLogins: number;
  failedWindowStart: Date | null;
  lockedUntil: Date | null;
}

const NO_FAILURES: FailureState = { failedLogins: 0, failedWindowStart: null, lockedUntil: null };

interface CounterRow {
  failed_logins: number;
  failed_window_start: Date | string | null;
  locked_until: Date | string | null;
}
const dateOf = (v: Date | string | null) => (v === null ? null : new Date(v));
const countersOf = (row: CounterRow | undefined): FailureState =>
  row
    ? {
        failedLogins: Number(row.failed_logins),
        failedWindowStart: dateOf(row.failed_window_start),
        lockedUntil: dateOf(row.locked_until),
      }
    : NO_FAILURES;

/**
 * A pass id's password hash (null for one that is no employee, or has none) and failure
 * counters, read in one statement without a transaction: what a sign-in needs before it checks
 * the password. Known and unknown pass ids run this same statement.
 */
export async function readSignInAccount(
  db: Db,
  passId: string,
): Promise<FailureState & { passwordHash: string | null }> {
  const rows = rowsOf<CounterRow & { password_hash: string | null; known: boolean }>(
    await db.execute(sql`
      select ${employees.passwordHash} as password_hash, ${employees.failedLogins} as failed_logins,
        ${employees.failedWindowStart} as failed_window_start, ${employees.lockedUntil} as locked_until, true as known
      from ${employees} where ${employees.passId} = ${passId}
      union all
      select null, ${unknownSignInFailures.failedLogins}, ${unknownSignInFailures.failedWindowStart},
        ${unknownSignInFailures.lockedUntil}, false
      from ${unknownSignInFailures} where ${unknownSignInFailures.passId} = ${passId}`),
  );
  const row = rows.find((r) => r.known) ?? rows[0];
  return { ...countersOf(row), passwordHash: row?.known ? row.password_hash : null };
}

/** An account as an attempt is settled: the employee (none for an unknown pass id) and its counters, locked. */
export interface SignInAccount extends FailureState {
  employee: EmployeeRecord | undefined;
}

/**
 * Settles one sign-in attempt in one short transaction: `settle` gets the account with its
 * counters locked (SELECT … FOR UPDATE) and returns the counters to store. Concurrent attempts
 * on one account queue on its row here, so each is judged against the failures settled before
 * it and no guess slips past the limit. A pass id that is no employee keeps its counters in a row
 * of its own. Known and unknown pass ids run the very same statements, so neither the work nor
 * its time tells them apart.
 */
export async function settleSignInAttempt<T>(
  db: Db,
  passId: string,
  settle: (account: SignInAccount) => { state: FailureState; result: T },
): Promise<T> {
  return db.transaction(async (tx) => {
    const [employee] = await tx.select().from(employees).where(eq(employees.passId, passId)).for('update');
    // An unknown pass id's row, made on its first attempt and locked (an upsert locks the row it meets).
    const [unknown] = rowsOf<CounterRow>(
      await tx.execute(sql`
        insert into ${unknownSignInFailures} as u (pass_id)
        select ${passId} where not exists (select 1 from ${employees} where ${employees.passId} = ${passId})
        on conflict (pass_id) do update set pass_id = excluded.pass_id
        returning u.failed_logins, u.failed_window_start, u.locked_until`),
    );
    const counters = employee ?? countersOf(unknown);
    const account: SignInAccount = {
      employee,
      failedLogins: counters.failedLogins,
      failedWindowStart: counters.failedWindowStart,
      lockedUntil: counters.lockedUntil,
    };
    const { state, result } = settle(account);
    if (
      state.failedLogins !== account.failedLogins ||
      state.failedWindowStart?.getTime() !== account.failedWindowStart?.getTime() ||
      state.lockedUntil?.getTime() !== account.lockedUntil?.getTime()
    ) {
      const failedLogins = Math.min(state.failedLogins, 32_000);
      // Whichever table holds the pass id, in one statement.
      await tx.execute(sql`
        with known as (
          update ${employees} set failed_logins = ${failedLogins}, failed_window_start = ${state.failedWindowStart},
            locked_until = ${state.lockedUntil}
          where ${employees.passId} = ${passId} returning 1)
        update ${unknownSignInFailures} set failed_logins = ${failedLogins},
          failed_window_start = ${state.failedWindowStart}, locked_until = ${state.lockedUntil}
        where ${unknownSignInFailures.passId} = ${passId} and not exists (select 1 from known)`);
    }
    return result;
  });
}

/** Deletes up to `limit` counters of unknown pass ids whose last failure and lock both ended before `before`; answers how many. */
export async function deleteUnknownCountersBefore(db: Db, before: Date, limit: number): Promise<number> {
  const u = unknownSignInFailures;
  const over = db
    .select({ passId: u.passId })
    .from(u)
    .where(
      and(
        or(isNull(u.failedWindowStart), lt(u.failedWindowStart, before)),
        or(isNull(u.lockedUntil), lt(u.lockedUntil, before)),
      ),
    )
    .limit(limit);
  const deleted = await db.delete(u).where(inArray(u.passId, over)).returning({ passId: u.passId });
  return deleted.length;
}
