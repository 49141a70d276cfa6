import { eq, isNotNull } from 'drizzle-orm';
import { employees } from '../../db/schema';
import type { Db } from '../../db/types';

/** Every stored second-factor secret, each row locked for the caller's transaction. */
export async function lockStoredTotpSecrets(tx: Db) {
  return tx
    .select({ passId: employees.passId, totpSecret: employees.totpSecret })
    .from(employees)
    .where(isNotNull(employees.totpSecret))
    .for('update');
}

/** Rewrites an employee's stored second-factor secret (sealed), in the caller's transaction. */
export async function storeTotpSecret(tx: Db, passId: string, sealed: string): Promise<void> {
  await tx.update(employees).set({ totpSecret: sealed }).where(eq(employees.passId, passId));
}
