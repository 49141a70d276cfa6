import { date, integer, pgTable, primaryKey, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { employees } from './employees';
import { payCodes } from './timecard';

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
    /** The day-off request (My Time) that made it; null for the others. */
    dayOffRequestId: integer('day_off_request_id'),
    /** The sick spell (My Time, notify out) it is a day of; null for the others. */
    sickSpellId: integer('sick_spell_id'),
    /** The vacation day (My Time, vacation in days) it is; null for the others. */
    vacationDayId: integer('vacation_day_id'),
    /** The pick award (a vacation week, a holiday off) that wrote it; null for the others. */
    awardId: integer('award_id'),
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
