import { z } from 'zod';
import { dateField } from '../../date-range';
import { isoToDisplayDate } from '../../dates';
import { request } from '../../envelope';
import type { ServiceDef } from '../../service-def';
import { yearBankSchema } from '../leave';
import { isoDate } from '../schema-parts';

/**
 * Vacation in days (home/my-time/vacation-in-days, docs/product.md#my-time):
 * the days of vacation not taken as weeks, picked one date at a time against the date's
 * vacation places at the employee's location, each charged to the vacation bank.
 */

/** The most days one save holds (a year's vacation in days is far fewer). */
export const VACATION_DAYS_MAX = 40;

export const VACATION_DAYS_TEXTS = {
  requestId: 'Each save carries a request id (a UUID) chosen by the app: a retry sends the same one.',
  dates: `Send the days to take and to give back, YYYY-MM-DD, at most ${VACATION_DAYS_MAX} of each.`,
  twice: (date: string) => `${isoToDisplayDate(date)} is asked for twice.`,
  already: (date: string) => `${isoToDisplayDate(date)} is already one of your vacation days.`,
  notMine: (date: string) => `${isoToDisplayDate(date)} is not one of your vacation days to come.`,
  past: (date: string) => `${isoToDisplayDate(date)} is not after today: vacation days are picked ahead of time.`,
  notPosted: (date: string) => `Vacation days for ${isoToDisplayDate(date)} are not open at your location yet.`,
  full: (date: string) => `No vacation places are left for ${isoToDisplayDate(date)} at your location.`,
  rdo: (date: string) => `${isoToDisplayDate(date)} is already a regular day off of your job.`,
  away: (date: string) => `You are already off on ${isoToDisplayDate(date)}.`,
  balance: (asked: number, held: number) =>
    `Those days need ${asked} ${asked === 1 ? 'day' : 'days'} of vacation; your vacation bank holds ${held}.`,
  balanceOfYear: (year: number, asked: number, held: number) =>
    `Your days in ${year} need ${asked} ${asked === 1 ? 'day' : 'days'} of vacation; your ${year} vacation bank holds ${held}.`,
  notOnRecord: (year: number) =>
    `Vacation days in ${year} are charged to your ${year} vacation bank, which is not on record yet.`,
} as const;

const vacationDay = z.object({
  date: isoDate('The vacation day'),
  pickedAt: z.iso.datetime({ offset: true }).describe('When it was picked (ISO 8601).'),
});

export const vacationInDaysGetRequest = request({});
export const vacationInDaysGetElements = z.object({
  today: isoDate("The server's today: days are picked for later"),
  days: z.array(vacationDay).describe('My vacation days after today, by date.'),
  bankMinutes: z
    .number()
    .int()
    .describe('What the vacation bank holds, as the leave balances show it (the days above already charged).'),
  yearBanks: z
    .array(yearBankSchema)
    .describe(
      "What the vacation bank holds for days of each leave year a day may fall in (tomorrow's year and the next): a day is charged to the bank of its own year.",
    ),
  openDates: z
    .array(z.object({ date: isoDate('A date open to pick'), placesLeft: z.number().int().min(0) }))
    .describe('Each date after today with vacation places at my location, and how many are left.'),
});

const dateList = (what: string) =>
  z
    .array(dateField(VACATION_DAYS_TEXTS.dates))
    .max(VACATION_DAYS_MAX, { error: VACATION_DAYS_TEXTS.dates })
    .describe(what);

export const vacationInDaysSaveRequest = request({
  requestId: z.uuid({ error: VACATION_DAYS_TEXTS.requestId }).describe('Chosen by the app; a retry sends it again.'),
  add: dateList('Days after today to take as vacation days.'),
  giveBack: dateList('Vacation days of mine after today to give back.'),
});
export const vacationInDaysSaveElements = vacationInDaysGetElements;

export const VACATION_DAYS_SERVICES = {
  mta_vacationInDaysGet: {
    role: 'RTO',
    summary: 'My single vacation days to come, what my vacation bank holds, and the dates with places left.',
    request: vacationInDaysGetRequest,
    elements: vacationInDaysGetElements,
  },
  mta_vacationInDaysSave: {
    role: 'RTO',
    summary:
      'Takes days after today as vacation days (each within the date’s places, never on a regular day off or another absence, each year’s days within that year’s vacation bank) and gives back days of mine, all or nothing; answers as get.',
    request: vacationInDaysSaveRequest,
    elements: vacationInDaysSaveElements,
  },
} as const satisfies Record<string, ServiceDef>;
