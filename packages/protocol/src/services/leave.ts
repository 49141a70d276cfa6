import { z } from 'zod';
import { request } from '../envelope';
import type { ServiceDef } from '../service-def';

/** A leave day is charged as eight hours: balances are also shown in days of this length. */
export const LEAVE_DAY_MINUTES = 480;

/** The agency's leave banks, in the order the employee reads them. */
export const LEAVE_BANKS = [
  { code: 'VAC', name: 'Vacation' },
  { code: 'SICK', name: 'Sick' },
  { code: 'PERS', name: 'Personal' },
  { code: 'HOL', name: 'Holiday' },
  { code: 'COMP', name: 'Compensatory' },
] as const;

export type LeaveBankCode = (typeof LEAVE_BANKS)[number]['code'];
const BANK_CODES = LEAVE_BANKS.map((b) => b.code) as [LeaveBankCode, ...LeaveBankCode[]];

/** The years a quota-absences request may name at all (the server narrows it to the employee's). */
export const QUOTA_YEAR_MIN = 2000;
export const QUOTA_YEAR_MAX = 2100;

/** What the employee reads on the leave screens: refusals and empty states. */
export const LEAVE_TEXTS = {
  /** Under the Sick bank (Leave Balances) and the Sick quota (Quota Absences): how the two relate. */
  sickBankAndQuota:
    'Each sick day is paid from this Sick bank and also counts as one day against your yearly allowance of sick days (Quota Absences).',
  sickQuotaAndBank:
    'Each sick day counted here is also paid from your Sick bank (Leave Balances): the allowance counts the days you take in the year, the bank the paid hours you have.',
  quotaYearNotStarted: (year: number, thisYear: number) =>
    `${year} has not started yet. Choose ${thisYear} or an earlier year.`,
  quotaYearWithoutAbsences: (year: number, years: readonly number[]) =>
    `You have no quota absences in ${year}. Choose one of: ${years.join(', ')}.`,
  quotaYearOutOfRange: `Choose a year from ${QUOTA_YEAR_MIN} to ${QUOTA_YEAR_MAX}.`,
  noQuotaAbsences: (year: number) => `No absences charged to this quota in ${year}.`,
  quotaOver: (days: number) => `Over the allowance by ${days} ${days === 1 ? 'day' : 'days'}.`,
  bankNotOnRecord: (year: number) => `No bank on record for ${year}: nothing earned yet.`,
  noTimecardYet: 'You have no timecard yet: balances are as of the end of the last pay week.',
  overdrawn: 'More is used and scheduled than earned.',
  usedAndScheduled: 'Used is leave up to that date; scheduled is leave after it, to the end of the year.',
  dayLength: `Days are counted at ${LEAVE_DAY_MINUTES / 60} hours.`,
  loadFailed: (what: string) => `Your ${what} could not be loaded.`,
  /** Absence kinds as the employee reads them. */
  absenceKinds: {
    VACATION: 'Vacation',
    HOLIDAY: 'Holiday',
    SICK: 'Sick',
    PERSONAL: 'Personal',
    COMP: 'Comp time',
    FMLA: 'Family leave',
    TRAINING: 'Training',
  } as Readonly<Record<string, string>>,
} as const;

const isoDate = (what: string) => z.iso.date().describe(`${what}, ISO YYYY-MM-DD.`);
const minutes = (what: string) => z.number().int().describe(`${what}, in minutes.`);

export const leaveBalancesRequest = request({});

export const leaveBankBalanceSchema = z.object({
  bank: z.enum(BANK_CODES).describe(`The bank: ${LEAVE_BANKS.map((b) => `${b.code} ${b.name}`).join(', ')}.`),
  name: z.string().describe('The bank as the employee reads it, e.g. "Vacation".'),
  onRecord: z
    .boolean()
    .describe("False when payroll holds no bank of this kind for the employee's year: all its credits are 0."),
  carriedMinutes: minutes('Carried over from the previous year (part of earned)'),
  grantedMinutes: minutes('Granted on January 1 (part of earned)'),
  monthlyAccrualMinutes: minutes('Credited on the first of each month, January included'),
  accrualMonths: z
    .number()
    .int()
    .min(0)
    .max(12)
    .describe('Months whose first day falls in January 1 … asOf: how many monthly accruals are earned.'),
  accruedMinutes: minutes('monthlyAccrualMinutes × accrualMonths (part of earned)'),
  bankedHolidayMinutes: minutes(
    'Holidays worked January 1 … asOf that the employee chose to bank (My Time, holidays accrue/pay; the holiday bank only; part of earned)',
  ),
  earnedMinutes: minutes('carriedMinutes + grantedMinutes + accruedMinutes + bankedHolidayMinutes'),
  usedMinutes: minutes('Absences charged to the bank dated January 1 … asOf'),
  scheduledMinutes: minutes('Absences charged to the bank dated after asOf, to December 31'),
  availableMinutes: minutes('earnedMinutes − usedMinutes − scheduledMinutes; negative when overdrawn'),
});

export type LeaveBankBalance = z.infer<typeof leaveBankBalanceSchema>;

/**
 * What one bank holds for the days of one leave year: a day is charged to the bank of its own
 * year, so a request's bank is the one of its date's year, not always the one Leave Balances shows.
 */
export const yearBankSchema = z.object({
  year: z.number().int().describe('The leave year.'),
  later: z.boolean().describe('A leave year after the one the leave balances show (its bank as it opens).'),
  onRecord: z.boolean().describe("Whether the agency has put that year's bank on record."),
  availableMinutes: z
    .number()
    .int()
    .describe('What the bank holds for days of that year, the days charged already taken off.'),
});

export const leaveBalancesElements = z.object({
  year: z.number().int().describe("The leave year: asOf's calendar year."),
  asOf: isoDate(
    'The date the balances are as of: the last day (Saturday) of the latest timecard week, so balances and timecards agree; without any timecard, the last day of the last full pay week before today',
  ),
  timecardWeekStart: z.iso
    .date()
    .nullable()
    .describe('The Sunday of the timecard week asOf ends, ISO YYYY-MM-DD; null when the employee has no timecard yet.'),
  banks: z
    .array(leaveBankBalanceSchema)
    .describe(`Every bank, always all ${LEAVE_BANKS.length}, in the order ${BANK_CODES.join(', ')}.`),
});

export type LeaveBalances = z.infer<typeof leaveBalancesElements>;

export const quotaAbsencesRequest = request({
  year: z
    .preprocess(
      // docs/product.md#validation: a blank value counts as absent.
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z
        .number()
        .int()
        .min(QUOTA_YEAR_MIN, LEAVE_TEXTS.quotaYearOutOfRange)
        .max(QUOTA_YEAR_MAX, LEAVE_TEXTS.quotaYearOutOfRange)
        .optional(),
    )
    .describe(
      "The calendar year, e.g. 2026; default the agency's current year. Must be one of the answer's `years`: no future year.",
    ),
});

export const quotaAbsenceSchema = z.object({
  date: isoDate('The day of the absence'),
  kind: z.string().describe('SICK, PERSONAL, FMLA, …: the kind of absence.'),
  payCode: z.string().nullable().describe('The pay code charged, e.g. SICK; null when none.'),
  payCodeDescription: z.string().nullable().describe('The pay code as the employee reads it; null when none.'),
  minutes: z.number().int().describe('Time charged, in minutes (480 for a whole leave day).'),
  scheduled: z.boolean().describe('True when the day is after today: charged to the quota but not yet taken.'),
});

export const quotaSchema = z.object({
  code: z.string().describe('The quota, e.g. SICK, PERS, FMLA.'),
  description: z.string().describe('The quota as the employee reads it, e.g. "Sick days".'),
  allowanceDays: z.number().int().describe('Days allowed in the calendar year.'),
  usedDays: z.number().int().describe('Absences charged to the quota in the year, scheduled ones included.'),
  remainingDays: z.number().int().describe('allowanceDays − usedDays; negative when over the allowance.'),
  absences: z.array(quotaAbsenceSchema).describe('The absences charged to the quota in the year, by date.'),
});

export type Quota = z.infer<typeof quotaSchema>;
export type QuotaAbsence = z.infer<typeof quotaAbsenceSchema>;

export const quotaAbsencesElements = z.object({
  year: z.number().int().describe('The year shown.'),
  years: z
    .array(z.number().int())
    .describe(
      "The years that can be asked for, newest first: the current year and every earlier year with a quota absence (the year picker's list).",
    ),
  quotas: z.array(quotaSchema).describe("Every quota of the agency, with the year's absences charged to it."),
});

export type QuotaAbsences = z.infer<typeof quotaAbsencesElements>;

/** Leave balances and quota absences. */
export const LEAVE_SERVICES = {
  mta_leaveBalances: {
    role: 'employee',
    summary:
      "The signed-in employee's leave banks (earned, used, scheduled, available) as of the end of the latest timecard week.",
    request: leaveBalancesRequest,
    elements: leaveBalancesElements,
    cached: true,
  },
  mta_quotaAbsences: {
    role: 'employee',
    summary:
      "The signed-in employee's absences charged against each yearly quota, for one year, with the years that can be chosen.",
    request: quotaAbsencesRequest,
    elements: quotaAbsencesElements,
  },
} as const satisfies Record<string, ServiceDef>;
