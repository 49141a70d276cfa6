import { z } from 'zod';
import { dateField } from '../date-range';
import { isoToDisplayDate } from '../dates';
import { request } from '../envelope';
import type { ServiceDef } from '../service-def';

/** The shifts an employee can offer for overtime, in the order of the day. */
export const OT_SHIFTS = ['AM', 'PM', 'NIGHT'] as const;
export type OtShift = (typeof OT_SHIFTS)[number];

/** How far ahead availability is offered: today and the 27 days after it. */
export const OT_AVAILABILITY_DAYS = 28;

/** The most shifts one submission can offer: every shift of every day of the window. */
export const OT_AVAILABILITY_MAX_SHIFTS = OT_AVAILABILITY_DAYS * OT_SHIFTS.length;

/** At most this many problems are listed one by one in a refusal; the rest are counted. */
export const OT_AVAILABILITY_PROBLEMS_LISTED = 5;

const day = (iso: string) => isoToDisplayDate(iso);

/** What the employee reads about overtime availability: refusals, notes and the empty state. */
export const AVAILABILITY_TEXTS = {
  loadFailed: 'Your overtime availability could not be loaded.',
  pastDate: (date: string, firstDate: string) =>
    `${day(date)} has already passed. Offer days from ${day(firstDate)} on.`,
  beyondWindow: (date: string, lastDate: string) =>
    `${day(date)} is too far ahead. You can offer days up to ${day(lastDate)} (the next ${OT_AVAILABILITY_DAYS} days).`,
  duplicate: (date: string, shift: OtShift) => `${day(date)} ${shift} is listed more than once.`,
  onVacation: (date: string) => `${day(date)}: you are off on vacation that day, so you cannot offer it.`,
  moreProblems: (count: number) => `…and ${count} more ${count === 1 ? 'problem' : 'problems'}.`,
  tooMany: `Offer at most ${OT_AVAILABILITY_MAX_SHIFTS} shifts (${OT_AVAILABILITY_DAYS} days × ${OT_SHIFTS.length} shifts).`,
  onVacationNote: 'On vacation',
  nothingOffered: `You have not offered any overtime shifts in the next ${OT_AVAILABILITY_DAYS} days.`,
} as const;

const isoDate = (what: string) =>
  dateField(`${what} must be a date written YYYY-MM-DD, e.g. 2026-11-21.`).describe(
    `${what}, ISO YYYY-MM-DD (the agency's calendar).`,
  );

export const otShiftSchema = z
  .enum(OT_SHIFTS, { error: 'Choose the shift AM, PM or NIGHT.' })
  .describe('AM (morning), PM (afternoon and evening) or NIGHT (overnight, starting that date).');

export const offeredShiftSchema = z.object({
  date: isoDate('The date'),
  shift: otShiftSchema,
});
export type OfferedShift = z.infer<typeof offeredShiftSchema>;

export const otAvailabilityRequest = request({});

export const otAvailabilityElements = z.object({
  firstDate: isoDate("The first day that can be offered: the agency's today"),
  lastDate: isoDate(`The last day that can be offered (${OT_AVAILABILITY_DAYS} days from the first, inclusive)`),
  offered: z
    .array(offeredShiftSchema)
    .describe('The shifts the employee has offered from firstDate on, by date then AM, PM, NIGHT.'),
  vacationDates: z
    .array(z.iso.date())
    .describe('Days from firstDate to lastDate the employee is off on vacation: they cannot be offered.'),
  submittedAt: z.iso
    .datetime({ offset: true })
    .nullable()
    .describe('When the shifts offered were last submitted (ISO 8601); null when none are offered.'),
});
export type OtAvailabilityElements = z.infer<typeof otAvailabilityElements>;

export const submitAvailabilityRequest = request({
  offered: z
    .array(offeredShiftSchema)
    .max(OT_AVAILABILITY_MAX_SHIFTS, AVAILABILITY_TEXTS.tooMany)
    .describe(
      `Every shift offered from today on, at most ${OT_AVAILABILITY_MAX_SHIFTS}: it replaces all the employee's earlier ` +
        'availability from today on. An empty list withdraws it. Each date must lie between firstDate and lastDate of ' +
        'mta_otAvailability, appear once per shift, and not be a vacation day; otherwise nothing is stored.',
    ),
});

/** Overtime availability (RTO, not SIRTOA). */
export const OT_AVAILABILITY_SERVICES = {
  mta_otAvailability: {
    role: 'RTO_NOT_SIRTOA',
    summary:
      'The shifts the signed-in employee has offered for overtime from today on, and the days of the next ' +
      `${OT_AVAILABILITY_DAYS} they cannot offer because they are off on vacation.`,
    request: otAvailabilityRequest,
    elements: otAvailabilityElements,
  },
  mta_submitAvailability: {
    role: 'RTO_NOT_SIRTOA',
    summary:
      "Replaces the signed-in employee's overtime availability from today on with the shifts sent, all or nothing; " +
      'answers the availability as stored, like mta_otAvailability. Sending the same list again changes nothing.',
    request: submitAvailabilityRequest,
    elements: otAvailabilityElements,
  },
} as const satisfies Record<string, ServiceDef>;
