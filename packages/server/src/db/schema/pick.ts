import { date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { depots, employees } from './employees';

/** A pick: the period in which employees choose work, in seniority order. */
export const pickPeriods = pgTable(
  'pick_periods',
  {
    id: serial('id').primaryKey(),
    /** The agency's name for the pick (its files refer to it by this); the generator's is DEPARTMENT-START. */
    code: text('code').notNull(),
    department: text('department').notNull(),
    type: text('type').notNull(),
    description: text('description').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    expirationDate: date('expiration_date', { mode: 'string' }).notNull(),
  },
  (t) => [uniqueIndex('pick_periods_code').on(t.code)],
);

/** One thing picked in a pick, in order: WORK → VACATION → HOLIDAY → VR (docs/pick.md#words). */
export const pickRounds = pgTable(
  'pick_rounds',
  {
    id: serial('id').primaryKey(),
    pickPeriodId: integer('pick_period_id')
      .notNull()
      .references(() => pickPeriods.id),
    /** WORK, VACATION, HOLIDAY or VR. */
    kind: text('kind').notNull(),
    /** Order within the pick, 1 first. */
    seq: smallint('seq').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    /** Set once the close has run (extra board, forcing); null while open. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Set while the pick office has paused the round: no due turn is awarded, nor the close run (docs/pick.md#the-pick-office). */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /** Who paused it (an office pass id); null while not paused. */
    pausedBy: text('paused_by'),
  },
  (t) => [uniqueIndex('pick_rounds_period_kind').on(t.pickPeriodId, t.kind)],
);

/** Each employee's turn in a round of a pick, in seniority order. */
export const pickTurns = pgTable(
  'pick_turns',
  {
    pickPeriodId: integer('pick_period_id')
      .notNull()
      .references(() => pickPeriods.id),
    pickRoundId: integer('pick_round_id')
      .notNull()
      .references(() => pickRounds.id),
    passId: text('pass_id')
      .notNull()
      .references(() => employees.passId),
    turnAt: timestamp('turn_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('pick_turns_round_pass').on(t.pickRoundId, t.passId),
    index('pick_turns_pass').on(t.passId),
    index('pick_turns_round_turn').on(t.pickRoundId, t.turnAt),
  ],
);

/** The work offered in a pick: a run (bus) or job (subway) with its weekly pattern. */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    pickPeriodId: integer('pick_period_id')
      .notNull()
      .references(() => pickPeriods.id),
    /** Run or job number as posted, unique within the pick. */
    code: text('code').notNull(),
    depotCode: text('depot_code')
      .notNull()
      .references(() => depots.code),
    /** Bus route(s) or subway line. */
    route: text('route').notNull(),
    /** Days off as bits, Sunday = 1 … Saturday = 64. */
    daysOff: smallint('days_off').notNull(),
    /** Minutes after midnight of the service day; may pass 1440. */
    reportMinutes: integer('report_minutes').notNull(),
    startMinutes: integer('start_minutes').notNull(),
    endMinutes: integer('end_minutes').notNull(),
    /** Paid time per working day. */
    paidMinutes: integer('paid_minutes').notNull(),
    /** Where and when the employee is relieved mid-run; null when the run has no relief. */
    reliefPoint: text('relief_point'),
    reliefMinutes: integer('relief_minutes'),
    /** Who holds it in this pick; null while open. */
    pickedBy: text('picked_by').references(() => employees.passId),
    /**
     * From when `picked_by` holds it (and an open job is open): a dated correction's effective date; null = from
     * the pick's effective date. Who held it before is in ended_job_holdings (docs/adr/0033-dated-corrections.md).
     */
    heldFrom: date('held_from', { mode: 'string' }),
  },
  (t) => [
    uniqueIndex('jobs_period_code').on(t.pickPeriodId, t.code),
    uniqueIndex('jobs_period_picked_by').on(t.pickPeriodId, t.pickedBy),
    index('jobs_picked_by').on(t.pickedBy),
  ],
);
