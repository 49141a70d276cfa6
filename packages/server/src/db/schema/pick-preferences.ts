import {
  bigint,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { employees } from './employees';
import { pickRounds } from './pick';

/**
 * An employee's ranked list for a round. A save is a new version, a delete an empty tombstone
 * version (item_count 0); no version is ever changed.
 */
export const preferenceSets = pgTable(
  'preference_sets',
  {
    id: serial('id').primaryKey(),
    pickRoundId: integer('pick_round_id')
      .notNull()
      .references(() => pickRounds.id),
    passId: text('pass_id')
      .notNull()
      .references(() => employees.passId),
    version: integer('version').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
    itemCount: smallint('item_count').notNull(),
    /** The app's id for the save; a retry with the same id answers the first result. */
    requestId: uuid('request_id'),
    /** The number of the ledger event (SAVE or DELETE) that records it. */
    ledgerEvent: bigint('ledger_event', { mode: 'number' }),
    /** The office person who entered it on the employee's behalf; null when the employee saved it. */
    enteredBy: text('entered_by').references(() => employees.passId),
    /** How the office took it: PHONE (a list given by phone) or ABSENT (marked absent: an empty list); null for the employee's own. */
    channel: text('channel'),
    /** ABSENT: the reason given. */
    note: text('note'),
  },
  (t) => [
    uniqueIndex('preference_sets_round_pass_version').on(t.pickRoundId, t.passId, t.version),
    uniqueIndex('preference_sets_request').on(t.pickRoundId, t.passId, t.requestId),
  ],
);

/** One ranked item of a version: a package, vacation week, holiday or VR bid id, by the round's kind. */
export const preferenceItems = pgTable(
  'preference_items',
  {
    setId: integer('set_id')
      .notNull()
      .references(() => preferenceSets.id),
    rank: smallint('rank').notNull(),
    itemId: integer('item_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.setId, t.rank] }), uniqueIndex('preference_items_set_item').on(t.setId, t.itemId)],
);
