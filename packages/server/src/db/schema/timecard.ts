import { date, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
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
