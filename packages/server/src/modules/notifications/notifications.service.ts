import { NOTIFICATION_TEXTS, NOTIFICATIONS_PAGE, type ServiceElements } from '@crewline/protocol';
import type { Db } from '../../db/client';
import { RefusalError } from '../../exec/errors';
import type { InputOf, SignedInContext } from '../../exec/handlers';
import { sendFanOutJobs } from './delivery.jobs';
import type { NewNotification } from './notification-data';
import { presentNotification } from './notification-texts';
import {
  insertNotifications,
  isOwn,
  markRead,
  notificationsOf,
  unreadCount,
  writtenKeys,
} from './notifications.repository';

/**
 * Tells employees of a change, inside the transaction that makes it (`tx`): the rows, and on
 * PostgreSQL their jobs, commit with the change or not at all. Other modules call it through
 * the face. Answers how many were written.
 */
export async function recordNotifications(tx: Db, now: Date, rows: readonly NewNotification[]): Promise<number> {
  if (rows.length === 0) return 0;
  const ids = await insertNotifications(tx, rows, now);
  await sendFanOutJobs(tx, ids);
  return ids.length;
}

/** Of these dedupe keys, the ones already written (a sweeper leaves those out before working out the rest). */
export function recordedKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  return keys.length > 0 ? writtenKeys(db, keys) : Promise.resolve(new Set());
}

/** mta_notifications: my notifications, newest first, a page at a time, and how many are unread. */
export async function notifications(
  { db, session, config }: SignedInContext,
  { beforeId }: InputOf<'mta_notifications'>,
): Promise<ServiceElements<'mta_notifications'>> {
  const rows = await notificationsOf(db, session.passId, NOTIFICATIONS_PAGE + 1, beforeId);
  return {
    unread: await unreadCount(db, session.passId),
    notifications: rows.slice(0, NOTIFICATIONS_PAGE).map((r) => presentNotification(r, config.timeZone)),
    more: rows.length > NOTIFICATIONS_PAGE,
  };
}

/** mta_notificationsRead: one of mine, or all, read; reading again changes nothing. */
export async function notificationsRead(
  { db, session, now }: SignedInContext,
  { id }: InputOf<'mta_notificationsRead'>,
): Promise<ServiceElements<'mta_notificationsRead'>> {
  if (id !== undefined && !(await isOwn(db, session.passId, id))) throw new RefusalError(NOTIFICATION_TEXTS.notFound);
  await markRead(db, session.passId, now, id);
  return { unread: await unreadCount(db, session.passId) };
}
