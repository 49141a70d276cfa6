import { z } from 'zod';
import { DAY_NAMES } from '../../constants';
import { request } from '../../envelope';
import { PICK_BOARD_TEXTS } from '../../pick-texts';
import type { ServiceDef } from '../../service-def';
import { idOf, isoDate, minutes } from '../schema-parts';
import { PICK_BOARD_SERVICES } from './dob';

/**
 * The RTO pick board (docs/product.md#pick-board, and its services in docs/product.md#services):
 * the DOB board's services under their RTO names, for RTO staff outside SIRTOA (docs/product.md#roles), with
 * the very same payloads and answers; and two of its own.
 */

type DobBoard = typeof PICK_BOARD_SERVICES;

/** Each DOB board service the RTO board has, and its RTO name (the app asks by the DOB name). */
export const RTO_BOARD_NAMES = {
  mta_pickGroups: 'mta_rtoPickGroups',
  mta_populations: 'mta_rtoPopulations',
  mta_populationAttachment: 'mta_rtoPopulationAttachment',
  mta_searchListsOfValues: 'mta_rtoSearchListsOfValues',
  mta_assignmentsCalendar: 'mta_rtoAssignmentsCalendar',
  mta_assignmentPackages: 'mta_rtoAssignmentPackages',
  mta_packageAssignments: 'mta_rtoPackageAssignments',
  mta_vacationPools: 'mta_rtoVacationPools',
  mta_vacations: 'mta_rtoVacations',
  mta_holidays: 'mta_rtoHolidays',
  mta_aspaHolidays: 'mta_rtoAspaHolidays',
  mta_holidayAssignments: 'mta_rtoHolidayAssignments',
} as const satisfies Partial<Record<keyof DobBoard, string>>;

/** A DOB board service as the RTO board's: same payload and answer, RTO staff outside SIRTOA. */
function equivalent<K extends keyof DobBoard>(service: K, summary: string) {
  const { request, elements } = PICK_BOARD_SERVICES[service];
  const cached = (PICK_BOARD_SERVICES[service] as { cached?: boolean }).cached === true;
  return { role: 'RTO_NOT_SIRTOA' as const, summary, request, elements, ...(cached ? { cached: true } : {}) } as {
    role: 'RTO_NOT_SIRTOA';
    summary: string;
    request: DobBoard[K]['request'];
    elements: DobBoard[K]['elements'];
    cached?: true;
  };
}

/** When a job runs, as a terminal's work program sorts them. */
export const DAY_TYPES = ['WEEKDAY', 'SATURDAY', 'SUNDAY'] as const;
export type DayType = (typeof DAY_TYPES)[number];
export const dayTypeOf = (weekday: number): DayType =>
  weekday === 0 ? 'SUNDAY' : weekday === 6 ? 'SATURDAY' : 'WEEKDAY';

/** Why a work program is not answered. */
export const RTO_BOARD_TEXTS = {
  line: 'Choose a line by its name, as mta_rtoWorkProgram lists them.',
  unknownLine: (line: string) => `The population has no crew jobs on the ${line}: choose one of its lines.`,
} as const;

export const workProgramRequest = request({
  populationId: idOf(PICK_BOARD_TEXTS.populationId, 'The population, from mta_rtoPopulations.'),
  line: z
    .string({ error: RTO_BOARD_TEXTS.line })
    .min(1, { error: RTO_BOARD_TEXTS.line })
    .max(40, { error: RTO_BOARD_TEXTS.line })
    .optional()
    .describe('The line whose jobs to answer, as `lines` names it; the first line when absent.'),
});
const workProgramLine = z.object({
  line: z.string().describe('The line, e.g. "A".'),
  dayTypes: z.array(
    z.object({
      dayType: z.enum(DAY_TYPES),
      jobs: z
        .array(
          z.object({
            jobId: z.number().int(),
            code: z.string().describe('The crew job as posted.'),
            reportMinutes: minutes('Report for duty'),
            startMinutes: minutes('Start of work'),
            endMinutes: minutes('End of work'),
            paidMinutes: z.number().int().min(0).describe('Paid time of the day, in minutes.'),
            packages: z.array(z.string()).describe('The packages that work it on this day type, by code.'),
          }),
        )
        .describe('By start time.'),
    }),
  ),
});
export const workProgramElements = z.object({
  lines: z.array(z.string()).describe("The lines of the population's crew jobs, in order."),
  line: workProgramLine
    .nullable()
    .describe('The line asked for (the first when none was), its jobs by day type; null when the population has none.'),
});

export const packageRdosRequest = request({
  packageId: idOf(PICK_BOARD_TEXTS.packageId, 'The package, from mta_rtoAssignmentPackages.'),
});
export const packageRdosElements = z.object({
  code: z.string(),
  daysOff: z.array(z.enum(DAY_NAMES)).describe('Regular days off, Sunday first.'),
  rdoPair: z.string().describe('As the search lists them, e.g. "Sat-Sun".'),
  dates: z
    .array(isoDate('A day off'))
    .describe('Every day off in the pick period, in order: the regular ones and those a dated change gives.'),
});

export const RTO_PICK_BOARD_SERVICES = {
  mta_rtoPickGroups: equivalent('mta_pickGroups', 'The pick groups (terminals) the signed-in RTO employee picks in.'),
  mta_rtoPopulations: equivalent('mta_populations', 'The populations of an RTO pick group the employee belongs to.'),
  mta_rtoPopulationAttachment: equivalent(
    'mta_populationAttachment',
    "An RTO population's schedule report (PDF): its packages, their jobs by weekday, days off and weekly hours.",
  ),
  mta_rtoSearchListsOfValues: equivalent(
    'mta_searchListsOfValues',
    "The values the RTO board's package search offers for a population.",
  ),
  mta_rtoAssignmentsCalendar: equivalent(
    'mta_assignmentsCalendar',
    "An RTO package's calendar over the pick period: the job of each day, holidays and dated changes.",
  ),
  mta_rtoAssignmentPackages: equivalent(
    'mta_assignmentPackages',
    "A page of an RTO population's packages: closed ones with who took them, open ones with where they stand.",
  ),
  mta_rtoPackageAssignments: equivalent(
    'mta_packageAssignments',
    "An RTO package's week, the job of each day in full.",
  ),
  mta_rtoVacationPools: equivalent('mta_vacationPools', "An RTO group's vacation pools with their weeks and places."),
  mta_rtoVacations: equivalent(
    'mta_vacations',
    "An RTO population's 52 vacation weeks: places now and projected at the employee's turn.",
  ),
  mta_rtoHolidays: equivalent('mta_holidays', "An RTO group's pick holidays: what must be worked, places off left."),
  mta_rtoAspaHolidays: equivalent('mta_aspaHolidays', "An RTO group's ASPA days."),
  mta_rtoHolidayAssignments: equivalent(
    'mta_holidayAssignments',
    'What each package of an RTO population works on a holiday (the holiday schedule).',
  ),
  mta_rtoPackageRdos: {
    role: 'RTO_NOT_SIRTOA',
    summary: "An RTO package's regular days off and every day off it gives over the pick period.",
    request: packageRdosRequest,
    elements: packageRdosElements,
    cached: true,
  },
  mta_rtoWorkProgram: {
    role: 'RTO_NOT_SIRTOA',
    summary: "The terminal's work program: the population's crew jobs by line and day type.",
    request: workProgramRequest,
    elements: workProgramElements,
    cached: true,
  },
} as const satisfies Record<string, ServiceDef>;
