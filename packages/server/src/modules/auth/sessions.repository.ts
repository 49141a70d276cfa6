import { and, eq, inArray, isNotNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { appLogs, employees, sessions } from '../../db/schema';

export async function insertSession(
  db: Db,
  row: { ticketHash: string; passId: string; transactionId: string; now: Date; expiresAt: Date },
) {
  const [created] = await db
    .insert(sessions)
    .values({
      ticketHash: row.ticketHash,
      passId: row.passId,
      transactionId: row.transactionId,
      createdAt: row.now,
      lastSeenAt: row.now,
      expiresAt: row.expiresAt,
    })
    .returning({ id: sessions.id });
  if (!created) throw new Error('session insert returned no row');
  return created.id;
}

// Prepared once per database: this lookup runs on every signed-in call.
const selectByTicket = preparedPerDatabase((db) =>
  db
    .select({
      id: sessions.id,
      passId: sessions.passId,
      transactionId: sessions.transactionId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      endedAt: sessions.endedAt,
      employee: employees,
    })
    .from(sessions)
    .innerJoin(employees, eq(employees.passId, sessions.passId))
    .where(eq(sessions.ticketHash, sql.placeholder('ticketHash')))
    .limit(1)
    .prepare('crewline_session_by_ticket'),
);

/** The session of a ticket hash with its employee, in one indexed query. */
export async function findSessionByTicketHash(db: Db, ticketHash: string) {
  const query = selectByTicket(db);
  const rows = await query.execute({ ticketHash });
  return rows[0];
}

export async function touchSession(db: Db, id: number, now: Date) {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
}

export async function endSession(db: Db, id: number, now: Date) {
  await db.update(sessions).set({ endedAt: now }).where(eq(sessions.id, id));
}

/**
 * Deletes up to `limit` sessions over (ended or expired) before `before`; answers how many. A
 * session an app log still names is kept (the log holds a reference to it) until the log goes.
 */
export async function deleteSessionsOverBefore(db: Db, before: Date, limit: number): Promise<number> {
  const over = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        or(and(isNotNull(sessions.endedAt), lt(sessions.endedAt, before)), lt(sessions.expiresAt, before)),
        notExists(db.select({ one: sql`1` }).from(appLogs).where(eq(appLogs.sessionId, sessions.id))),
      ),
    )
    .limit(limit);
  const deleted = await db.delete(sessions).where(inArray(sessions.id, over)).returning({ id: sessions.id });
  return deleted.length;
}
