import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { employees } from './employees';

/**
 * The outbox of what an employee is told (issue 53): one row per event, written in the same
 * transaction as the change it tells of, so a change that rolls back leaves none. `data` holds
 * what the texts are built from (modules/notifications/notification-texts.ts); `read_at` is the
 * in-app list's read state, the same on every device.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    passId: text('pass_id')
      .notNull()
      .references(() => employees.passId),
    /** One of NOTIFICATION_KINDS (protocol). */
    kind: text('kind').notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /**
     * What makes an event once-only when a sweeper finds it due (a round opened, a turn reminder
     * for one turn time): a second writer's row is refused. Null for events caused by a change.
     */
    dedupeKey: text('dedupe_key'),
    /**
     * When a delivery worker made its delivery rows (one per channel and device); null: not yet.
     * Rows from before delivery existed were marked at the migration, so none is sent late.
     */
    fannedOutAt: timestamp('fanned_out_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_pass_id').on(t.passId, t.id),
    index('notifications_not_fanned_out').on(t.id).where(sql`fanned_out_at is null`),
    uniqueIndex('notifications_dedupe_key').on(t.dedupeKey),
  ],
);

/**
 * One notification on one channel to one device (or address): delivered once, whatever the
 * number of server processes (docs/deploying.md#notifications-by-push-and-e-mail). A worker claims
 * a row by setting `claimed_by`/`claimed_until` (FOR UPDATE SKIP LOCKED); a claim past its time
 * is taken again by another. `last_error` says what failed in the push service's or mail
 * server's terms, never what the notification says.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    notificationId: bigint('notification_id', { mode: 'number' })
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    /** web (Web Push) or email. */
    channel: text('channel').notNull(),
    /** The device (push_subscriptions.device_id) for push; '' for e-mail. */
    target: text('target').notNull(),
    /** pending, sent, failed (gave up) or dropped (nowhere to send: unsubscribed, turned off). */
    status: text('status').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    claimedBy: text('claimed_by'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notification_deliveries_once').on(t.notificationId, t.channel, t.target),
    index('notification_deliveries_due').on(t.nextAttemptAt).where(sql`status = 'pending'`),
  ],
);

/**
 * An employee's choices of what reaches them where (mta_notificationPreferencesSave): the kind
 * and channel pairs turned off (`KIND:channel`), and quiet hours in the agency's time (minutes
 * after midnight; start after end spans midnight). No row: everything on, no quiet hours.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  passId: text('pass_id')
    .primaryKey()
    .references(() => employees.passId),
  off: text('off').array().notNull().default([]),
  quietStart: smallint('quiet_start'),
  quietEnd: smallint('quiet_end'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
