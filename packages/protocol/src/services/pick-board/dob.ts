import { z } from 'zod';
import {
  DAY_NAMES,
  ID_MAX,
  PACKAGE_CODE_SEARCH_MAX,
  PACKAGE_PAGE_MAX,
  PACKAGE_PAGE_SIZE,
  WEEK_MINUTES,
} from '../../constants';
import { dateField } from '../../date-range';
import { request } from '../../envelope';
import { PICK_BOARD_TEXTS } from '../../pick-texts';
import type { ServiceDef } from '../../service-def';
import { START_BANDS } from '../../start-bands';
import { CHOICE_STATUSES } from '../pick-preferences';
import { idOf, instant, isoDate, minutes } from '../schema-parts';

const groupId = idOf(PICK_BOARD_TEXTS.groupId, 'The pick group, from mta_pickGroups.');
const populationId = idOf(PICK_BOARD_TEXTS.populationId, 'The population, from mta_populations.');
const packageId = idOf(PICK_BOARD_TEXTS.packageId, 'The package, from mta_assignmentPackages.');
const jobId = idOf(PICK_BOARD_TEXTS.jobId, 'The run, from mta_packageAssignments.');

const weeklyMinutes = (what: string) =>
  z
    .number({ error: PICK_BOARD_TEXTS.search })
    .int({ error: PICK_BOARD_TEXTS.search })
    .min(0, { error: PICK_BOARD_TEXTS.search })
    .max(WEEK_MINUTES, { error: PICK_BOARD_TEXTS.search })
    .describe(`${what}.`);
const duration = (what: string) => z.number().int().min(0).describe(`${what}, in minutes. Shown as h:mm.`);
const selected = z
  .boolean()
  .describe('The one the screen shows chosen (docs/product.md#service-envelope: selectable list items).');

/**
 * Days off as a pick sheet writes them: "Sat-Sun", "Mon-Tue", each run of days in weekday
 * order but starting after the longest gap, so a weekend pair reads Sat-Sun, not Sun-Sat.
 */
export function daysOffLabel(days: readonly (typeof DAY_NAMES)[number][]): string {
  const idx = days.map((d) => DAY_NAMES.indexOf(d)).sort((a, b) => a - b);
  let start = 0;
  let widest = -1;
  for (let i = 0; i < idx.length; i++) {
    const next = i + 1 === idx.length ? (idx[0] as number) + 7 : (idx[i + 1] as number);
    const gap = next - (idx[i] as number);
    if (gap > widest) {
      widest = gap;
      start = (i + 1) % idx.length;
    }
  }
  return [...idx.slice(start), ...idx.slice(0, start)].map((i) => DAY_NAMES[i]).join('-');
}

export const PACKAGE_KINDS = ['REGULAR', 'EXTRA_BOARD', 'PART_TIME'] as const;
export type PackageKind = (typeof PACKAGE_KINDS)[number];

export const boardPickSchema = z.object({
  pickPeriodId: z.number().int(),
  description: z.string().describe('e.g. "Winter 2027 Bus Operator General Pick".'),
  effectiveDate: isoDate('First day the picked work is in force'),
  expirationDate: isoDate('Last day the picked work is in force'),
});

export const pickGroupsRequest = request({});
export const pickGroupsElements = z.object({
  pick: boardPickSchema.nullable().describe('The pick in progress the employee takes part in; null when none.'),
  groups: z
    .array(
      z.object({
        groupId: z.number().int(),
        depotCode: z.string(),
        name: z.string().describe('The depot or terminal, e.g. "Flatbush Depot".'),
        populations: z.number().int().describe('Populations of the group the employee belongs to.'),
        selected,
      }),
    )
    .describe('The groups the employee picks in (an employee sees only their own); the first is selected.'),
});

export const populationsRequest = request({ groupId });
export const populationsElements = z.object({
  populations: z.array(
    z.object({
      populationId: z.number().int(),
      code: z.string(),
      name: z.string().describe('e.g. "Full-time bus operators".'),
      description: z.string().describe('Who picks in it, in words.'),
      packages: z.number().int().describe('Packages offered to it.'),
      members: z.number().int().describe('Employees who pick in it.'),
      selected,
    }),
  ),
});

/** Where an open package stands for the employee before their turn (docs/pick.md#the-projection). */
export const packageProjectionSchema = z.object({
  status: z.enum(CHOICE_STATUSES),
  reason: z
    .string()
    .nullable()
    .describe("Projected taken: by whom, in words. null for At risk and Safe: the list's legend says what they mean."),
});

/** What a standing means, in words (the package list's legend). */
export const standingMeaningSchema = z.object({ status: z.enum(CHOICE_STATUSES), reason: z.string() });

export const packageRowSchema = z.object({
  packageId: z.number().int(),
  code: z.string().describe('As posted, e.g. "FB-FT118".'),
  kind: z.enum(PACKAGE_KINDS),
  capacity: z.number().int().describe('Employees it takes: 1, or the extra board size.'),
  routes: z.string().describe('Routes worked, e.g. "B41/B44".'),
  daysOff: z.array(z.enum(DAY_NAMES)).describe('Regular days off, Sunday first.'),
  weeklyPaidMinutes: duration('Paid time of the week'),
  startMinutes: minutes('Earliest start of the week').nullable(),
  startBand: z.enum(START_BANDS).nullable().describe('When the earliest start falls (search).'),
  seatsLeft: z.number().int().describe('Places still open now.'),
  takenBy: z.array(z.string()).describe('Who took its places, as the pick sheet posts it: "#112 J. Rivera".'),
  projection: packageProjectionSchema
    .nullable()
    .describe("For an open package before the employee's turn: where it stands for them; null otherwise."),
  selected,
});
export type PackageRow = z.infer<typeof packageRowSchema>;

/** The board's search (docs/product.md#pick-board): every field optional, all given ones must match. */
export const packageSearchSchema = z.object(
  {
    code: z
      .string({ error: PICK_BOARD_TEXTS.search })
      .max(PACKAGE_CODE_SEARCH_MAX, { error: PICK_BOARD_TEXTS.search })
      .optional()
      .describe('Part of the package code, in any case: "214" finds FB-FT214 (spaces around it ignored).'),
    route: z.string({ error: PICK_BOARD_TEXTS.search }).max(40, { error: PICK_BOARD_TEXTS.search }).optional(),
    rdoPair: z
      .string({ error: PICK_BOARD_TEXTS.search })
      .max(40, { error: PICK_BOARD_TEXTS.search })
      .optional()
      .describe('Days off as mta_searchListsOfValues lists them, "Sat-Sun".'),
    startBand: z.enum(START_BANDS, { error: PICK_BOARD_TEXTS.search }).optional(),
    kind: z.enum(PACKAGE_KINDS, { error: PICK_BOARD_TEXTS.search }).optional(),
    minWeeklyMinutes: weeklyMinutes('Weekly paid minutes, at least').optional(),
    maxWeeklyMinutes: weeklyMinutes('Weekly paid minutes, at most').optional(),
  },
  { error: PICK_BOARD_TEXTS.search },
);
export type PackageSearch = z.infer<typeof packageSearchSchema>;

export function isSearching(search: PackageSearch): boolean {
  return Object.values(search).some((v) => v !== undefined);
}

export function matchesSearch(
  p: Pick<PackageRow, 'code' | 'routes' | 'daysOff' | 'startBand' | 'kind' | 'weeklyPaidMinutes'>,
  s: PackageSearch,
): boolean {
  if (s.code !== undefined && !p.code.toUpperCase().includes(s.code.trim().toUpperCase())) return false;
  if (s.route !== undefined && !p.routes.split('/').includes(s.route)) return false;
  if (s.rdoPair !== undefined && daysOffLabel(p.daysOff) !== s.rdoPair) return false;
  if (s.startBand !== undefined && p.startBand !== s.startBand) return false;
  if (s.kind !== undefined && p.kind !== s.kind) return false;
  if (s.minWeeklyMinutes !== undefined && p.weeklyPaidMinutes < s.minWeeklyMinutes) return false;
  if (s.maxWeeklyMinutes !== undefined && p.weeklyPaidMinutes > s.maxWeeklyMinutes) return false;
  return true;
}

export const assignmentPackagesRequest = request({
  populationId,
  search: packageSearchSchema.optional().describe('Only the packages matching it; all of them without.'),
  offset: z
    .number({ error: PICK_BOARD_TEXTS.page })
    .int({ error: PICK_BOARD_TEXTS.page })
    .min(0, { error: PICK_BOARD_TEXTS.page })
    .max(ID_MAX, { error: PICK_BOARD_TEXTS.page })
    .optional()
    .describe('The first row to answer, 0 first (default 0).'),
  limit: z
    .number({ error: PICK_BOARD_TEXTS.page })
    .int({ error: PICK_BOARD_TEXTS.page })
    .min(1, { error: PICK_BOARD_TEXTS.page })
    .max(PACKAGE_PAGE_MAX, { error: PICK_BOARD_TEXTS.page })
    .optional()
    .describe(`Rows to answer (default ${PACKAGE_PAGE_SIZE}, at most ${PACKAGE_PAGE_MAX}).`),
});
export const assignmentPackagesElements = z.object({
  roundId: z.number().int().nullable().describe('The work round the packages are picked in; null when it has none.'),
  turnAt: instant("The employee's turn in the work round").nullable(),
  asOf: instant('When the statuses were read'),
  all: z.number().int().describe('Packages of the population.'),
  total: z.number().int().describe('Packages matching the search (all of them without one).'),
  open: z.number().int().describe('Of those, packages with a place still open.'),
  legend: z
    .array(standingMeaningSchema)
    .describe('What the open standings mean for the employee now (At risk, Safe), once for the whole list.'),
  offset: z.number().int().describe('The place of the first row in the matching list, 0 first.'),
  packages: z.array(packageRowSchema).describe('The matching packages from offset, by code, at most limit of them.'),
});

export const runSchema = z.object({
  jobId: z.number().int().describe('Send it to mta_calendarActivities.'),
  code: z.string().describe('The run as posted, e.g. "FB-0412".'),
  route: z.string(),
  reportMinutes: minutes('Report for duty'),
  startMinutes: minutes('Start of work'),
  endMinutes: minutes('End of work'),
  reliefPoint: z.string().nullable().describe('Where the operator is relieved; null without relief.'),
  reliefMinutes: minutes('When the relief takes place').nullable(),
  paidMinutes: duration('Paid time of the day'),
  platformMinutes: duration('Time at the wheel (the pieces of the run)'),
  spreadMinutes: duration('From report to the end of work'),
});
export type Run = z.infer<typeof runSchema>;

export const packageAssignmentsRequest = request({ packageId });
export const packageAssignmentsElements = z.object({
  package: packageRowSchema.omit({ projection: true, selected: true }),
  days: z
    .array(z.object({ day: z.enum(DAY_NAMES), run: runSchema.nullable().describe('null on a regular day off.') }))
    .length(DAY_NAMES.length)
    .describe('The week, Sunday first.'),
});

export const calendarActivitiesRequest = request({ jobId });
export const calendarActivitiesElements = z.object({
  run: runSchema,
  pieces: z
    .array(
      z.object({
        seq: z.number().int(),
        block: z.string().describe('The vehicle block.'),
        fromPlace: z.string(),
        toPlace: z.string(),
        startMinutes: minutes('Start of the piece'),
        endMinutes: minutes('End of the piece'),
      }),
    )
    .describe('The continuous stretches of the run, in order.'),
});

export const assignmentsCalendarRequest = request({ packageId });
export const assignmentsCalendarElements = z.object({
  from: isoDate('First day of the pick period'),
  to: isoDate('Last day of the pick period'),
  days: z
    .array(
      z.object({
        date: z.iso.date(),
        runCode: z.string().nullable().describe('The run worked that day; null on a day off.'),
        holiday: z.string().nullable().describe('The agency holiday that day, by name.'),
        note: z.string().nullable().describe('A dated change to the week (holiday schedule, special event).'),
      }),
    )
    .describe('Every day of the pick period, in order.'),
});

export const searchListsOfValuesRequest = request({ populationId });
export const searchListsOfValuesElements = z.object({
  routes: z.array(z.string()).describe('Every route a package of the population works, sorted.'),
  rdoPairs: z
    .array(z.string())
    .describe('Every set of days off as daysOffLabel writes it, e.g. "Sat-Sun", Monday first.'),
  startBands: z.array(z.enum(START_BANDS)),
  kinds: z.array(z.enum(PACKAGE_KINDS)),
  weeklyHours: z
    .object({ min: z.number().int(), max: z.number().int() })
    .describe('The least and most weekly paid minutes of the packages.'),
});

export const vacationWeekRowSchema = z.object({
  itemId: z.number().int().describe('The week, as a vacation round names it.'),
  weekStart: isoDate('The Sunday it starts'),
  quota: z.number().int().describe('Places in the week.'),
  restricted: z.boolean().describe('Cannot be picked (peak service, a blackout).'),
  slotsNow: z.number().int().describe('Places open now.'),
  slotsAtTurn: z
    .number()
    .int()
    .nullable()
    .describe("Places projected open at the employee's turn; null after it or without a turn."),
  selected,
});

export const vacationsRequest = request({ populationId });
export const vacationsElements = z.object({
  roundId: z.number().int().nullable().describe('The vacation round; null when the pick has none.'),
  weeksOwed: z.number().int().describe('Weeks the employee is owed by years of service.'),
  asOf: instant('When the places were read'),
  weeks: z.array(vacationWeekRowSchema).describe("The pool's weeks, in order."),
});

export const holidayRowSchema = z.object({
  itemId: z.number().int().describe('The holiday of this group, as a holiday round names it.'),
  date: z.iso.date(),
  name: z.string(),
  mustWork: z.number().int().describe('Employees of the group who must work it.'),
  members: z.number().int().describe('Employees of the group.'),
  offTaken: z.number().int().describe('Awarded off so far.'),
  offLeft: z.number().int().describe('Places off still open.'),
});

export const holidaysRequest = request({ groupId });
export const holidaysElements = z.object({ holidays: z.array(holidayRowSchema).describe('By date.') });

export const aspaHolidaysRequest = request({ groupId });
export const aspaHolidaysElements = z.object({
  holidays: z
    .array(z.object({ date: z.iso.date(), name: z.string() }))
    .describe('Days alternate-side parking rules are suspended: service runs a holiday schedule. By date.'),
});

export const vacationPoolsRequest = request({ groupId });
export const vacationPoolsElements = z.object({
  pools: z
    .array(
      z.object({
        poolId: z.number().int(),
        name: z.string().describe('The location and population whose weeks share one slot count, e.g. "FB full-time".'),
        populationId: z.number().int().describe('Send it to mta_vacations for the weeks.'),
        weeks: z.number().int(),
        places: z.number().int().describe('Places over all its weeks.'),
        restrictedWeeks: z.number().int(),
        selected,
      }),
    )
    .describe("The group's vacation pools of the employee's populations."),
});

export const vacationsByLocationsRequest = request({});
export const vacationsByLocationsElements = z.object({
  locations: z
    .array(
      z.object({
        depotCode: z.string(),
        depotName: z.string(),
        pool: z.string(),
        populationId: z.number().int(),
        weeks: z.array(vacationWeekRowSchema),
      }),
    )
    .describe("The vacation weeks of each location (pool) the employee picks in, for the pick preferences' weeks."),
});

export const holidayAssignmentsRequest = request({
  populationId,
  date: dateField(PICK_BOARD_TEXTS.holidayDate).describe('A holiday of the pick, from mta_holidays.'),
});
export const holidayAssignmentsElements = z.object({
  date: z.iso.date(),
  name: z.string(),
  packages: z
    .array(
      z.object({
        packageId: z.number().int(),
        code: z.string(),
        runCode: z.string().nullable().describe('The run worked that day; null when the package is off.'),
        note: z.string().nullable().describe('The holiday schedule change, when the day differs from the week.'),
      }),
    )
    .describe('What each package of the population works on the holiday (its holiday schedule).'),
});

export const populationAttachmentRequest = request({ populationId });
export const populationAttachmentElements = z.object({
  fileName: z.string().describe('e.g. "FB-FT-schedule-report.pdf".'),
  contentType: z.literal('application/pdf'),
  base64: z
    .string()
    .describe(
      "The population's schedule report as a PDF, base64: every package with its run of each weekday, days off and weekly hours.",
    ),
});

/**
 * The DOB pick board: what the pick offers the signed-in bus operator and where each item
 * stands. An employee reaches only the groups and populations they belong to.
 */
export const PICK_BOARD_SERVICES = {
  mta_pickGroups: {
    role: 'DOB',
    summary: 'The pick groups (depots) the signed-in bus operator picks in, in the pick in progress.',
    request: pickGroupsRequest,
    elements: pickGroupsElements,
    cached: true,
  },
  mta_populations: {
    role: 'DOB',
    summary: 'The populations of a pick group the employee belongs to, with their packages and members.',
    request: populationsRequest,
    elements: populationsElements,
    cached: true,
  },
  mta_populationAttachment: {
    role: 'DOB',
    summary: "A population's schedule report (PDF): its packages, their runs by weekday, days off and weekly hours.",
    request: populationAttachmentRequest,
    elements: populationAttachmentElements,
    cached: true,
  },
  mta_vacationPools: {
    role: 'DOB',
    summary: "A group's vacation pools of the employee's populations, with their weeks and places.",
    request: vacationPoolsRequest,
    elements: vacationPoolsElements,
    cached: true,
  },
  mta_vacationsByLocations: {
    role: 'DOB',
    summary: 'The vacation weeks of each location the employee picks in, places now and at their turn.',
    request: vacationsByLocationsRequest,
    elements: vacationsByLocationsElements,
  },
  mta_holidayAssignments: {
    role: 'DOB',
    summary: 'What each package of a population works on a holiday (the holiday schedule).',
    request: holidayAssignmentsRequest,
    elements: holidayAssignmentsElements,
    cached: true,
  },
  mta_searchListsOfValues: {
    role: 'DOB',
    summary: "The values the board's search filters offer for a population: routes, days off, start bands, kinds.",
    request: searchListsOfValuesRequest,
    elements: searchListsOfValuesElements,
    cached: true,
  },
  mta_assignmentPackages: {
    role: 'DOB',
    summary:
      "A population's packages: days off, weekly paid time, earliest start; closed ones with who took them, open ones with where they stand for the employee.",
    request: assignmentPackagesRequest,
    elements: assignmentPackagesElements,
  },
  mta_packageAssignments: {
    role: 'DOB',
    summary:
      "A package's week: the run of each day with its report, start, end, relief, paid, platform and spread; who took it once taken (so not cached).",
    request: packageAssignmentsRequest,
    elements: packageAssignmentsElements,
  },
  mta_calendarActivities: {
    role: 'DOB',
    summary: 'The pieces of a run of a package (the board’s activities).',
    request: calendarActivitiesRequest,
    elements: calendarActivitiesElements,
    cached: true,
  },
  mta_assignmentsCalendar: {
    role: 'DOB',
    summary: 'A package over the whole pick period, day by day: the run, the holidays, the dated changes.',
    request: assignmentsCalendarRequest,
    elements: assignmentsCalendarElements,
    cached: true,
  },
  mta_vacations: {
    role: 'DOB',
    summary: "A population's vacation weeks: places open now and projected at the employee's turn, restricted weeks.",
    request: vacationsRequest,
    elements: vacationsElements,
  },
  mta_holidays: {
    role: 'DOB',
    summary: "A group's pick holidays: how many must work, how many places off are left.",
    request: holidaysRequest,
    elements: holidaysElements,
  },
  mta_aspaHolidays: {
    role: 'DOB',
    summary: 'The ASPA days of the pick period (service on a holiday schedule).',
    request: aspaHolidaysRequest,
    elements: aspaHolidaysElements,
    cached: true,
  },
} as const satisfies Record<string, ServiceDef>;
