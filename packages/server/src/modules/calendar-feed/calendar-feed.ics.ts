import { ASSIGNMENT_TEXTS, addDays, CALENDAR_FEED_TEXTS, type ScheduledDay, twoDigits } from '@crewline/protocol';
import { contentLines, escapeText, icsDate, icsLocalDateTime, icsUtcDateTime } from './icalendar';
import { vtimezoneLines } from './vtimezone';

export const ICS_PRODUCT_ID = '-//Crewline//Calendar feed//EN';
/** How often a calendar should fetch the feed again (RFC 7986 REFRESH-INTERVAL). */
const REFRESH = 'PT6H';

export interface FeedContent {
  /** The employee's days, in date order (the shared derivation). */
  days: readonly ScheduledDay[];
  /** The agency's zone: work and training times are its wall-clock times. */
  timeZone: string;
  /** DTSTAMP of every event: when this copy was made. */
  now: Date;
  /** Makes each day's UID unique to the employee without naming them. */
  uidKey: string;
}

/** hh:mm on a 24-hour clock, with the day it falls on when not the service day. */
function clock(minutes: number): string {
  const dayOffset = Math.floor(minutes / 1440);
  const inDay = minutes - dayOffset * 1440;
  const time = `${twoDigits(Math.floor(inDay / 60))}:${twoDigits(inDay % 60)}`;
  if (dayOffset > 0) return `${time} (next day)`;
  if (dayOffset < 0) return `${time} (day before)`;
  return time;
}

const hours = (minutes: number) => `${Math.floor(minutes / 60)}:${twoDigits(minutes % 60)}`;

interface EventDraft {
  summary: string;
  location?: string | null;
  description?: string;
  /** Wall-clock minutes of the day; absent for an all-day event. */
  startMinutes?: number;
  endMinutes?: number;
  busy: boolean;
}

function draftOf(day: ScheduledDay): EventDraft | undefined {
  const label = ASSIGNMENT_TEXTS.kinds[day.kind];
  switch (day.kind) {
    case 'WORK': {
      const w = day.work;
      return {
        summary: `${label}: ${w.jobCode} · ${w.route}`,
        location: `${w.depotName} (${w.depotCode})`,
        description: [
          `Report ${clock(w.reportMinutes)}, start ${clock(w.startMinutes)}, end ${clock(w.endMinutes)}`,
          `Paid ${hours(w.paidMinutes)}`,
          ...(w.reliefPoint
            ? [`Relief: ${w.reliefPoint}${w.reliefMinutes === null ? '' : ` at ${clock(w.reliefMinutes)}`}`]
            : []),
        ].join('\n'),
        startMinutes: Math.min(w.reportMinutes, w.startMinutes),
        endMinutes: w.endMinutes,
        busy: true,
      };
    }
    case 'TRAINING': {
      const t = day.training;
      return {
        summary: `${label}: ${t.course}`,
        location: t.location,
        ...(t.startMinutes !== null && t.endMinutes !== null
          ? { startMinutes: t.startMinutes, endMinutes: t.endMinutes }
          : {}),
        busy: true,
      };
    }
    case 'HOLIDAY':
      return { summary: `${label}: ${day.holidayName}`, busy: false };
    case 'VACATION':
    case 'SICK':
    case 'PERSONAL':
    case 'COMP':
    case 'FMLA':
      return { summary: label, busy: false };
    case 'DAY_OFF':
    case 'NOT_PICKED':
      return undefined;
  }
}

/** Timed in the agency's zone when the day has times, else all day. */
function whenLines(day: ScheduledDay, draft: EventDraft, timeZone: string): string[] {
  const { startMinutes: start, endMinutes: end } = draft;
  if (start !== undefined && end !== undefined && end > start) {
    return [
      `DTSTART;TZID=${timeZone}:${icsLocalDateTime(day.date, start)}`,
      `DTEND;TZID=${timeZone}:${icsLocalDateTime(day.date, end)}`,
    ];
  }
  return [`DTSTART;VALUE=DATE:${icsDate(day.date)}`, `DTEND;VALUE=DATE:${icsDate(addDays(day.date, 1))}`];
}

function eventLines(day: ScheduledDay, draft: EventDraft, content: FeedContent): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${icsDate(day.date)}-${content.uidKey}@crewline`,
    `DTSTAMP:${icsUtcDateTime(content.now)}`,
    ...whenLines(day, draft, content.timeZone),
    `SUMMARY:${escapeText(draft.summary)}`,
    ...(draft.location ? [`LOCATION:${escapeText(draft.location)}`] : []),
    ...(draft.description ? [`DESCRIPTION:${escapeText(draft.description)}`] : []),
    `TRANSP:${draft.busy ? 'OPAQUE' : 'TRANSPARENT'}`,
    'END:VEVENT',
  ];
}

/** The feed as an iCalendar stream: one event per day that has something to show. */
export function buildFeed(content: FeedContent): string {
  const events = content.days.flatMap((day) => {
    const draft = draftOf(day);
    return draft ? [{ day, draft }] : [];
  });
  const first = content.days[0]?.date;
  const last = content.days.at(-1)?.date;
  // Work may start the evening before its day and end the day after; a day either side covers any zone.
  const zone =
    first && last
      ? vtimezoneLines(
          content.timeZone,
          new Date(Date.parse(`${addDays(first, -2)}T00:00:00Z`)),
          new Date(Date.parse(`${addDays(last, 4)}T00:00:00Z`)),
        )
      : [];
  return contentLines([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${ICS_PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(CALENDAR_FEED_TEXTS.calendarName)}`,
    `X-WR-CALNAME:${escapeText(CALENDAR_FEED_TEXTS.calendarName)}`,
    `DESCRIPTION:${escapeText(CALENDAR_FEED_TEXTS.calendarDescription)}`,
    `X-WR-TIMEZONE:${content.timeZone}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${REFRESH}`,
    `X-PUBLISHED-TTL:${REFRESH}`,
    ...zone,
    ...events.flatMap(({ day, draft }) => eventLines(day, draft, content)),
    'END:VCALENDAR',
  ]);
}
