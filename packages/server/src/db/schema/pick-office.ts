import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { depots, employees } from './employees';

/**
 * The public bid monitors turned on (docs/pick.md#the-pick-office): a depot's or terminal's board
 * at /monitor/<code>, without sign-in. No row: the board is off (404).
 */
export const publicMonitors = pgTable('public_monitors', {
  depotCode: text('depot_code')
    .primaryKey()
    .references(() => depots.code),
  /** How names show: NAME ("#112 J. Rivera", as the pick sheet posts them) or SENIORITY (the number only). */
  nameStyle: text('name_style').notNull(),
  /** The supervisor who turned it on or changed it; null when the demo seed did. */
  changedBy: text('changed_by').references(() => employees.passId),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
});
