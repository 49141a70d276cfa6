import { DAY_NAMES } from './constants';
import { twoDigits } from './digits';

/** Calendar and clock of an instant as read on a wall clock in a time zone. */
export interface WallClock {
  year: number;
  /** 1 = January. */
  month: number;
  day: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** 0–23. */
  hour: number;
  minute: number;
  second: number;
}

// Building an Intl.DateTimeFormat costs far more than using one: one per time zone, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall clock in `timeZone` at an instant (throws RangeError for a zone Intl does not know). */
export function wallClockIn(instant: Date | number, timeZone: string): WallClock {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    weekday: DAY_NAMES.indexOf(get('weekday') as (typeof DAY_NAMES)[number]),
    hour: Number(get('hour')),
    minute: Number(get('minute')),
    second: Number(get('second')),
  };
}

/** The ISO date (YYYY-MM-DD) a wall clock shows. */
export function wallClockDate(clock: WallClock): string {
  return `${clock.year}-${twoDigits(clock.month)}-${twoDigits(clock.day)}`;
}

/** Offset of a time zone from UTC at an instant, in milliseconds (east positive). */
export function utcOffsetMs(instant: number, timeZone: string): number {
  const c = wallClockIn(instant, timeZone);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant of a wall-clock time (minutes after midnight of an ISO date) in a time zone. */
export function zonedInstant(isoDate: string, minutes: number, timeZone: string): Date {
  const wall = Date.parse(`${isoDate}T00:00:00Z`) + minutes * 60_000;
  const first = wall - utcOffsetMs(wall, timeZone);
  // Across a DST change the offset at the first guess can differ from the one at the answer.
  return new Date(wall - utcOffsetMs(first, timeZone));
}
