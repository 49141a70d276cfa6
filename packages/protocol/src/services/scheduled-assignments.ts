import { z } from 'zod';
import { dateField } from '../date-range';
import { daysBetween, isoToDisplayDate } from '../dates';
import { request } from '../envelope';
import type { ServiceDef } from '../service-def';

/** The most days one mta_scheduledAssignments call answers: about two months. */
export const SCHEDULED_ASSIGNMENTS_MAX_DAYS = 62;

/** What a day holds for the employee, one of these per day. */
export const SCHEDULE_DAY_KINDS = [
  'WORK',
  'DAY_OFF',
  'VACATION',
  'HOLIDAY',
  'TRAINING',
  'SICK',
  'PERSONAL',
  'COMP',
  'FMLA',
  'NOT_PICKED',
] as const;
export type ScheduleDayKind = (typeof SCHEDULE_DAY_KINDS)[number];

/** Days away charged to leave (a bank or a quota), shown with the pay code and hours. */
export const SCHEDULE_LEAVE_KINDS = ['VACATION', 'SICK', 'PERSONAL', 'COMP', 'FMLA'] as const;
export type ScheduleLeaveKind = (typeof SCHEDULE_LEAVE_KINDS)[number];

/** Texts the employee reads about scheduled assignments: refusals, labels and notes. */
export const ASSIGNMENT_TEXTS = {
  dateFormat: 'Enter the date as YYYY-MM-DD (e.g. 2026-11-21), a real calendar date.',
  order: 'Choose a start date on or before the end date.',
  tooLong: (from: string, to: string) =>
    `From ${isoToDisplayDate(from)} to ${isoToDisplayDate(to)} is ${daysBetween(from, to) + 1} days. Choose at most ${SCHEDULED_ASSIGNMENTS_MAX_DAYS} days at a time.`,
  kinds: {
    WORK: 'Work',
    DAY_OFF: 'Day off',
    VACATION: 'Vacation',
    HOLIDAY: 'Holiday',
    TRAINING: 'Training',
    SICK: 'Sick',
    PERSONAL: 'Personal day',
    COMP: 'Comp time',
    FMLA: 'Family and medical leave',
    NOT_PICKED: 'Not yet picked',
  } satisfies Record<ScheduleDayKind, string>,
  chooseDate: 'Choose a date, or a start and an end date.',
  chooseDaysTitle: 'Choose the days to show',
  notPicked: 'No job picked for this day yet: it comes from the next pick.',
  dayOff: 'A regular day off of your picked job.',
  loadFailed: 'Your scheduled assignments could not be loaded.',
} as const;

/**
 * Why `from`..`to` cannot be asked for, or undefined when it can. Server and app judge a range
 * with this one rule (both dates already valid ISO dates).
 */
export function assignmentRangeProblem(from: string, to: string): string | undefined {
  if (to < from) return ASSIGNMENT_TEXTS.order;
  if (daysBetween(from, to) + 1 > SCHEDULED_ASSIGNMENTS_MAX_DAYS) return ASSIGNMENT_TEXTS.tooLong(from, to);
  return undefined;
}

/** A day to ask for: a real calendar date as YYYY-MM-DD. */
export const scheduleDateSchema = dateField(ASSIGNMENT_TEXTS.dateFormat);
const minutes = (what: string) => z.number().int().describe(what);

export const scheduledAssignmentsRequest = request({
  from: scheduleDateSchema.describe('The first day to show, YYYY-MM-DD.'),
  to: scheduleDateSchema.describe(
    `The last day to show, YYYY-MM-DD: on or after from, at most ${SCHEDULED_ASSIGNMENTS_MAX_DAYS} days in all (from and to included). The same date as from for a single day.`,
  ),
}).refine(
  // A malformed date has its own message already; the range is judged between real dates only.
  (value) =>
    !scheduleDateSchema.safeParse(value.from).success ||
    !scheduleDateSchema.safeParse(value.to).success ||
    assignmentRangeProblem(value.from, value.to) === undefined,
  {
    path: ['to'],
    error: (issue) => {
      const value = issue.input as { from: string; to: string };
      return assignmentRangeProblem(value.from, value.to);
    },
  },
);

export const scheduledWorkSchema = z.object({
  jobCode: z.string().describe('The picked run (bus) or job (subway) number, e.g. "FB-0412" or "A-117".'),
  route: z.string().describe('Bus route(s) or subway line the run or job works, e.g. "B41" or "A".'),
  depotCode: z.string().describe('Code of the depot (bus) or crew room / terminal (subway) to report to, e.g. "FB".'),
  depotName: z.string().describe('Its name, e.g. "Flatbush Depot".'),
  reportMinutes: minutes(
    'Report time, in minutes after midnight of the day (may be negative: the evening before; may pass 1440: after midnight). Shown as hh:mm with A, P, X (next day) or B (previous day).',
  ),
  startMinutes: minutes('Start of the run or job, in minutes after midnight of the day (may pass 1440).'),
  endMinutes: minutes('End of the run or job, in minutes after midnight of the day; past 1440 it ends the next day.'),
  paidMinutes: minutes('Paid time of the day, in minutes (shown as h:mm).'),
  reliefPoint: z
    .string()
    .nullable()
    .describe('Where the employee is relieved mid-run (e.g. "Flatbush Av / Nostrand Av"); null when the run has none.'),
  reliefMinutes: z
    .number()
    .int()
    .nullable()
    .describe('When the relief happens, in minutes after midnight of the day; null when there is no relief point.'),
});
export type ScheduledWork = z.infer<typeof scheduledWorkSchema>;

export const scheduledTrainingSchema = z.object({
  course: z.string().describe('The course, e.g. "Defensive driving refresher".'),
  location: z
    .string()
    .nullable()
    .describe('Where it is given, e.g. "Training Center, 25 Jamaica Ave"; null when not announced yet.'),
  startMinutes: z
    .number()
    .int()
    .nullable()
    .describe('Start, in minutes after midnight of the day; null when not announced yet.'),
  endMinutes: z
    .number()
    .int()
    .nullable()
    .describe('End, in minutes after midnight of the day (past 1440: the next day); null when not announced yet.'),
});
export type ScheduledTraining = z.infer<typeof scheduledTrainingSchema>;

const dayDate = z.iso.date().describe('The day, YYYY-MM-DD. The app shows it as dd-Mon-yy with its day name.');
const payCode = z
  .string()
  .nullable()
  .describe(
    'The pay code charged for the day (e.g. VAC, HOL, SICK, PERS, COMP, FMLA; see mta_timecardColors); null when none is charged.',
  );
const leaveMinutes = minutes('Time charged for the day, in minutes (shown as h:mm).');

export const scheduledDaySchema = z.discriminatedUnion('kind', [
  z
    .object({
      date: dayDate,
      kind: z.literal('WORK').describe('A working day of the picked job.'),
      work: scheduledWorkSchema.describe('The run or job worked that day, from the pick in force.'),
    })
    .describe('WORK: the picked job is worked that day.'),
  z
    .object({ date: dayDate, kind: z.literal('DAY_OFF').describe("One of the picked job's regular days off.") })
    .describe("DAY_OFF: one of the picked job's regular days off."),
  z
    .object({
      date: dayDate,
      kind: z.literal('NOT_PICKED').describe('No pick in force covers the day for this employee.'),
    })
    .describe(
      "NOT_PICKED: no job covers the day yet (after the current pick's work expires, before the next is picked).",
    ),
  z
    .object({
      date: dayDate,
      kind: z.literal('HOLIDAY').describe('A picked holiday.'),
      holidayName: z.string().describe('The holiday, e.g. "Thanksgiving Day".'),
      payCode,
      minutes: leaveMinutes,
    })
    .describe('HOLIDAY: a picked holiday, paid from the holiday bank.'),
  z
    .object({
      date: dayDate,
      kind: z.literal('TRAINING').describe('A training day instead of the job.'),
      training: scheduledTrainingSchema.describe('The course, where and when.'),
    })
    .describe('TRAINING: a training course replaces the job that day.'),
  z
    .object({
      date: dayDate,
      kind: z
        .enum(SCHEDULE_LEAVE_KINDS)
        .describe(
          'VACATION (picked vacation week), SICK, PERSONAL (personal day), COMP (compensatory time) or FMLA (family and medical leave, unpaid).',
        ),
      payCode,
      minutes: leaveMinutes,
    })
    .describe('Leave: a day away charged to a leave bank or quota.'),
]);
export type ScheduledDay = z.infer<typeof scheduledDaySchema>;

export const scheduledAssignmentsElements = z.object({
  from: z.iso.date().describe('The first day answered, as asked.'),
  to: z.iso.date().describe('The last day answered, as asked.'),
  today: z.iso.date().describe("The agency's today (its time zone), YYYY-MM-DD: the app marks that day."),
  days: z
    .array(scheduledDaySchema)
    .max(SCHEDULED_ASSIGNMENTS_MAX_DAYS)
    .describe(
      'One entry per day from `from` to `to`, in date order. An absence (vacation, holiday, training, leave) takes the place of the job that day.',
    ),
});
export type ScheduledAssignmentsElements = z.infer<typeof scheduledAssignmentsElements>;

/** Scheduled assignments: what the employee works, day by day. */
export const SCHEDULED_ASSIGNMENT_SERVICES = {
  mta_scheduledAssignments: {
    role: 'employee',
    summary: `The signed-in employee's assignment for each day of a range (at most ${SCHEDULED_ASSIGNMENTS_MAX_DAYS} days): the picked run or job with its times, a day off, or the holiday, vacation, training or leave that replaces it.`,
    request: scheduledAssignmentsRequest,
    elements: scheduledAssignmentsElements,
  },
} as const satisfies Record<string, ServiceDef>;
