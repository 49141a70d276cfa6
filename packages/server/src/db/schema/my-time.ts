import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  json,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { depots, employees } from './employees';

/** How many of a location's staff may be off on a date by request (My Time, request day off). */
export const dayOffQuotas = pgTable(
  'day_off_quotas',
  {
    depotCode: text('depot_code')
      .notNull()
      .references(() => depots.code),
    date: date('date', { mode: 'string' }).notNull(),
    slots: smallint('slots').notNull(),
    /** How many may take the date as a single vacation day (My Time, vacation in days). */
    vacationSlots: smallint('vacation_slots').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.depotCode, t.date] })],
);

/**
 * A day off asked for: APPROVED (within the date's quota, charged to a bank: its absence),
 * WAITLISTED (by seniority, approved when a slot frees) or CANCELLED. One live request per
 * employee and date; the request id makes a retried request answer the first result.
 */
export const dayOffRequests = pgTable(
  'day_off_requests',
  {
    id: serial('id').primaryKey(),
    requestId: uuid('request_id').notNull(),
    passId: text('pass_id')
      .notNull()
      .references(() => employees.passId),
    depotCode: text('depot_code').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** PERS, COMP or VAC. */
    bank: text('bank').notNull(),
    /** APPROVED, WAITLISTED or CANCELLED. */
    status: text('status').notNull(),
    /** The department seniority number when asked: the waitlist's order. */
    seniorityNumber: integer('seniority_number').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('day_off_requests_request_id').on(t.requestId),
    uniqueIndex('day_off_requests_live').on(t.passId, t.date).where(sql`status <> 'CANCELLED'`),
    index('day_off_requests_date').on(t.depotCode, t.date, t.status),
  ],
);

/** Who changed what in My Time, and when: append-only, like the pick ledger. */
export const myTimeEvents = pgTable(
  'my_time_events',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Whose record changed. */
    passId: text('pass_id').notNull(),
    /** Who changed it: the employee, or SYSTEM (a waitlisted request approved when a slot freed). */
    actor: text('actor').notNull(),
    kind: text('kind').notNull(),
    payload: json('payload').notNull(),
  },
  (t) => [index('my_time_events_pass').on(t.passId, t.id)],
);

/** Other requests (jury duty, bereavement, military, union business) for the crew office to decide. */
export const miscellaneousRequests = pgTable(
  'miscellaneous_requests',
  {
    id: serial('id').primaryKey(),
    requestId: uuid('request_id').notNull(),
    passId: text('pass_id')
      .notNull()
      .references(() => employees.passId),
    /** JURY, BEREAVEMENT, MILITARY or UNION. */
    kind: text('kind').notNull(),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    note: text('note').notNull(),
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type'),
    attachmentBytes: integer('attachment_bytes'),
    /** SUBMITTED, APPROVED or DENIED. */
    status: text('status').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('miscellaneous_requests_request_id').on(t.requestId),
    index('miscellaneous_requests_pass').on(t.passId),
  ],
);

/**
 * A sick spell: notified out from a time, in from a later one (null while out). Its work days
 * are absences charged to the sick bank (absences.sick_spell_id). One open spell per employee.
 */
export const sickSpells = pgTable(
  'sick_spells',
  {
    id: serial('id').primaryKey(),
    passId: text('pass_id')
      .notNull()
      .references(() => employees.passId),
    outRequestId: uuid('out_request_id').notNull(),
    outAt: timestamp('out_at', { withTimezone: true }).notNull(),
    outRecordedAt: timestamp('out_recorded_at', { withTimezone: true }).notNull(),
    inRequestId: uuid('in_request_id'),
    inAt: timestamp('in_at', { withTimezone: true }),
    inRecordedAt: timestamp('in_recorded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sick_spells_out_request_id').on(t.outRequestId),
    uniqueIndex('sick_spells_in_request_id').on(t.inRequestId),
    uniqueIndex('sick_spells_open').on(t.passId).where(sql`in_at is null`),
    index('sick_spells_pass').on(t.passId, t.outAt),
  ],
);

/**
 * A day of vacation taken on its own (My Time, vacation in days), against the date's vacation
 * places at the location: its absence is charged to the vacation bank. Given back (a later save
 * without it) it keeps its row, with when.
 */
export const vacationDays = pgTable(
  'vacation_days',
  {
    id: serial('id').primaryKey(),
    passId: text('pass_id')
      .notNull()
      .references(() => employees.passId),
    depotCode: text('depot_code').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    pickedAt: timestamp('picked_at', { withTimezone: true }).notNull(),
    givenBackAt: timestamp('given_back_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('vacation_days_live').on(t.passId, t.date).where(sql`given_back_at is null`),
    index('vacation_days_date').on(t.depotCode, t.date),
  ],
);

/** Each vacation-days save by its request id: a retry answers without saving again. */
export const vacationDaySaves = pgTable('vacation_day_saves', {
  requestId: uuid('request_id').primaryKey(),
  passId: text('pass_id')
    .notNull()
    .references(() => employees.passId),
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
});

/**
 * For a holiday the employee works: ACCRUE (credited to the holiday bank once worked) or PAY (a
 * pay code on that week's timecard). Changed until the cutoff; each change is in my_time_events.
 */
export const holidayChoices = pgTable(
  'holiday_choices',
  {
    passId: text('pass_id')
      .notNull()
      .references(() => employees.passId),
    date: date('date', { mode: 'string' }).notNull(),
    choice: text('choice').notNull(),
    chosenAt: timestamp('chosen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.passId, t.date] })],
);
