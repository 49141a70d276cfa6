import { z } from 'zod';
import { dateField } from '../../date-range';
import { isoToDisplayDate } from '../../dates';
import { request } from '../../envelope';
import type { ServiceDef } from '../../service-def';
import { yearBankSchema } from '../leave';
import { idOf, instant, isoDate } from '../schema-parts';

/** My Time's days off (docs/product.md#my-time): requested ahead, approved within a quota or waitlisted. */

/** The banks a requested day off may be charged to. */
export const DAY_OFF_BANKS = ['PERS', 'COMP', 'VAC'] as const;
export const DAY_OFF_STATUSES = ['APPROVED', 'WAITLISTED', 'CANCELLED'] as const;

/** What the employee reads about day-off requests: refusals in words, the statuses. */
export const DAY_OFF_TEXTS = {
  requestId: 'Each change carries a request id (a UUID) chosen by the app: a retry sends the same one.',
  date: 'Choose a day, YYYY-MM-DD.',
  bank: `Choose the bank to charge: ${DAY_OFF_BANKS.join(', ')}.`,
  dayOffId: 'Choose one of your requests, by its id from mta_requestDayOffGet.',
  past: 'Choose a day after today: a day off is asked for ahead of time.',
  cancelTooLate: (date: string) =>
    `${isoToDisplayDate(date)} is not after today: a day off is cancelled ahead of time.`,
  notPosted: (date: string) => `Days off for ${isoToDisplayDate(date)} are not open to request at your location yet.`,
  rdo: (date: string) => `${isoToDisplayDate(date)} is already a regular day off of your job.`,
  twice: (date: string) => `You have already asked for ${isoToDisplayDate(date)} off.`,
  away: (date: string) => `You are already off on ${isoToDisplayDate(date)}.`,
  balance: (bank: string) => `Your ${bank} balance does not cover a day.`,
  notOnRecord: (bank: string, year: number) =>
    `Days off in ${year} are charged to your ${year} ${bank} bank, which is not on record yet.`,
  statuses: { APPROVED: 'Approved', WAITLISTED: 'Waitlisted', CANCELLED: 'Cancelled' },
} as const;

const dayOffRequest = z.object({
  dayOffId: z.number().int().describe('Send it to mta_requestDayOffDelete.'),
  date: isoDate('The day off'),
  bank: z.enum(DAY_OFF_BANKS).describe('The bank it is charged to once approved.'),
  status: z.enum(DAY_OFF_STATUSES),
  waitlistPosition: z
    .number()
    .int()
    .min(1)
    .nullable()
    .describe('While waitlisted: the place among those waiting for the date at the location, by seniority.'),
  requestedAt: instant('When it was asked for'),
  approvedAt: instant('When it was approved').nullable(),
});

export const requestDayOffGetRequest = request({});
export const requestDayOffGetElements = z.object({
  today: isoDate("The server's today: requests are for later days"),
  requests: z.array(dayOffRequest).describe('My requests for today on and later, by date (cancelled ones too).'),
  banks: z
    .array(
      z.object({
        bank: z.enum(DAY_OFF_BANKS),
        name: z.string(),
        availableMinutes: z.number().int().describe('What the bank holds, as the leave balances show it.'),
      }),
    )
    .describe('The banks a day off may be charged to, with what each holds.'),
  yearBanks: z
    .array(yearBankSchema.extend({ bank: z.enum(DAY_OFF_BANKS), name: z.string() }))
    .describe(
      "What each of those banks holds for days of each leave year a request may fall in (tomorrow's year and the next): a day off is charged to the bank of its own year.",
    ),
});

export const requestDayOffHolidaysRequest = request({});
export const requestDayOffHolidaysElements = z.object({
  holidays: z
    .array(z.object({ date: isoDate('The holiday'), name: z.string() }))
    .describe("The agency's holidays from today on, by date: days the agency does not take requests for."),
});

const requestId = z.uuid({ error: DAY_OFF_TEXTS.requestId }).describe('Chosen by the app; a retry sends it again.');

export const requestDayOffAddRequest = request({
  requestId,
  date: dateField(DAY_OFF_TEXTS.date).describe('The day off asked for, YYYY-MM-DD.'),
  bank: z.enum(DAY_OFF_BANKS, { error: DAY_OFF_TEXTS.bank }),
});
export const requestDayOffAddElements = z.object({
  request: dayOffRequest.describe('The request as decided: approved within the quota, otherwise waitlisted.'),
  requests: requestDayOffGetElements.shape.requests,
});

export const requestDayOffDeleteRequest = request({
  requestId,
  dayOffId: idOf(DAY_OFF_TEXTS.dayOffId, 'The request to cancel.'),
});
export const requestDayOffDeleteElements = z.object({
  requests: requestDayOffGetElements.shape.requests,
});

/** My Time: days off (RTO). */
export const DAY_OFF_SERVICES = {
  mta_requestDayOffGet: {
    role: 'RTO',
    summary:
      'My day-off requests from today on, each approved, waitlisted (with my place) or cancelled, and what my banks hold.',
    request: requestDayOffGetRequest,
    elements: requestDayOffGetElements,
  },
  mta_requestDayOffHolidays: {
    role: 'RTO',
    summary: "The agency's holidays from today on.",
    request: requestDayOffHolidaysRequest,
    elements: requestDayOffHolidaysElements,
  },
  mta_requestDayOffAdd: {
    role: 'RTO',
    summary:
      'Asks for a day off charged to a bank (the bank of the day’s own year, which must hold a day): approved at once within the date’s quota at my location, otherwise waitlisted by seniority and approved when a slot frees.',
    request: requestDayOffAddRequest,
    elements: requestDayOffAddElements,
  },
  mta_requestDayOffDelete: {
    role: 'RTO',
    summary:
      'Cancels one of my requests for a day after today; an approved one frees its slot for the most senior waiting.',
    request: requestDayOffDeleteRequest,
    elements: requestDayOffDeleteElements,
  },
} as const satisfies Record<string, ServiceDef>;
