import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * When each scheduled job last ran on this database (db/once-per-database.ts): every server
 * process sharing the database checks in, and only the first past the job's period runs it.
 */
export const jobRuns = pgTable('job_runs', {
  job: text('job').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
});
