import type { LogEntry } from '@crewline/protocol';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Depots (bus) and terminals / crew rooms (subway) where employees report. */
export const depots = pgTable('depots', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  dept: text('dept').notNull(),
  borough: text('borough').notNull(),
});

export const employees = pgTable(
  'employees',
  {
    passId: text('pass_id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Department code, the login header's HEADER_DEPARTMENT_0: DOB or RTO. */
    department: text('department').notNull(),
    /** The app derives dept from it. */
    division: text('division').notNull(),
    subdivision: text('subdivision').notNull(),
    title: text('title').notNull(),
    titleClass: text('title_class').notNull(),
    seniorityNumber: integer('seniority_number').notNull(),
    seniorityDate: date('seniority_date', { mode: 'string' }).notNull(),
    depotCode: text('depot_code')
      .notNull()
      .references(() => depots.code),
    /** argon2id; null means no password was ever set: sign-in is refused like a wrong one. */
    passwordHash: text('password_hash'),
    passwordExpiresOn: date('password_expires_on', { mode: 'string' }),
    /** Base32 TOTP secret; null when not enrolled in the second factor. */
    totpSecret: text('totp_secret'),
    hasUpcomingMedical: boolean('has_upcoming_medical').notNull().default(false),
    failedLogins: smallint('failed_logins').notNull().default(0),
    failedWindowStart: timestamp('failed_window_start', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [uniqueIndex('employees_dept_seniority').on(t.department, t.seniorityNumber)],
);

/** A pick: the period in which employees choose work, in seniority order. */
export const pickPeriods = pgTable('pick_periods', {
  id: serial('id').primaryKey(),
  department: text('department').notNull(),
  type: text('type').notNull(),
  description: text('description').notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
  expirationDate: date('expiration_date', { mode: 'string' }).notNull(),
});

/** Each employee's turn in a pick. */
export const pickTurns = pgTable(
  'pick_turns',
  {
    pickPeriodId: integer('pick_period_id')
      .notNull()
      .references(() => pickPeriods.id),
    passId: text('pass_id')
      .notNull()
      .references(() => employees.passId),
    turnAt: timestamp('turn_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('pick_turns_period_pass').on(t.pickPeriodId, t.passId), index('pick_turns_pass').on(t.passId)],
);

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
  },
  (t) => [uniqueIndex('sessions_ticket_hash').on(t.ticketHash), index('sessions_pass').on(t.passId)],
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
  attempts: smallint('attempts').notNull().default(0),
});

/** Logs the app sent to support (mta_appLog), one row per batch. */
export const appLogs = pgTable(
  'app_logs',
  {
    id: serial('id').primaryKey(),
    /** Always the signed-in employee's, from the session: never from the payload. */
    passId: text('pass_id')
      .notNull()
      .references(() => employees.passId),
    /** The session that sent it; the hourly limit counts per session. */
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
  ],
);

/** Seed bookkeeping: which generator input produced the data in this database. */
export const seedInfo = pgTable('seed_info', {
  id: smallint('id').primaryKey(),
  seed: integer('seed').notNull(),
  size: integer('size').notNull(),
  generatedOn: date('generated_on', { mode: 'string' }).notNull(),
});
