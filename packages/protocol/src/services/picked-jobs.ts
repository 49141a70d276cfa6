import { z } from 'zod';
import { DAY_NAMES, ID_MAX } from '../constants';
import { request } from '../envelope';
import type { ServiceDef } from '../service-def';

/** Where a pick period's work stands on the agency's today. */
export const PICK_PERIOD_STATUSES = ['PAST', 'CURRENT', 'FUTURE'] as const;
export type PickPeriodStatus = (typeof PICK_PERIOD_STATUSES)[number];

/** Largest id PostgreSQL's integer column holds: a larger one cannot name a pick period. */
export const PICK_PERIOD_ID_MAX = ID_MAX;

/** Texts the employee reads about picked jobs: the refusal, labels and empty states. */
export const PICKED_JOB_TEXTS = {
  /** Unknown ids and other employees' periods get the very same words: nothing is revealed. */
  noJobInPeriod: 'You hold no picked job in this pick period. Choose a period from your list of picked jobs.',
  pickPeriodId: 'Choose a pick period by its id, a whole number from your list of picked jobs.',
  statuses: { PAST: 'Past', CURRENT: 'Current', FUTURE: 'Future' } satisfies Record<PickPeriodStatus, string>,
  noPeriodsTitle: 'No picked jobs yet',
  noPeriods: 'Your picked jobs appear here once you hold a job picked in a pick.',
  noSlidesTitle: 'No current or future job',
  noSlides: 'You hold no job picked for today or later. Your past picked jobs are in the list of pick periods.',
  /** No future job: the work after the current one is chosen in a pick still to come. `lastDay` as shown. */
  notYetPicked: (lastDay: string) => `Your work after ${lastDay} is not picked yet: it is chosen in the next pick.`,
  work: 'Work',
  off: 'Off',
} as const;

const isoDate = (what: string) => z.iso.date().describe(what);
const minutes = (what: string) => z.number().int().describe(what);
const dayName = z.enum(DAY_NAMES);

export const pickPeriodSchema = z.object({
  pickPeriodId: z.number().int().describe('Identifies the pick period; send it to mta_pickedJobDetails.'),
  type: z.string().describe('Kind of pick, e.g. GENERAL.'),
  description: z.string().describe('The pick as the agency names it, e.g. "Fall 2026 Bus Operator General Pick".'),
  pickStartDate: isoDate('First day of the pick window (employees choose work in seniority order), YYYY-MM-DD.'),
  pickEndDate: isoDate('Last day of the pick window, YYYY-MM-DD.'),
  effectiveDate: isoDate('First day the picked work is in force, YYYY-MM-DD.'),
  expirationDate: isoDate('Last day the picked work is in force, YYYY-MM-DD.'),
  status: z
    .enum(PICK_PERIOD_STATUSES)
    .describe(
      "Against the agency's today: PAST (expired before today), CURRENT (in force today) or FUTURE (takes effect after today).",
    ),
});
export type PickPeriod = z.infer<typeof pickPeriodSchema>;

export const pickedJobPeriodSchema = pickPeriodSchema.extend({
  jobCode: z.string().describe('The run (bus) or job (subway) the employee holds in the period, e.g. "FB-0412".'),
});
export type PickedJobPeriod = z.infer<typeof pickedJobPeriodSchema>;

export const pickedJobSummarySchema = z.object({
  period: pickPeriodSchema.describe('The pick period the job was picked in.'),
  jobCode: z.string().describe('Run (bus) or job (subway) number as posted, e.g. "FB-0412" or "A-117".'),
  route: z.string().describe('Bus route(s), e.g. "B41" or "B41/B44", or subway line, e.g. "A line".'),
  depotCode: z.string().describe('Where the employee reports: depot (bus) or terminal / crew room (subway) code.'),
  depotName: z.string().describe('The depot or terminal by name, e.g. "Flatbush Depot".'),
  daysOff: z
    .array(dayName)
    .max(7)
    .describe('The regular days off, Sun to Sat order, e.g. ["Sun", "Sat"]; the other days are work days.'),
  workDaysPerWeek: z.number().int().min(0).max(7).describe('Work days in a week: 7 minus the days off.'),
  startMinutes: minutes(
    'Start of work, minutes after midnight of the service day (may pass 1440: the next day). Shown as hh:mm A/P/X/B.',
  ),
  endMinutes: minutes('End of work, minutes after midnight of the service day (may pass 1440: the next day).'),
  paidMinutesPerWeek: minutes(
    'Paid time of a full week in minutes: paid time per work day × work days. Shown as h:mm.',
  ),
});
export type PickedJobSummary = z.infer<typeof pickedJobSummarySchema>;

export const pickedJobDaySchema = z.object({
  day: dayName.describe('Sun to Sat.'),
  works: z.boolean().describe('true on a work day, false on a day off.'),
});
export type PickedJobDay = z.infer<typeof pickedJobDaySchema>;

export const pickedJobDetailsSchema = pickedJobSummarySchema.extend({
  depotBorough: z.string().describe('Borough the depot or terminal is in.'),
  week: z
    .array(pickedJobDaySchema)
    .length(DAY_NAMES.length)
    .describe('The weekly pattern: the seven days, Sunday first, each a work day or a day off.'),
  reportMinutes: minutes(
    'Time to report for duty, minutes after midnight of the service day (negative: the evening before; over 1440: the next day).',
  ),
  paidMinutesPerDay: minutes('Paid time of each work day, in minutes. Shown as h:mm.'),
  reliefPoint: z
    .string()
    .nullable()
    .describe('Where the employee is relieved mid-run, e.g. "Kings Plaza"; null when the job has no relief.'),
  reliefMinutes: z
    .number()
    .int()
    .nullable()
    .describe('When the relief takes place, minutes after midnight of the service day; null when no relief.'),
});
export type PickedJobDetails = z.infer<typeof pickedJobDetailsSchema>;

export const pickedJobsDatesRequest = request({});
export const pickedJobsDatesElements = z.object({
  today: isoDate("The agency's today the statuses are given against, YYYY-MM-DD."),
  periods: z
    .array(pickedJobPeriodSchema)
    .describe(
      "The pick periods of the employee's department in which the signed-in employee holds a job, newest first (latest effective date first). Empty when there are none.",
    ),
});

export const pickedJobSlidesRequest = request({});
export const pickedJobSlidesElements = z.object({
  today: isoDate("The agency's today, YYYY-MM-DD."),
  slides: z
    .array(pickedJobSummarySchema)
    .describe(
      "The signed-in employee's current job (in force today) and future jobs (picked, not yet in force), one slide each, in the order they take effect. Empty when none.",
    ),
});

export const pickedJobDetailsRequest = request({
  pickPeriodId: z
    .number({ error: PICKED_JOB_TEXTS.pickPeriodId })
    .int({ error: PICKED_JOB_TEXTS.pickPeriodId })
    .min(1, { error: PICKED_JOB_TEXTS.pickPeriodId })
    .max(PICK_PERIOD_ID_MAX, { error: PICKED_JOB_TEXTS.pickPeriodId })
    .describe(
      'The pick period whose job to show, from mta_pickedJobsDates or mta_pickedJobSlides; the employee must hold a job in it.',
    ),
});
export const pickedJobDetailsElements = z.object({
  job: pickedJobDetailsSchema.describe("The signed-in employee's job in the pick period, in full."),
});

/** Picked jobs: the pick periods, and the employee's current and future jobs. */
export const PICKED_JOB_SERVICES = {
  mta_pickedJobsDates: {
    role: 'employee',
    summary:
      'The pick periods in which the signed-in employee holds a picked job, newest first, each with its dates, job and whether it is past, current or future.',
    request: pickedJobsDatesRequest,
    elements: pickedJobsDatesElements,
  },
  mta_pickedJobSlides: {
    role: 'employee',
    summary:
      "The signed-in employee's current and future picked jobs, one slide each: pick period, job, route, depot, days off, times and weekly hours.",
    request: pickedJobSlidesRequest,
    elements: pickedJobSlidesElements,
  },
  mta_pickedJobDetails: {
    role: 'employee',
    summary:
      "The signed-in employee's job in one pick period in full: weekly pattern, report, start and end times, paid hours per day and week, depot, route and relief.",
    request: pickedJobDetailsRequest,
    elements: pickedJobDetailsElements,
  },
} as const satisfies Record<string, ServiceDef>;
