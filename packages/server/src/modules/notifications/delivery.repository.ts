import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { JOB_QUEUE_SCHEMA, JOB_QUEUES } from '../../db/job-queue';
import { rowsOf } from '../../db/rows';
import { notificationDeliveries, notifications } from '../../db/schema';
import { ADVISORY_LOCKS } from '../../lib/advisory-locks';

export type DeliveryRow = typeof notificationDeliveries.$inferSelect;
export type NewDelivery = typeof notificationDeliveries.$inferInsert;
export type MadeDelivery = { id: number; nextAttemptAt: Date };

/**
 * Up to `limit` notifications no worker has made deliveries for yet, locked until the caller's
 * transaction ends; another worker skips them rather than waiting (FOR UPDATE SKIP LOCKED).
 */
export async function lockNotFannedOut(tx: Db, limit: number, ids?: readonly number[]) {
  return tx
    .select({ id: notifications.id, passId: notifications.passId, kind: notifications.kind })
    .from(notifications)
    .where(and(isNull(notifications.fannedOutAt), ids === undefined ? undefined : inArray(notifications.id, [...ids])))
    .orderBy(asc(notifications.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Every notification no deliveries were made for yet. */
export async function notFannedOutIds(db: Db): Promise<number[]> {
  const rows = await db.select({ id: notifications.id }).from(notifications).where(isNull(notifications.fannedOutAt));
  return rows.map((r) => r.id);
}

/**
 * The deliveries of the notifications: one per channel and device, whoever makes them first.
 * Answers those this call made.
 */
export async function insertDeliveries(tx: Db, rows: readonly NewDelivery[]): Promise<MadeDelivery[]> {
  if (rows.length === 0) return [];
  return tx
    .insert(notificationDeliveries)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ id: notificationDeliveries.id, nextAttemptAt: notificationDeliveries.nextAttemptAt });
}

export async function markFannedOut(tx: Db, ids: readonly number[], now: Date): Promise<void> {
  if (ids.length > 0)
    await tx
      .update(notifications)
      .set({ fannedOutAt: now })
      .where(inArray(notifications.id, [...ids]));
}

/**
 * Claims up to `limit` deliveries due at `now` for `worker` until `until`: pending, and either
 * unclaimed or claimed by a worker whose time ran out (it died, or hangs). The attempt is
 * counted at the claim, so one whose outcome is unknown counts too. Rows another worker is
 * claiming at this instant are skipped, not waited for.
 */
export async function claimDue(db: Db, worker: string, now: Date, until: Date, limit: number): Promise<DeliveryRow[]> {
  const d = notificationDeliveries;
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: d.id })
      .from(d)
      .where(
        and(eq(d.status, 'pending'), lte(d.nextAttemptAt, now), or(isNull(d.claimedUntil), lte(d.claimedUntil, now))),
      )
      .orderBy(asc(d.nextAttemptAt), asc(d.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(d)
      .set({ claimedBy: worker, claimedUntil: until, attempts: sql`${d.attempts} + 1` })
      .where(
        inArray(
          d.id,
          due.map((r) => r.id),
        ),
      )
      .returning();
  });
}

/**
 * Claims one pending delivery for `worker` until `until`, as the job queue's attempt number
 * `attempts` (PostgreSQL: the queue decides who tries and when; the row keeps the record).
 * Answers nothing when it is no longer pending — a repeat of a job already done.
 */
export async function claimForAttempt(db: Db, id: number, worker: string, attempts: number, until: Date) {
  const d = notificationDeliveries;
  const [row] = await db
    .update(d)
    .set({ claimedBy: worker, claimedUntil: until, attempts })
    .where(and(eq(d.id, id), eq(d.status, 'pending')))
    .returning();
  return row;
}

/**
 * Pending deliveries no job of the delivery queue holds (created, waiting for a retry or being
 * worked): made before the job queue (ADR 23's way, at an upgrade), or whose job pg-boss gave up
 * on while a worker that died held the row's last attempt. Locked until `tx` ends, so that the
 * jobs sent for them in it are seen by the next process that asks.
 */
export async function pendingWithoutJob(tx: Db): Promise<{ id: number; attempts: number; nextAttemptAt: Date }[]> {
  // Two processes starting at once: the second waits, then finds the first one's jobs.
  await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.deliveryJobs})`);
  const rows = rowsOf<{ id: number; attempts: number; next_attempt_at: string | Date }>(
    await tx.execute(sql`select d.id, d.attempts, d.next_attempt_at from notification_deliveries d
      where d.status = 'pending' and not exists (select 1 from ${sql.identifier(JOB_QUEUE_SCHEMA)}.job j
        where j.name = ${JOB_QUEUES.notificationDelivery} and j.state in ('created', 'retry', 'active')
        and j.data->>'id' = d.id::text)
      order by d.id`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    attempts: Number(r.attempts),
    nextAttemptAt: new Date(r.next_attempt_at),
  }));
}

/** The notifications the claimed deliveries tell. */
export async function notificationsByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: notifications.id, passId: notifications.passId, kind: notifications.kind, data: notifications.data })
    .from(notifications)
    .where(inArray(notifications.id, [...ids]));
}

/** How a claimed delivery ended this time. */
export type DeliveryEnd =
  | { status: 'sent' | 'dropped' | 'failed'; lastError: string | null }
  | { status: 'pending'; lastError: string; nextAttemptAt: Date };

/** Records the outcome, if the claim is still this worker's (one whose time ran out may be another's now). */
export async function finishDelivery(db: Db, id: number, worker: string, now: Date, end: DeliveryEnd): Promise<void> {
  const d = notificationDeliveries;
  await db
    .update(d)
    .set({
      status: end.status,
      lastError: end.lastError,
      claimedBy: null,
      claimedUntil: null,
      ...(end.status === 'pending' ? { nextAttemptAt: end.nextAttemptAt } : { doneAt: now }),
    })
    .where(and(eq(d.id, id), eq(d.claimedBy, worker)));
}

/** A notification's deliveries (tests and support). */
export function deliveriesOf(db: Db, notificationId: number) {
  return db
    .select()
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.notificationId, notificationId))
    .orderBy(asc(notificationDeliveries.id));
}
