import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  json,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { employees } from './employees';
import { pickRounds } from './pick';

/** One run of the engine that wrote awards: a turn, a late pick, a close or a correction. */
export const awardRuns = pgTable('award_runs', {
  id: serial('id').primaryKey(),
  pickRoundId: integer('pick_round_id')
    .notNull()
    .references(() => pickRounds.id),
  /** TURN, LATE_PICK, CLOSE or RERUN. */
  kind: text('kind').notNull(),
  engineVersion: text('engine_version').notNull(),
  /** sha-256 of the canonical input snapshot and of the awards it produced. */
  snapshotDigest: text('snapshot_digest').notNull(),
  awardsDigest: text('awards_digest').notNull(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
});

/** What an employee got in a round, with why: one row per item held (a vacation award has one per week). */
export const awards = pgTable(
  'awards',
  {
    id: serial('id').primaryKey(),
    awardRunId: integer('award_run_id')
      .notNull()
      .references(() => awardRuns.id),
    pickRoundId: integer('pick_round_id')
      .notNull()
      .references(() => pickRounds.id),
    passId: text('pass_id')
      .notNull()
      .references(() => employees.passId),
    /** AWARDED, SKIPPED, FORCED or EXTRA_BOARD. */
    outcome: text('outcome').notNull(),
    /** The item held; null when skipped. */
    itemId: integer('item_id'),
    /** Which of the item's places (1 … capacity): with the item, unique in the round. */
    seat: smallint('seat'),
    /** Its position in the employee's list; null when forced or extra board. */
    choiceRank: smallint('choice_rank'),
    /** json, not jsonb: kept as written (a round writes a million refusals; jsonb parsing them took most of a run). */
    explanation: json('explanation').notNull(),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('awards_round_item_seat').on(t.pickRoundId, t.itemId, t.seat),
    // A skip holds no item, so the index above cannot see a turn skipped twice: this one does.
    uniqueIndex('awards_round_pass_skipped').on(t.pickRoundId, t.passId).where(sql`outcome = 'SKIPPED'`),
    index('awards_round_pass').on(t.pickRoundId, t.passId),
  ],
);

/**
 * The ledger: every save, delete, turn, award, skip and rerun, append-only (a trigger refuses
 * UPDATE and DELETE). Each row holds the sha-256 of the previous row and of its own canonical payload.
 */
export const pickEvents = pgTable(
  'pick_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    pickRoundId: integer('pick_round_id').references(() => pickRounds.id),
    passId: text('pass_id'),
    /** SAVE, DELETE, TURN, AWARD, SKIP, CLOSE or RERUN. */
    kind: text('kind').notNull(),
    /** json, as written: the chain hashes its canonical form, computed when appended. */
    payload: json('payload').notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  // At most one row chains on any row: the database itself refuses a fork of the chain, even
  // from a writer that bypassed the ledger's lock. (A unique hash could not: a fork's rows have
  // different payloads, so different hashes.)
  (t) => [uniqueIndex('pick_events_prev_hash').on(t.prevHash), index('pick_events_round').on(t.pickRoundId, t.id)],
);
