import { bigserial, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
  },
  (t) => [index('notifications_pass_id').on(t.passId, t.id), uniqueIndex('notifications_dedupe_key').on(t.dedupeKey)],
);
