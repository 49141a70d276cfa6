import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { miscellaneousRequests } from '../../../db/schema';
import { ADVISORY_LOCKS } from '../../../lib/advisory-locks';

export type MiscellaneousRow = typeof miscellaneousRequests.$inferSelect;

/** One employee's requests, one at a time (a retry waits for the first and reads it). */
export async function lockMiscellaneous(tx: Db, passId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.miscellaneousEmployee}, hashtext(${passId}))`);
}

export function myMiscellaneous(db: Db, passId: string): Promise<MiscellaneousRow[]> {
  return db
    .select()
    .from(miscellaneousRequests)
    .where(eq(miscellaneousRequests.passId, passId))
    .orderBy(desc(miscellaneousRequests.submittedAt), desc(miscellaneousRequests.id));
}

export async function miscellaneousByRequestId(db: Db, requestId: string): Promise<MiscellaneousRow | undefined> {
  const [row] = await db.select().from(miscellaneousRequests).where(eq(miscellaneousRequests.requestId, requestId));
  return row;
}

export async function insertMiscellaneous(
  db: Db,
  row: typeof miscellaneousRequests.$inferInsert,
): Promise<MiscellaneousRow> {
  const [inserted] = await db.insert(miscellaneousRequests).values(row).returning();
  if (!inserted) throw new Error('miscellaneous request insert returned no row');
  return inserted;
}
