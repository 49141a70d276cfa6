import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { appLogs, employees, sessions } from '../../db/schema';

export async function insertSession(
  db: Db,
  row: {
    ticketHash: string;
    passId: string;
    transactionId: string;
    now: Date;
    expiresAt: Date;
    device: string | null;
    platform: string | null;
  },
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
      device: row.device,
      platform: row.platform,
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

/** An employee's sessions still signed in at `now` (not ended, expired or idle past `idleSince`), last used first. */
export async function findLiveSessions(db: Db, passId: string, now: Date, idleSince: Date) {
  return db
    .select({
      id: sessions.id,
      ticketHash: sessions.ticketHash,
      device: sessions.device,
      platform: sessions.platform,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.passId, passId),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, idleSince),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
}

/** Ends those of the employee's sessions still open; answers the ticket hashes of the ones it ended. */
export async function endSessionsOf(db: Db, passId: string, ids: readonly number[], now: Date): Promise<string[]> {
  if (ids.length === 0) return [];
  const ended = await db
    .update(sessions)
    .set({ endedAt: now })
    .where(and(eq(sessions.passId, passId), inArray(sessions.id, [...ids]), isNull(sessions.endedAt)))
    .returning({ ticketHash: sessions.ticketHash });
  return ended.map((row) => row.ticketHash);
}
