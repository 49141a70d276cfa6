import { z } from 'zod';
import { instantField } from '../../date-range';
import { request } from '../../envelope';
import type { ServiceDef } from '../../service-def';
import { instant, isoDate } from '../schema-parts';

/**
 * Sick notify in/out (home/my-time/sick-notify-in-out,
 * docs/product.md#my-time): notifying out opens a sick spell from a time, its work days charged to the sick
 * bank as absences; notifying in closes it from a time.
 */

export const SICK_DIRECTIONS = ['OUT', 'IN'] as const;
/** How long after the time given a notification is still taken (later: the crew office). */
export const SICK_GRACE_MINUTES = 120;
/** How far ahead one may notify out (the night before a shift) or in (back on a later day). */
export const SICK_OUT_AHEAD_DAYS = 1;
export const SICK_IN_AHEAD_DAYS = 14;

export const SICK_TEXTS = {
  requestId: 'Each notification carries a request id (a UUID) chosen by the app: a retry sends the same one.',
  direction: `Say OUT (sick) or IN (fit for duty).`,
  at: 'Give the time, as an ISO 8601 instant with its offset.',
  tooLate: `That time is more than ${SICK_GRACE_MINUTES / 60} hours ago: call the crew office to report it.`,
  outTooEarly: `You can notify out at most ${SICK_OUT_AHEAD_DAYS} day ahead.`,
  inTooEarly: `You can notify in at most ${SICK_IN_AHEAD_DAYS} days ahead.`,
  bankEmpty: 'Your sick bank does not cover a day: call the crew office to report sick.',
  alreadyOut: (since: string) => `You are already notified out sick since ${since}.`,
  notOut: 'You are not notified out sick: there is nothing to notify in from.',
  inBeforeOut: (since: string) => `Notify in at a time after you went out sick (${since}).`,
  directions: { OUT: 'Notified out sick', IN: 'Notified in, fit for duty' },
} as const;

const spell = z.object({
  spellId: z.number().int(),
  outAt: instant('From when the employee is sick'),
  inAt: instant('From when the employee is fit for duty again').nullable().describe('null while still out.'),
  sickDays: z
    .array(isoDate('A work day charged to the sick bank'))
    .describe('The work days charged to the sick bank so far, by date (while out: up to today).'),
});

const notification = z.object({
  spellId: z.number().int(),
  direction: z.enum(SICK_DIRECTIONS),
  at: instant('The time it gives'),
  recordedAt: instant('When the employee sent it'),
});

export const notifyInOutGetAllRequest = request({});
export const notifyInOutGetAllElements = z.object({
  now: instant("The server's time: notifications are taken from it less the grace"),
  open: spell.nullable().describe('The spell the employee is out sick in; null when fit for duty.'),
  spells: z.array(spell).describe('Every sick spell of this year and last, newest first (the open one too).'),
  notifications: z.array(notification).describe('Every notification of those spells, newest first.'),
  sickBankMinutes: z
    .number()
    .int()
    .describe("What the sick bank holds for today's leave year, the days charged already taken off."),
});

export const notifyInOutAddAndGetRequest = request({
  requestId: z.uuid({ error: SICK_TEXTS.requestId }).describe('Chosen by the app; a retry sends it again.'),
  direction: z.enum(SICK_DIRECTIONS, { error: SICK_TEXTS.direction }),
  at: instantField(SICK_TEXTS.at).describe('From when: out sick, or fit for duty.'),
});
export const notifyInOutAddAndGetElements = notifyInOutGetAllElements;

export const SICK_NOTIFY_SERVICES = {
  mta_notifyInOutGetAll: {
    role: 'RTO',
    summary: 'My sick notifications and spells, whether I am out sick now, and what my sick bank holds.',
    request: notifyInOutGetAllRequest,
    elements: notifyInOutGetAllElements,
  },
  mta_notifyInOutAddAndGet: {
    role: 'RTO',
    summary:
      'Notifies out sick (a sick spell from a time, its work days charged to the sick bank) or in (the spell ends), then answers as get all.',
    request: notifyInOutAddAndGetRequest,
    elements: notifyInOutAddAndGetElements,
  },
} as const satisfies Record<string, ServiceDef>;
