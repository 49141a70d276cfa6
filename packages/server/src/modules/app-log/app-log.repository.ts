import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appLogs, sessions } from '../../db/schema';

export type NewAppLog = typeof appLogs.$inferInsert;

/** What the app is told about a stored batch. */
const batchColumns = { reference: appLogs.reference, entryCount: appLogs.entryCount };

/** Locks the session's row until the transaction ends: one session's batches are counted one at a time. */
export async function lockSession(tx: Db, sessionId: number): Promise<void> {
  await tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, sessionId)).for('update');
}

export async function findBatch(db: Db, passId: string, batchId: string) {
  const [row] = await db
    .select(batchColumns)
    .from(appLogs)
    .where(and(eq(appLogs.passId, passId), eq(appLogs.batchId, batchId)))
    .limit(1);
  return row;
}

export async function countSessionBatchesSince(db: Db, sessionId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(appLogs)
    .where(and(eq(appLogs.sessionId, sessionId), gt(appLogs.receivedAt, since)));
  return row?.n ?? 0;
}

/** Stores a batch; undefined when the employee's batch of that id is already stored. */
export async function insertBatch(db: Db, row: NewAppLog) {
  const [created] = await db
    .insert(appLogs)
    .values(row)
    .onConflictDoNothing({ target: [appLogs.passId, appLogs.batchId] })
    .returning(batchColumns);
  return created;
}

/** A stored log with its entries, for support staff (and tests). */
export async function findAppLogByReference(db: Db, reference: string) {
  const [row] = await db.select().from(appLogs).where(eq(appLogs.reference, reference)).limit(1);
  return row;
}
