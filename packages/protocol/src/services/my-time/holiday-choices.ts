import { z } from 'zod';
import { dateField } from '../../date-range';
import { isoToDisplayDate } from '../../dates';
import { request } from '../../envelope';
import type { ServiceDef } from '../../service-def';
import { instant, isoDate } from '../schema-parts';

/**
 * Holidays accrue/pay (home/my-time/holidays-accrue-pay,
 * docs/product.md#my-time): for each holiday of this year the employee works, a choice — bank it in the holiday
 * bank, or be paid for it on that week's timecard — open until the agency's cutoff.
 */

export const HOLIDAY_CHOICES = ['ACCRUE', 'PAY'] as const;
/** The pay code a worked holiday paid out is put on the timecard under. */
export const HOLIDAY_PAY_CODE = 'HOLP';
/** The agency's cutoff: a choice can be made until the end of the pay week after the holiday's (payroll closes it then). */
export const HOLIDAY_CHOICE_WEEKS_AFTER = 1;

export const HOLIDAY_CHOICE_TEXTS = {
  requestId: 'Each choice carries a request id (a UUID) chosen by the app: a retry sends the same one.',
  date: 'Choose a holiday, YYYY-MM-DD.',
  choice: `Choose ${HOLIDAY_CHOICES.join(' or ')}.`,
  notWorked: (date: string) => `${isoToDisplayDate(date)} is not a holiday you work this year.`,
  closed: (date: string, closesOn: string) =>
    `The choice for ${isoToDisplayDate(date)} closed on ${isoToDisplayDate(closesOn)}.`,
  choices: { ACCRUE: 'Bank it (holiday bank)', PAY: 'Paid on the timecard' },
} as const;

export const holidayAccruePayGetRequest = request({});
export const holidayAccruePayGetElements = z.object({
  today: isoDate("The server's today"),
  holidays: z
    .array(
      z.object({
        date: isoDate('The holiday'),
        name: z.string(),
        choice: z.enum(HOLIDAY_CHOICES).nullable().describe('What I chose; null when not chosen yet.'),
        chosenAt: instant('When I chose it').nullable(),
        closesOn: isoDate('The last day the choice can be made or changed'),
        open: z.boolean().describe('Whether the choice can still be made or changed (today ≤ closesOn).'),
      }),
    )
    .describe(
      "Each holiday I work (my job in force, not a day off or an absence), by date: this year's, and last year's while its choice is open.",
    ),
});

/** A holiday I work, with my bank-or-pay choice and until when it can be made. */
export type WorkedHoliday = z.infer<typeof holidayAccruePayGetElements>['holidays'][number];

export const holidayAccruePaySaveRequest = request({
  requestId: z.uuid({ error: HOLIDAY_CHOICE_TEXTS.requestId }).describe('Chosen by the app; a retry sends it again.'),
  date: dateField(HOLIDAY_CHOICE_TEXTS.date).describe('The holiday, YYYY-MM-DD.'),
  choice: z.enum(HOLIDAY_CHOICES, { error: HOLIDAY_CHOICE_TEXTS.choice }),
});
export const holidayAccruePaySaveElements = holidayAccruePayGetElements;

export const HOLIDAY_CHOICE_SERVICES = {
  mta_holidayAccruePayGet: {
    role: 'RTO',
    summary: 'Each holiday I work this year, whether I bank it or am paid for it, and until when I can choose.',
    request: holidayAccruePayGetRequest,
    elements: holidayAccruePayGetElements,
  },
  mta_holidayAccruePaySave: {
    role: 'RTO',
    summary:
      'Chooses, for a holiday I work, to bank it (credited to the holiday bank once worked) or be paid for it (a pay code on that week’s timecard), until the cutoff; answers as get.',
    request: holidayAccruePaySaveRequest,
    elements: holidayAccruePaySaveElements,
  },
} as const satisfies Record<string, ServiceDef>;
