import { z } from 'zod';
import { dateField } from '../date-range';
import { isoToDisplayDate, weekdayOf } from '../dates';
import { request } from '../envelope';
import type { ServiceDef } from '../service-def';

/** The weekly total a pay code counts in (pay_codes.category). */
export const PAY_CATEGORIES = ['STRAIGHT', 'OVERTIME', 'PREMIUM', 'LEAVE'] as const;
export type PayCategory = (typeof PAY_CATEGORIES)[number];

/**
 * APPROVED: payroll closed the week; PENDING: the week is still open to corrections;
 * IN_PROGRESS: the current week, before payroll has entered it (only the leave recorded so far).
 */
export const TIMECARD_STATUSES = ['APPROVED', 'PENDING', 'IN_PROGRESS'] as const;
export type TimecardStatus = (typeof TIMECARD_STATUSES)[number];

/** The most pay weeks mta_timecardWeeks lists: two years, newest first. */
export const TIMECARD_WEEKS_MAX = 104;

/** Days in a pay week, Sunday to Saturday. */
export const PAY_WEEK_DAYS = 7;

const weekdayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });
const weekdayName = (iso: string) => weekdayFormat.format(new Date(`${iso}T00:00:00Z`));

/** Texts the employee reads about timecards: refusals, labels and empty states. */
export const TIMECARD_TEXTS = {
  weekStartFormat: 'Choose a pay week by the date of its Sunday, as YYYY-MM-DD (e.g. 2026-11-08).',
  notSunday: (iso: string) =>
    `A pay week starts on a Sunday, and ${isoToDisplayDate(iso)} is a ${weekdayName(iso)}. Choose the Sunday of the week.`,
  future: (iso: string) =>
    `The pay week of ${isoToDisplayDate(iso)} has not started yet. Choose this week or an earlier one.`,
  categories: {
    STRAIGHT: 'Straight time',
    OVERTIME: 'Overtime',
    PREMIUM: 'Premiums',
    LEAVE: 'Leave taken',
  } satisfies Record<PayCategory, string>,
  totalHours: 'Total hours',
  totalHoursNote: 'Straight time, overtime and leave taken. Premiums are paid on hours already counted.',
  statuses: { APPROVED: 'Approved', PENDING: 'Pending', IN_PROGRESS: 'In progress' } satisfies Record<
    TimecardStatus,
    string
  >,
  dayOff: 'Day off',
  notEntered: 'Not entered yet',
  inProgress:
    'Payroll has not entered this week yet. The leave you have recorded shows here now; the hours you work appear once payroll enters the week.',
  noTimecardTitle: 'No timecard for this week',
  noTimecard: 'Payroll holds no timecard for you in this pay week. Use the week buttons to see another week.',
  chooseWeekTitle: 'Choose a pay week',
  chooseWeek: 'Choose any day in the calendar and the pay week that holds it opens, or pick one of your pay weeks.',
  dayInWeek: 'A day in the pay week',
  loadFailed: 'This pay week could not be loaded. Please try again.',
  weeksLoadFailed: 'Your pay weeks could not be loaded. Please try again.',
  noWeeksTitle: 'No timecards yet',
  noWeeks: 'Your timecards appear here once payroll enters your first pay week.',
} as const;

const isSunday = (iso: string) => weekdayOf(iso) === 0;

const isoDate = (what: string) => z.iso.date().describe(what);
const minutes = (what: string) => z.number().int().describe(what);

/** A pay week, chosen by its Sunday. Whether it is in the future is the server's call (the agency's today). */
export const weekStartSchema = dateField(TIMECARD_TEXTS.weekStartFormat).refine(isSunday, {
  error: (issue) => TIMECARD_TEXTS.notSunday(String(issue.input)),
});

const weekFields = {
  weekStart: isoDate('The Sunday the pay week starts, YYYY-MM-DD.'),
  weekEnd: isoDate('The Saturday the pay week ends, YYYY-MM-DD (weekStart + 6 days).'),
};

export const timecardWeekSchema = z.object({
  ...weekFields,
  status: z
    .enum(TIMECARD_STATUSES)
    .describe(
      'APPROVED when payroll has closed the week; PENDING while it is still open to corrections; IN_PROGRESS for the current week before payroll has entered it: its lines are the leave recorded so far (sick, days off, vacation, holidays), no work.',
    ),
  totalMinutes: minutes(
    'Hours of the week in minutes: straight time + overtime + leave taken (premiums are paid on hours already counted, so they are not added). Shown as h:mm.',
  ),
});
export type TimecardWeek = z.infer<typeof timecardWeekSchema>;

export const timecardWeeksRequest = request({});
export const timecardWeeksElements = z.object({
  weeks: z
    .array(timecardWeekSchema)
    .max(TIMECARD_WEEKS_MAX)
    .describe(
      `The pay weeks that have a timecard for the signed-in employee, newest first; at most the latest ${TIMECARD_WEEKS_MAX}. The current week comes first, IN_PROGRESS, when payroll has not entered it and it holds leave recorded so far. Empty when there are none.`,
    ),
});

export const timecardLineSchema = z.object({
  payCode: z.string().describe('The pay code (see mta_timecardColors for its description, category and colour).'),
  minutes: minutes('Time charged to the pay code, in minutes (shown as h:mm).'),
  job: z.string().nullable().describe('The run (bus) or job (subway) worked, e.g. "FB-0412"; null on leave lines.'),
  start: z
    .number()
    .int()
    .nullable()
    .describe(
      'Start of the work, in minutes after midnight of the service day (may pass 1440: the next day); null when the line has no times.',
    ),
  end: z
    .number()
    .int()
    .nullable()
    .describe('End of the work, in minutes after midnight of the service day (may pass 1440); null when no times.'),
});
export type TimecardLine = z.infer<typeof timecardLineSchema>;

export const timecardDaySchema = z.object({
  date: isoDate('The day, YYYY-MM-DD. The app shows its day name (Sun to Sat).'),
  lines: z
    .array(timecardLineSchema)
    .describe('Each pay code charged on the day, in pay-code sort order then by start; empty on a day off.'),
  totalMinutes: minutes(
    'Hours of the day in minutes: its straight time, overtime and leave lines (premiums not added).',
  ),
});
export type TimecardDay = z.infer<typeof timecardDaySchema>;

export const payCodeTotalSchema = z.object({
  payCode: z.string().describe('A pay code used in the week.'),
  minutes: minutes('The sum of its lines in the week, in minutes.'),
});

export const timecardTotalsSchema = z.object({
  straightMinutes: minutes('Straight time (pay codes of category STRAIGHT, e.g. REG, TRN), in minutes.'),
  overtimeMinutes: minutes('Overtime (category OVERTIME, e.g. OT, RDO), in minutes.'),
  premiumMinutes: minutes('Premiums (category PREMIUM, e.g. NDIF, SUN), in minutes.'),
  leaveMinutes: minutes('Leave taken (category LEAVE, e.g. VAC, SICK, HOL), in minutes.'),
  totalMinutes: minutes(
    'straightMinutes + overtimeMinutes + leaveMinutes: the hours of the week (premiums not added).',
  ),
});
export type TimecardTotals = z.infer<typeof timecardTotalsSchema>;

export const timecardSchema = z.object({
  status: timecardWeekSchema.shape.status,
  days: z
    .array(timecardDaySchema)
    .length(PAY_WEEK_DAYS)
    .describe(
      'The seven days of the week, Sunday first, each with its lines (none on a day off, or in a week IN_PROGRESS on a day with no leave recorded).',
    ),
  codeTotals: z
    .array(payCodeTotalSchema)
    .describe('Each pay code used in the week with its total, in pay-code sort order: the legend of the week.'),
  totals: timecardTotalsSchema.describe('The week per category; each is the sum of its lines.'),
});
export type Timecard = z.infer<typeof timecardSchema>;

export const timecardRequest = request({
  weekStart: weekStartSchema.describe(
    'The Sunday the pay week starts, YYYY-MM-DD; not after the current week (agency time).',
  ),
});
export const timecardElements = z.object({
  ...weekFields,
  timecard: timecardSchema
    .nullable()
    .describe(
      'The timecard of the week; null when payroll holds none for this employee and week (not an error: the app shows an empty week).',
    ),
});
export type TimecardElements = z.infer<typeof timecardElements>;

export const payCodeSchema = z.object({
  code: z.string().describe('The pay code, e.g. REG.'),
  description: z.string().describe('What it pays for, e.g. "Straight time".'),
  category: z
    .enum(PAY_CATEGORIES)
    .describe('The weekly total it counts in: STRAIGHT, OVERTIME, PREMIUM (paid on hours already counted) or LEAVE.'),
  color: z
    .string()
    .regex(/^#[0-9a-f]{6}$/i)
    .describe('Its colour as #rrggbb, light enough for dark text on it.'),
  sortOrder: z.number().int().describe('Where it comes in lists and legends, smallest first.'),
});
export type PayCode = z.infer<typeof payCodeSchema>;

export const timecardColorsRequest = request({});
export const timecardColorsElements = z.object({
  payCodes: z.array(payCodeSchema).describe('Every pay code a timecard line can carry, by sortOrder.'),
});

/** Timecards: the pay weeks, one week, and the pay-code colours. */
export const TIMECARD_SERVICES = {
  mta_timecardWeeks: {
    role: 'employee',
    summary: "The signed-in employee's pay weeks that have a timecard, newest first, with status and hours.",
    request: timecardWeeksRequest,
    elements: timecardWeeksElements,
  },
  mta_timecard: {
    role: 'employee',
    summary:
      "The signed-in employee's timecard for one pay week: each day's pay-code lines with job and times, and the week's totals.",
    request: timecardRequest,
    elements: timecardElements,
    cached: true,
  },
  mta_timecardColors: {
    role: 'employee',
    summary: 'Every pay code with its description, category, colour and sort order.',
    request: timecardColorsRequest,
    elements: timecardColorsElements,
    cached: true,
  },
} as const satisfies Record<string, ServiceDef>;
