import type { Db } from '../../db/client';
import { myTimeEvents } from '../../db/schema';

/** My Time's history: who changed what and when (append-only in the database). */
export type MyTimeEvent = typeof myTimeEvents.$inferInsert;

/** Appends the events in their order, in one statement. */
export async function appendMyTimeEvents(db: Db, events: readonly MyTimeEvent[]): Promise<void> {
  if (events.length > 0) await db.insert(myTimeEvents).values([...events]);
}
