import { pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { employees } from './employees';

/** The secret address of an employee's calendar feed; only its hash is kept. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    passId: text('pass_id')
      .primaryKey()
      .references(() => employees.passId),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Last time a calendar fetched it. */
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash').on(t.tokenHash)],
);
