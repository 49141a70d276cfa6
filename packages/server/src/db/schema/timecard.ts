import { sql } from 'drizzle-orm';
import { check, date, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { employees } from './employees';

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

/**
 * One employee's timecard for one pay week (Sunday to Saturday), as payroll holds it. Its
 * lines are stored column-wise, one typed array per field, element i of each being line i
 * (db/timecard-lines.ts converts): a week of ~9 lines takes ~400 bytes this way, where JSON
 * objects repeating their keys took ~1,200 (ADR 10).
 */
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
    /** Each line's day of the week: 0 (Sunday) to 6. */
    lineDays: smallint('line_days').array().notNull(),
    linePayCodes: text('line_pay_codes').array().notNull(),
    lineMinutes: smallint('line_minutes').array().notNull(),
    /** null on leave lines, as are their start and end. */
    lineJobs: text('line_jobs').array().$type<(string | null)[]>().notNull(),
    lineStarts: smallint('line_starts').array().$type<(number | null)[]>().notNull(),
    lineEnds: smallint('line_ends').array().$type<(number | null)[]>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.passId, t.weekStart] }),
    check(
      'timecards_lines_aligned',
      sql`cardinality(${t.lineDays}) = cardinality(${t.linePayCodes}) and cardinality(${t.lineDays}) = cardinality(${t.lineMinutes}) and cardinality(${t.lineDays}) = cardinality(${t.lineJobs}) and cardinality(${t.lineDays}) = cardinality(${t.lineStarts}) and cardinality(${t.lineDays}) = cardinality(${t.lineEnds})`,
    ),
  ],
);
