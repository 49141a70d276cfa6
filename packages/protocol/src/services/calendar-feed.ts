import { z } from 'zod';
import { request } from '../envelope';
import { CALENDAR_FEED_PATH } from '../paths';
import type { ServiceDef } from '../service-def';

/** The feed holds the scheduled assignments from this many days before the agency's today… */
export const CALENDAR_FEED_DAYS_BACK = 28;
/** …to this many days after it. */
export const CALENDAR_FEED_DAYS_AHEAD = 56;

/** Texts the employee reads about the calendar feed, in the app and in their own calendar. */
export const CALENDAR_FEED_TEXTS = {
  explanation:
    "A private link that shows your work, vacation, holidays and training in your phone's or computer's own calendar.",
  shownOnce:
    'Copy the link now: it is shown only once. Anyone who has it can see your schedule, so keep it to yourself.',
  confirmRenew:
    'A new link replaces the current one. Calendars subscribed with the current link stop updating until you add the new one.',
  confirmTurnOff: 'The link stops working. Calendars subscribed with it stop updating.',
  loadFailed: 'Your calendar link could not be checked.',
  calendarName: 'Crewline work schedule',
  calendarDescription: 'Your scheduled assignments from Crewline: work, vacation, holidays, training and leave.',
} as const;

const instant = () => z.iso.datetime({ offset: true });

export const calendarFeedRequest = request({});
export const calendarFeedElements = z.object({
  active: z.boolean().describe('True when the employee has a calendar link that works.'),
  createdAt: instant().nullable().describe('When the current link was created, ISO 8601; null when there is none.'),
  lastFetchedAt: instant()
    .nullable()
    .describe('When a calendar last fetched the current link, ISO 8601; null when none has yet.'),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedElements>;

export const calendarFeedRenewRequest = request({});
export const calendarFeedRenewElements = z.object({
  url: z
    .string()
    .describe(
      `The calendar link, the server's public address + ${CALENDAR_FEED_PATH}/<secret>.ics. Answered this once: the server keeps only a hash of the secret. Subscribe to it as is, or as webcal://… to open a calendar app.`,
    ),
  createdAt: instant().describe('When the link was created, ISO 8601.'),
});

export const calendarFeedRevokeRequest = request({});
export const calendarFeedRevokeElements = z.object({
  revoked: z.boolean().describe('True when a link was turned off; false when there was none (nothing changed).'),
});

/** The employee's secret calendar (iCalendar) address. */
export const CALENDAR_FEED_SERVICES = {
  mta_calendarFeed: {
    role: 'employee',
    summary:
      'Whether the signed-in employee has a calendar link, when it was created and when a calendar last read it.',
    request: calendarFeedRequest,
    elements: calendarFeedElements,
  },
  mta_calendarFeedRenew: {
    role: 'employee',
    summary: `Creates the employee's secret iCalendar link, or replaces the current one (the old link stops working). The feed holds the scheduled assignments from ${CALENDAR_FEED_DAYS_BACK / 7} weeks back to ${CALENDAR_FEED_DAYS_AHEAD / 7} weeks ahead.`,
    request: calendarFeedRenewRequest,
    elements: calendarFeedRenewElements,
  },
  mta_calendarFeedRevoke: {
    role: 'employee',
    summary: "Turns the employee's calendar link off: fetching it answers 404 from then on.",
    request: calendarFeedRevokeRequest,
    elements: calendarFeedRevokeElements,
  },
} as const satisfies Record<string, ServiceDef>;
