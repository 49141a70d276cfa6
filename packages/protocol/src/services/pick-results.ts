import { z } from 'zod';
import { request } from '../envelope';
import type { ServiceDef } from '../service-def';
import { AWARD_OUTCOMES } from './pick-preferences';
import { instant, isoDate } from './schema-parts';

/** The words of the picked holidays and scheduled vacation weeks. */
export const PICK_RESULT_TEXTS = {
  year: 'Choose a year, from mta_scheduledVacationWeeks.',
  holidayStatuses: { OFF: 'Off', WORK: 'Work', PENDING: 'Not picked yet' },
  noHolidayPickTitle: 'No holiday pick',
  noHolidayPick: 'Your picked holidays appear here once you take part in a pick with a holiday round.',
  noWeeksTitle: 'No vacation weeks',
  noWeeks: 'Your vacation weeks appear here once they are scheduled or picked.',
} as const;

export const HOLIDAY_STATUSES = ['OFF', 'WORK', 'PENDING'] as const;

export const pickedHolidaysRequest = request({});
export const pickedHolidaysElements = z.object({
  pick: z
    .object({
      description: z.string(),
      roundStatus: z.enum(['UPCOMING', 'OPEN', 'CLOSED']).describe("The holiday round against the server's now."),
      opensAt: instant('When the holiday round opens'),
      turnAt: instant("The employee's turn in it"),
      awardedAt: instant('When the turn was processed').nullable(),
      explanation: z
        .string()
        .nullable()
        .describe('The award in words, a sentence a line, with why each higher choice was not given.'),
    })
    .nullable()
    .describe('The newest pick with a holiday round the employee has a turn in; null when none.'),
  holidays: z
    .array(
      z.object({
        date: isoDate('The holiday'),
        name: z.string(),
        status: z
          .enum(HOLIDAY_STATUSES)
          .describe(
            'OFF (awarded off), WORK (to be worked: not awarded off at the turn), PENDING (the turn is to come).',
          ),
        choice: z.number().int().nullable().describe('Its place in the list when awarded from it.'),
      }),
    )
    .describe("The pick's holidays of the employee's group, by date."),
});

export const scheduledVacationWeeksRequest = request({});
export const scheduledVacationWeeksElements = z.object({
  years: z
    .array(z.object({ year: z.number().int(), weeks: z.number().int(), selected: z.boolean() }))
    .describe('The years with vacation days, newest first; the current year selected when it has any.'),
});

export const scheduledVacationWeekDetailsRequest = request({
  year: z
    .number({ error: PICK_RESULT_TEXTS.year })
    .int({ error: PICK_RESULT_TEXTS.year })
    .min(2000, { error: PICK_RESULT_TEXTS.year })
    .max(2100, { error: PICK_RESULT_TEXTS.year }),
});
export const scheduledVacationWeekDetailsElements = z.object({
  year: z.number().int(),
  weeks: z
    .array(
      z.object({
        weekStart: isoDate('The Sunday of the week'),
        days: z.array(z.iso.date()).describe('The vacation days of the week, in order.'),
        picked: z
          .object({
            pick: z.string().describe('The pick it was awarded in.'),
            outcome: z.enum(AWARD_OUTCOMES),
            choice: z.number().int().nullable().describe('Its place in the list; null when forced.'),
            awardedAt: instant('When it was awarded'),
            explanation: z.string().describe('The award in words.'),
          })
          .nullable()
          .describe('The vacation round award behind the week; null for a week scheduled outside a pick.'),
      }),
    )
    .describe('Each week of the year with vacation days, in order.'),
});

/** What the employee got from the picks: holidays picked off and vacation weeks. */
export const PICK_RESULT_SERVICES = {
  mta_pickedHolidays: {
    role: 'DOB',
    summary: "The holidays of the employee's pick: which are off, which are worked, and why.",
    request: pickedHolidaysRequest,
    elements: pickedHolidaysElements,
  },
  mta_rtoPickedHolidays: {
    role: 'RTO',
    summary: "The holidays of the RTO employee's pick: which are off, which are worked, and why.",
    request: pickedHolidaysRequest,
    elements: pickedHolidaysElements,
  },
  mta_scheduledVacationWeeks: {
    role: 'employee',
    summary: 'The years the employee has vacation weeks in (the scheduled vacation weeks picker).',
    request: scheduledVacationWeeksRequest,
    elements: scheduledVacationWeeksElements,
  },
  mta_scheduledVacationWeekDetails: {
    role: 'employee',
    summary: "A year's vacation weeks, day by day, with the pick award behind each and its explanation.",
    request: scheduledVacationWeekDetailsRequest,
    elements: scheduledVacationWeekDetailsElements,
  },
} as const satisfies Record<string, ServiceDef>;
