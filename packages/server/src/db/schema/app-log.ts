import type { LogEntry } from '@crewline/protocol';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sessions } from './auth';
import { employees } from './employees';

/** Logs the app sent to support (mta_appLog), one row per batch. */
export const appLogs = pgTable(
  'app_logs',
  {
    id: serial('id').primaryKey(),
    /** Always the signed-in employee's, from the session: never from the payload. */
    passId: text('pass_id')
      .notNull()
      .references(() => employees.passId),
    /** The session that sent it. */
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id),
    /** The app's id for the batch, sent again on a retry; null when the app sent none. */
    batchId: uuid('batch_id'),
    device: text('device'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    /** What the employee quotes to support. */
    reference: text('reference').notNull(),
    entryCount: integer('entry_count').notNull(),
    entries: jsonb('entries').$type<LogEntry[]>().notNull(),
  },
  (t) => [
    uniqueIndex('app_logs_pass_batch').on(t.passId, t.batchId),
    uniqueIndex('app_logs_reference').on(t.reference),
    index('app_logs_session_received').on(t.sessionId, t.receivedAt),
    // The hourly limit counts an employee's batches; the retention job prunes by age.
    index('app_logs_pass_received').on(t.passId, t.receivedAt),
    index('app_logs_received').on(t.receivedAt),
  ],
);
