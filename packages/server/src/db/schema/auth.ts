import { sql } from 'drizzle-orm';
import { index, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { employees } from './employees';

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    /** sha256 of the ticket; the ticket itself is never stored. */
    ticketHash: text('ticket_hash').notNull(),
    passId: text('pass_id')
      .notNull()
      .references(() => employees.passId),
    transactionId: text('transaction_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().default(sql`now()`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The device and browser or app of the sign-in, read from its User-Agent (lib/device-label.ts); null before it was kept. */
    device: text('device'),
    /** ios, android, desktop or web, as the app said at sign-in; null when it did not. */
    platform: text('platform'),
  },
  (t) => [
    uniqueIndex('sessions_ticket_hash').on(t.ticketHash),
    index('sessions_pass').on(t.passId),
    // The retention job prunes sessions long over.
    index('sessions_expires').on(t.expiresAt),
  ],
);

/** One-time tokens that open the second-factor page. */
export const secondFactorTokens = pgTable('second_factor_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  passId: text('pass_id')
    .notNull()
    .references(() => employees.passId),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  /** The sign-in's device and platform, kept for the session the token opens. */
  device: text('device'),
  platform: text('platform'),
});

/**
 * Failed sign-ins of pass ids that are not employees, counted like an employee's so that the
 * answer (wrong, then locked) never tells a known pass id from an unknown one.
 */
export const unknownSignInFailures = pgTable('unknown_sign_in_failures', {
  passId: text('pass_id').primaryKey(),
  failedLogins: smallint('failed_logins').notNull().default(0),
  failedWindowStart: timestamp('failed_window_start', { withTimezone: true }),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
