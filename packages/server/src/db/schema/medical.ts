import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { employees } from './employees';

/**
 * Medical appointments the agency schedules for an employee (periodic examinations, return to
 * duty). The sign-in's has_upcoming_medical is read from them.
 */
export const medicalAppointments = pgTable(
  'medical_appointments',
  {
    id: serial('id').primaryKey(),
    passId: text('pass_id')
      .notNull()
      .references(() => employees.passId),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** What it is, e.g. "Biennial medical examination". */
    kind: text('kind').notNull(),
    location: text('location').notNull(),
    /** What to bring or do before, as the medical office words it; null when nothing. */
    instructions: text('instructions'),
  },
  (t) => [index('medical_appointments_pass_starts').on(t.passId, t.startsAt)],
);
