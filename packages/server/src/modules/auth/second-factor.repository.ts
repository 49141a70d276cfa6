import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { secondFactorTokens } from '../../db/schema';

export async function insertToken(db: Db, row: { tokenHash: string; passId: string; now: Date; expiresAt: Date }) {
  await db
    .insert(secondFactorTokens)
    .values({ tokenHash: row.tokenHash, passId: row.passId, createdAt: row.now, expiresAt: row.expiresAt });
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
    .select({ passId: secondFactorTokens.passId })
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

/** Counts a wrong code; at `maxAttempts` the token is burned. Undefined when it was no longer usable. */
export async function recordWrongCode(db: Db, tokenHash: string, now: Date, maxAttempts: number) {
  const rows = await db
    .update(secondFactorTokens)
    .set({
      attempts: sql`${secondFactorTokens.attempts} + 1`,
      usedAt: sql`CASE WHEN ${secondFactorTokens.attempts} + 1 >= ${maxAttempts} THEN ${now.toISOString()}::timestamptz ELSE NULL END`,
    })
    .where(usable(tokenHash, now))
    .returning({ attempts: secondFactorTokens.attempts, usedAt: secondFactorTokens.usedAt });
  return rows[0];
}
