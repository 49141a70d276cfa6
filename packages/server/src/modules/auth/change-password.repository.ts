import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employees, sessions } from '../../db/schema';

/**
 * In the caller's transaction: tells the employees_sessions_end trigger to spare this session
 * when the password changes, and reads the ticket hashes of the employee's other live sessions.
 */
export async function keepSessionReadOthers(tx: Db, passId: string, sessionId: number): Promise<string[]> {
  await tx.execute(sql`select set_config('crewline.keep_session', ${String(sessionId)}, true)`);
  const others = await tx
    .select({ ticketHash: sessions.ticketHash })
    .from(sessions)
    .where(and(eq(sessions.passId, passId), isNull(sessions.endedAt), ne(sessions.id, sessionId)));
  return others.map((row) => row.ticketHash);
}

/**
 * Sets the new password and expiry, only over the password just checked (one changed meanwhile,
 * on another device, is not overwritten): false when it was.
 */
export async function replacePassword(
  tx: Db,
  passId: string,
  checkedHash: string,
  set: { passwordHash: string; passwordExpiresOn: string },
): Promise<boolean> {
  const changed = await tx
    .update(employees)
    .set(set)
    .where(and(eq(employees.passId, passId), eq(employees.passwordHash, checkedHash)))
    .returning({ passId: employees.passId });
  return changed.length > 0;
}
