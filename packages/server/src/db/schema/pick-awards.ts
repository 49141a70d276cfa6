import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
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
import { jobs, pickPeriods, pickRounds } from './pick';

/** One run of the engine that wrote awards: a turn, a late pick, a close or a correction. */
export const awardRuns = pgTable('award_runs', {
  id: serial('id').primaryKey(),
  pickRoundId: integer('pick_round_id')
    .notNull()
    .references(() => pickRounds.id),
  /** TURN, LATE_PICK, CLOSE or CORRECTION. */
  kind: text('kind').notNull(),
  engineVersion: text('engine_version').notNull(),
  /** sha-256 of the canonical input snapshot. */
  snapshotDigest: text('snapshot_digest').notNull(),
  /** The RFC 9162 Merkle root over its canonical award rows (docs/pick-ledger.md). */
  awardsDigest: text('awards_digest').notNull(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
  /** The number of the ledger event (RUN) that records it. */
  ledgerEvent: bigint('ledger_event', { mode: 'number' }),
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
    /** VACATION and HOLIDAY: the dates it wrote an absence on (a day already away keeps its own); null otherwise. */
    days: json('days').$type<string[]>(),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull(),
  },
  // Per run, not per round: a correction's run gives again seats its superseded rows held
  // (docs/adr/0025-corrections-supersede-award-rows.md); the engine never gives a seat twice.
  (t) => [
    uniqueIndex('awards_run_item_seat').on(t.awardRunId, t.itemId, t.seat),
    // A skip holds no item, so the index above cannot see a turn skipped twice in a run: this one does.
    uniqueIndex('awards_run_pass_skipped').on(t.awardRunId, t.passId).where(sql`outcome = 'SKIPPED'`),
    index('awards_round_pass').on(t.pickRoundId, t.passId),
  ],
);

/**
 * The ledger (docs/pick-ledger.md): each round's setup, every list saved or deleted, every award
 * run, append-only (triggers refuse UPDATE, DELETE and TRUNCATE). Each row holds the sha-256 of
 * the previous row and of its own canonical form; the rows are also the leaves of a Merkle tree
 * whose signed heads are `ledger_checkpoints`.
 */
export const pickEvents = pgTable(
  'pick_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The event's number: 1, 2, 3 … with no gap (ids may have gaps); leaf seq − 1 of the tree. */
    seq: bigint('seq', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    pickRoundId: integer('pick_round_id').references(() => pickRounds.id),
    passId: text('pass_id'),
    /** SETUP, SAVE, DELETE, RUN, ROUND_CREATED, SCHEDULE_SET, PAUSED or RESUMED (format 2); TURN, AWARD, SKIP, LATE_PICK, CLOSE in ledgers of format 1. */
    kind: text('kind').notNull(),
    /** json, as written: the chain hashes its canonical form, computed when appended. */
    payload: json('payload').notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  // At most one row chains on any row: the database itself refuses a fork of the chain, even
  // from a writer that bypassed the ledger's lock. (A unique hash could not: a fork's rows have
  // different payloads, so different hashes.)
  (t) => [
    uniqueIndex('pick_events_prev_hash').on(t.prevHash),
    uniqueIndex('pick_events_seq').on(t.seq),
    index('pick_events_round').on(t.pickRoundId, t.id),
    // A round has one setup: what its runs read.
    uniqueIndex('pick_events_round_setup').on(t.pickRoundId).where(sql`kind = 'SETUP'`),
  ],
);

/**
 * Signed tree heads of the ledger (RFC 9162's, like Certificate Transparency's): the event count,
 * the Merkle root and chain head at that count, when, and an Ed25519 signature over them.
 * Served without sign-in at GET /ledger/checkpoints; append-only like the ledger.
 */
export const ledgerCheckpoints = pgTable(
  'ledger_checkpoints',
  {
    id: serial('id').primaryKey(),
    size: bigint('size', { mode: 'number' }).notNull(),
    root: text('root').notNull(),
    head: text('head').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    keyId: text('key_id').notNull(),
    signature: text('signature').notNull(),
  },
  (t) => [uniqueIndex('ledger_checkpoints_size').on(t.size)],
);

/**
 * A job's holding a dated correction ended (docs/adr/0033-dated-corrections.md): who held it from
 * when through the day before the correction's effective date. Written once by that run, never
 * changed; schedules and assignments read it with `jobs.picked_by` by date.
 */
export const endedJobHoldings = pgTable(
  'ended_job_holdings',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    pickPeriodId: integer('pick_period_id')
      .notNull()
      .references(() => pickPeriods.id),
    passId: text('pass_id')
      .notNull()
      .references(() => employees.passId),
    heldFrom: date('held_from', { mode: 'string' }).notNull(),
    heldUntil: date('held_until', { mode: 'string' }).notNull(),
    /** The CORRECTION run that ended it. */
    awardRunId: integer('award_run_id')
      .notNull()
      .references(() => awardRuns.id),
  },
  (t) => [index('ended_job_holdings_pass').on(t.passId), index('ended_job_holdings_job').on(t.jobId)],
);
