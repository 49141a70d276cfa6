import { and, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employees, secondFactorTokens } from '../../db/schema';

export async function insertToken(
  db: Db,
  row: {
    tokenHash: string;
    passId: string;
    now: Date;
    expiresAt: Date;
    device: string | null;
    platform: string | null;
  },
) {
  await db.insert(secondFactorTokens).values({
    tokenHash: row.tokenHash,
    passId: row.passId,
    createdAt: row.now,
    expiresAt: row.expiresAt,
    device: row.device,
    platform: row.platform,
  });
}

const usable = (tokenHash: string, now: Date) =>
  and(
    eq(secondFactorTokens.tokenHash, tokenHash),
    isNull(secondFactorTokens.usedAt),
    gt(secondFactorTokens.expiresAt, now),
  );

/** The pass id of a token that is neither used nor expired. */
export async function findUsableToken(db: Db, tokenHash: string, now: Date) {
  const rows = await db
    .select({
      passId: secondFactorTokens.passId,
      device: secondFactorTokens.device,
      platform: secondFactorTokens.platform,
    })
    .from(secondFactorTokens)
    .where(usable(tokenHash, now))
    .limit(1);
  return rows[0];
}

/** Marks the token used; only one caller ever gets the row back. */
export async function consumeToken(db: Db, tokenHash: string, now: Date) {
  const rows = await db
    .update(secondFactorTokens)
    .set({ usedAt: now })
    .where(usable(tokenHash, now))
    .returning({ passId: secondFactorTokens.passId });
  return rows[0];
}

/** What one code attempt leaves on the employee's row. */
export interface CodeState {
  failedCodes: number;
  failedCodesWindowStart: Date | null;
  lockedUntil: Date | null;
  totpLastStep: number | null;
}

/**
 * Runs `judge` with the employee's row locked (SELECT … FOR UPDATE) and stores the code
 * counters, lock and last accepted time step it returns, in one transaction: attempts on one
 * account, from any sign-in, queue on the row, so a code is accepted once and no guess slips
 * past the account's limit.
 */
export async function judgeCode<T>(
  db: Db,
  passId: string,
  judge: (row: typeof employees.$inferSelect) => Promise<{ state: CodeState; result: T }>,
): Promise<T | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(employees).where(eq(employees.passId, passId)).for('update');
    if (!row) return undefined;
    const { state, result } = await judge(row);
    await tx
      .update(employees)
      .set({
        failedCodes: sql`${Math.min(state.failedCodes, 32_000)}`,
        failedCodesWindowStart: state.failedCodesWindowStart,
        lockedUntil: state.lockedUntil,
        totpLastStep: state.totpLastStep,
      })
      .where(eq(employees.passId, passId));
    return result;
  });
}

/** Deletes up to `limit` tokens used or expired before `before`; answers how many. */
export async function deleteTokensOverBefore(db: Db, before: Date, limit: number): Promise<number> {
  const over = db
    .select({ tokenHash: secondFactorTokens.tokenHash })
    .from(secondFactorTokens)
    .where(
      or(
        and(isNotNull(secondFactorTokens.usedAt), lt(secondFactorTokens.usedAt, before)),
        lt(secondFactorTokens.expiresAt, before),
      ),
    )
    .limit(limit);
  const deleted = await db
    .delete(secondFactorTokens)
    .where(inArray(secondFactorTokens.tokenHash, over))
    .returning({ tokenHash: secondFactorTokens.tokenHash });
  return deleted.length;
}
