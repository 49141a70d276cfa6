import { date, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { employees } from './employees';

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
