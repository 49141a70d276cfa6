import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { depots, employees } from './employees';
import { jobs, pickPeriods, pickRounds } from './pick';

/** Who competes for the same items: one depot (bus) or terminal (subway) in one pick. */
export const pickGroups = pgTable(
  'pick_groups',
  {
    id: serial('id').primaryKey(),
    pickPeriodId: integer('pick_period_id')
      .notNull()
      .references(() => pickPeriods.id),
    depotCode: text('depot_code')
      .notNull()
      .references(() => depots.code),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('pick_groups_period_depot').on(t.pickPeriodId, t.depotCode)],
);

/** Who may pick a set of packages within a group; has a printable schedule report. */
export const populations = pgTable(
  'populations',
  {
    id: serial('id').primaryKey(),
    pickGroupId: integer('pick_group_id')
      .notNull()
      .references(() => pickGroups.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** Department, titles, classes, full/part time, in words. */
    description: text('description').notNull(),
  },
  (t) => [uniqueIndex('populations_group_code').on(t.pickGroupId, t.code)],
);

/** The employees of a population: the participants of its pick, in seniority order by employees.seniority_number. */
export const populationMembers = pgTable(
  'population_members',
  {
    populationId: integer('population_id')
      .notNull()
      .references(() => populations.id),
    passId: text('pass_id')
      .notNull()
      .references(() => employees.passId),
  },
  (t) => [primaryKey({ columns: [t.populationId, t.passId] }), index('population_members_pass').on(t.passId)],
);

/** A week of work with fixed regular days off: REGULAR, EXTRA_BOARD (capacity > 1) or PART_TIME. */
export const packages = pgTable(
  'packages',
  {
    id: serial('id').primaryKey(),
    populationId: integer('population_id')
      .notNull()
      .references(() => populations.id),
    /** As posted, unique in the group's pick. */
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    /** Employees it takes: 1, or the extra board's size. */
    capacity: smallint('capacity').notNull(),
    /** The run the package holds in `jobs` (picked_by is written on award); null for the extra board. */
    jobId: integer('job_id').references(() => jobs.id),
    /** Regular days off as bits, Sunday = 1 … Saturday = 64 (as jobs.days_off). */
    rdoMask: smallint('rdo_mask').notNull(),
    weeklyPaidMinutes: integer('weekly_paid_minutes').notNull(),
    /** Routes or lines worked, for search. */
    routes: text('routes').notNull(),
  },
  (t) => [uniqueIndex('packages_population_code').on(t.populationId, t.code), uniqueIndex('packages_job').on(t.jobId)],
);

/** A package's week: the run of each weekday, null on a regular day off. */
export const packageDays = pgTable(
  'package_days',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    /** 0 = Sunday … 6 = Saturday. */
    weekday: smallint('weekday').notNull(),
    jobId: integer('job_id').references(() => jobs.id),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.weekday] })],
);

/** A dated exception to a package's week (a holiday schedule, a special event). */
export const packageOverrides = pgTable(
  'package_overrides',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    date: date('date', { mode: 'string' }).notNull(),
    jobId: integer('job_id').references(() => jobs.id),
    note: text('note').notNull(),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.date] })],
);

/** A continuous stretch of one vehicle block inside a run (the pick board's activities). */
export const assignmentPieces = pgTable(
  'assignment_pieces',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    seq: smallint('seq').notNull(),
    block: text('block').notNull(),
    fromPlace: text('from_place').notNull(),
    toPlace: text('to_place').notNull(),
    startMinutes: integer('start_minutes').notNull(),
    endMinutes: integer('end_minutes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.seq] })],
);

/** A location × population whose weeks share one slot count each. */
export const vacationPools = pgTable(
  'vacation_pools',
  {
    id: serial('id').primaryKey(),
    pickGroupId: integer('pick_group_id')
      .notNull()
      .references(() => pickGroups.id),
    populationId: integer('population_id')
      .notNull()
      .references(() => populations.id),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('vacation_pools_population').on(t.populationId)],
);

export const vacationWeeks = pgTable(
  'vacation_weeks',
  {
    id: serial('id').primaryKey(),
    poolId: integer('pool_id')
      .notNull()
      .references(() => vacationPools.id),
    /** The Sunday it starts. */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    quota: smallint('quota').notNull(),
    /** Cannot be picked (peak service, a blackout). */
    restricted: boolean('restricted').notNull(),
  },
  (t) => [uniqueIndex('vacation_weeks_pool_week').on(t.poolId, t.weekStart)],
);

/** Weeks (and single days) an employee may and must take, by years of service. */
export const vacationEntitlements = pgTable(
  'vacation_entitlements',
  {
    department: text('department').notNull(),
    /** From this many whole years of service. */
    minYears: smallint('min_years').notNull(),
    weeks: smallint('weeks').notNull(),
    days: smallint('days').notNull(),
  },
  (t) => [primaryKey({ columns: [t.department, t.minYears] })],
);

/** The agency's holidays in a pick: PICK holidays (picked off or worked) and the ASPA calendar. */
export const holidays = pgTable(
  'holidays',
  {
    id: serial('id').primaryKey(),
    pickPeriodId: integer('pick_period_id')
      .notNull()
      .references(() => pickPeriods.id),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    /** PICK or ASPA. */
    kind: text('kind').notNull(),
  },
  (t) => [uniqueIndex('holidays_period_kind_date').on(t.pickPeriodId, t.kind, t.date)],
);

/**
 * How many of a group must work a holiday; the rest of the group may take it off. A holiday
 * round's item is one of these (a holiday of one group): lists and awards name it by its id.
 */
export const holidayRequirements = pgTable(
  'holiday_requirements',
  {
    id: serial('id').notNull(),
    holidayId: integer('holiday_id')
      .notNull()
      .references(() => holidays.id),
    pickGroupId: integer('pick_group_id')
      .notNull()
      .references(() => pickGroups.id),
    mustWork: integer('must_work').notNull(),
  },
  (t) => [primaryKey({ columns: [t.holidayId, t.pickGroupId] }), uniqueIndex('holiday_requirements_id').on(t.id)],
);

/** An open bid of vacation relief: the work of an employee on vacation, over their consecutive weeks. */
export const vrBids = pgTable(
  'vr_bids',
  {
    id: serial('id').primaryKey(),
    pickRoundId: integer('pick_round_id')
      .notNull()
      .references(() => pickRounds.id),
    pickGroupId: integer('pick_group_id')
      .notNull()
      .references(() => pickGroups.id),
    /** Whose vacation it covers. */
    coveredPassId: text('covered_pass_id')
      .notNull()
      .references(() => employees.passId),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    /** The Sunday of its first VR week, and how many consecutive weeks it takes. */
    firstWeek: date('first_week', { mode: 'string' }).notNull(),
    weeks: smallint('weeks').notNull(),
  },
  (t) => [index('vr_bids_round_group').on(t.pickRoundId, t.pickGroupId)],
);
