import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calendarFeeds, employees } from '../../db/schema';

export async function findFeed(db: Db, passId: string) {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt, lastFetchedAt: calendarFeeds.lastFetchedAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.passId, passId))
    .limit(1);
  return row;
}

/** Creates the employee's feed or replaces its token: the old token stops matching at once. */
export async function putFeed(db: Db, passId: string, tokenHash: string, now: Date): Promise<void> {
  await db
    .insert(calendarFeeds)
    .values({ passId, tokenHash, createdAt: now, lastFetchedAt: null })
    .onConflictDoUpdate({
      target: calendarFeeds.passId,
      set: { tokenHash, createdAt: now, lastFetchedAt: null },
    });
}

/** Removes the employee's feed; false when there was none. */
export async function deleteFeed(db: Db, passId: string): Promise<boolean> {
  const removed = await db
    .delete(calendarFeeds)
    .where(eq(calendarFeeds.passId, passId))
    .returning({ passId: calendarFeeds.passId });
  return removed.length > 0;
}

/** The employee a token hash opens the feed of. */
export async function findFeedOwner(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ passId: employees.passId, department: employees.department })
    .from(calendarFeeds)
    .innerJoin(employees, eq(employees.passId, calendarFeeds.passId))
    .where(eq(calendarFeeds.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Notes a fetch, unless the token was replaced or revoked meanwhile. */
export async function markFetched(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db.update(calendarFeeds).set({ lastFetchedAt: now }).where(eq(calendarFeeds.tokenHash, tokenHash));
}
