import { and, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appLogs } from '../../db/schema';
import { ADVISORY_LOCKS } from '../../lib/advisory-locks';

export type NewAppLog = typeof appLogs.$inferInsert;

/** What the app is told about a stored batch. */
const batchColumns = { reference: appLogs.reference, entryCount: appLogs.entryCount };

/** One employee's batches are counted one at a time, whichever of their sessions sends them. */
export async function lockEmployeeLog(tx: Db, passId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.appLogEmployee}, hashtext(${passId}))`);
}

export async function findBatch(db: Db, passId: string, batchId: string) {
  const [row] = await db
    .select(batchColumns)
    .from(appLogs)
    .where(and(eq(appLogs.passId, passId), eq(appLogs.batchId, batchId)))
    .limit(1);
  return row;
}

export async function countEmployeeBatchesSince(db: Db, passId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(appLogs)
    .where(and(eq(appLogs.passId, passId), gt(appLogs.receivedAt, since)));
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

/** Deletes up to `limit` batches received before `before`; answers how many. */
export async function deleteAppLogsBefore(db: Db, before: Date, limit: number): Promise<number> {
  const old = db.select({ id: appLogs.id }).from(appLogs).where(lt(appLogs.receivedAt, before)).limit(limit);
  const deleted = await db.delete(appLogs).where(inArray(appLogs.id, old)).returning({ id: appLogs.id });
  return deleted.length;
}
