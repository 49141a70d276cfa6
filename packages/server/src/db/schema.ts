import type { LogEntry } from '@crewline/protocol';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
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

/** Pay codes a timecard line can carry, and how the app shows them (mta_timecardColors). */
export const payCodes = pgTable('pay_codes', {
  code: text('code').primaryKey(),
  description: text('description').notNull(),
  /** STRAIGHT, OVERTIME, PREMIUM or LEAVE: the weekly total it counts in. */
  category: text('category').notNull(),
  /** The leave bank a LEAVE code draws on (VAC, SICK, PERS, HOL, COMP); null for the others. */
  bank: text('bank'),
  /** #rrggbb, readable as a background behind dark text. */
  color: text('color').notNull(),
  sortOrder: smallint('sort_order').notNull(),
});

/** One line of a timecard: minutes of one pay code on one day. */
export interface TimecardLine {
  date: string;
  payCode: string;
  minutes: number;
  /** The run or job worked; absent on leave lines. */
  job?: string;
  /** Minutes after midnight of the service day; absent on leave lines. */
  start?: number;
  end?: number;
}

/** One employee's timecard for one pay week (Sunday to Saturday), as payroll holds it. */
export const timecards = pgTable(
  'timecards',
  {
    passId: text('pass_id')
      .notNull()
      .references(() => employees.passId),
    /** The Sunday the pay week starts. */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    /** APPROVED, or PENDING for the week payroll has not closed yet. */
    status: text('status').notNull(),
    lines: jsonb('lines').$type<TimecardLine[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.passId, t.weekStart] })],
);

/** The work offered in a pick: a run (bus) or job (subway) with its weekly pattern. */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    pickPeriodId: integer('pick_period_id')
      .notNull()
      .references(() => pickPeriods.id),
    /** Run or job number as posted, unique within the pick. */
    code: text('code').notNull(),
    depotCode: text('depot_code')
      .notNull()
      .references(() => depots.code),
    /** Bus route(s) or subway line. */
    route: text('route').notNull(),
    /** Days off as bits, Sunday = 1 … Saturday = 64. */
    daysOff: smallint('days_off').notNull(),
    /** Minutes after midnight of the service day; may pass 1440. */
    reportMinutes: integer('report_minutes').notNull(),
    startMinutes: integer('start_minutes').notNull(),
    endMinutes: integer('end_minutes').notNull(),
    /** Paid time per working day. */
    paidMinutes: integer('paid_minutes').notNull(),
    /** Where and when the employee is relieved mid-run; null when the run has no relief. */
    reliefPoint: text('relief_point'),
    reliefMinutes: integer('relief_minutes'),
    /** Who holds it in this pick; null while open. */
    pickedBy: text('picked_by').references(() => employees.passId),
  },
  (t) => [
    uniqueIndex('jobs_period_code').on(t.pickPeriodId, t.code),
    uniqueIndex('jobs_period_picked_by').on(t.pickPeriodId, t.pickedBy),
    index('jobs_picked_by').on(t.pickedBy),
  ],
);

/**
 * A day away from the picked job: vacation, a picked holiday, sick, personal or comp time
 * (charged to a leave bank), or training. Timecards and leave balances are both read from these.
 */
export const absences = pgTable(
  'absences',
  {
    id: serial('id').primaryKey(),
    passId: text('pass_id')
      .notNull()
      .references(() => employees.passId),
    date: date('date', { mode: 'string' }).notNull(),
    /** VACATION, HOLIDAY, SICK, PERSONAL, COMP, FMLA or TRAINING. */
    kind: text('kind').notNull(),
    /** The pay code charged; null for training (paid as straight time under TRN). */
    payCode: text('pay_code').references(() => payCodes.code),
    minutes: integer('minutes').notNull(),
    /** The absence quota it counts against (quotas.code); null when none. */
    quotaCode: text('quota_code'),
    /** Holiday name or training course. */
    description: text('description'),
    /** Training location and times; null for the others. */
    location: text('location'),
    startMinutes: integer('start_minutes'),
    endMinutes: integer('end_minutes'),
  },
  (t) => [uniqueIndex('absences_pass_date').on(t.passId, t.date)],
);

/** A leave bank's year: what was carried in and what the year grants. */
export const leaveBanks = pgTable(
  'leave_banks',
  {
    passId: text('pass_id')
      .notNull()
      .references(() => employees.passId),
    /** VAC, SICK, PERS, HOL or COMP. */
    bank: text('bank').notNull(),
    year: smallint('year').notNull(),
    carriedMinutes: integer('carried_minutes').notNull(),
    /** Credited on January 1. */
    grantedMinutes: integer('granted_minutes').notNull(),
    /** Credited on the first of each month, January included. */
    monthlyAccrualMinutes: integer('monthly_accrual_minutes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.passId, t.bank, t.year] })],
);

/** Yearly limits on kinds of absence (the quota absences screen). */
export const quotas = pgTable('quotas', {
  code: text('code').primaryKey(),
  description: text('description').notNull(),
  /** Days allowed per calendar year. */
  allowanceDays: smallint('allowance_days').notNull(),
});

/** Days and shifts an RTO employee offers for overtime (mta_submitAvailability). */
export const otAvailability = pgTable(
  'ot_availability',
  {
    passId: text('pass_id')
      .notNull()
      .references(() => employees.passId),
    date: date('date', { mode: 'string' }).notNull(),
    /** AM, PM or NIGHT. */
    shift: text('shift').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.passId, t.date, t.shift] })],
);

/** A device's push token; a token belongs to the last employee who signed in on it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    passId: text('pass_id')
      .notNull()
      .references(() => employees.passId),
    deviceId: text('device_id').notNull(),
    platform: text('platform').notNull(),
    token: text('token').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.passId, t.deviceId] }), uniqueIndex('push_subscriptions_token').on(t.token)],
);

/** What a device reported about its biometric sign-in support (mta_fingerprintSupportLog). */
export const fingerprintSupport = pgTable(
  'fingerprint_support',
  {
    passId: text('pass_id')
      .notNull()
      .references(() => employees.passId),
    deviceId: text('device_id').notNull(),
    platform: text('platform').notNull(),
    available: boolean('available').notNull(),
    /** fingerprint, face, iris or none. */
    biometryType: text('biometry_type').notNull(),
    enrolled: boolean('enrolled').notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.passId, t.deviceId] })],
);

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
