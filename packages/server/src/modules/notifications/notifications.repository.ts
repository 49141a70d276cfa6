import { EMAIL_ONLY_KINDS } from '@crewline/protocol';
import { and, count, desc, eq, inArray, isNull, lt, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import type { NewNotification } from './notification-data';

export type NotificationRow = typeof notifications.$inferSelect;

/** The in-app list holds every kind but those told by e-mail only. */
const listed = notInArray(notifications.kind, [...EMAIL_ONLY_KINDS]);

/** Rows per INSERT: a turn of a large round tells tens of thousands at once. */
const CHUNK = 2_000;

/**
 * Writes the events, in the caller's transaction; a row whose dedupe key is written already is
 * left out (the unique index decides, so two processes writing at once write it once).
 * Answers the ids written.
 */
export async function insertNotifications(tx: Db, rows: readonly NewNotification[], now: Date): Promise<number[]> {
  const written: number[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const values = rows
      .slice(i, i + CHUNK)
      .map((r) => ({ passId: r.passId, kind: r.kind, data: r.data, createdAt: now, dedupeKey: r.dedupeKey ?? null }));
    const inserted = await tx
      .insert(notifications)
      .values(values)
      .onConflictDoNothing({ target: notifications.dedupeKey })
      .returning({ id: notifications.id });
    for (const r of inserted) written.push(r.id);
  }
  return written;
}

/** Of these dedupe keys, those already written. */
export async function writtenKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < keys.length; i += CHUNK) {
    const rows = await db
      .select({ key: notifications.dedupeKey })
      .from(notifications)
      .where(inArray(notifications.dedupeKey, keys.slice(i, i + CHUNK)));
    for (const r of rows) if (r.key !== null) found.add(r.key);
  }
  return found;
}

/** The employee's newest `limit` notifications (before `beforeId` when given), newest first. */
export async function notificationsOf(db: Db, passId: string, limit: number, beforeId?: number) {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.passId, passId),
        listed,
        beforeId === undefined ? undefined : lt(notifications.id, beforeId),
      ),
    )
    .orderBy(desc(notifications.id))
    .limit(limit);
}

export async function unreadCount(db: Db, passId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.passId, passId), listed, isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** Whether the notification is the employee's. */
export async function isOwn(db: Db, passId: string, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.passId, passId), listed, eq(notifications.id, id)));
  return row !== undefined;
}

/** Marks the employee's unread notifications read: one (`id`) or all; one read already keeps its time. */
export async function markRead(db: Db, passId: string, now: Date, id?: number): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.passId, passId),
        isNull(notifications.readAt),
        id === undefined ? undefined : eq(notifications.id, id),
      ),
    );
}
