import { utcOffsetMs } from '@crewline/protocol';
import { icsFloatingDateTime, icsUtcOffset } from './icalendar';

/**
 * The VTIMEZONE of an IANA zone over a span of time (RFC 5545 §3.6.5): every TZID used by an
 * event must be defined in the calendar. Built from the platform's zone data, so any
 * configured agency zone works: the observance in force when the span starts, then one
 * observance per offset change within it.
 */

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

const nameFormatters = new Map<string, Intl.DateTimeFormat>();

/** Minutes east of UTC of a zone at an instant. */
export function offsetMinutes(instant: number, timeZone: string): number {
  return utcOffsetMs(instant, timeZone) / MINUTE_MS;
}

function nameFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = nameFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' });
    nameFormatters.set(timeZone, f);
  }
  return f;
}

function zoneName(instant: number, timeZone: string): string {
  return (
    nameFormatter(timeZone)
      .formatToParts(instant)
      .find((p) => p.type === 'timeZoneName')?.value ?? ''
  );
}

interface Transition {
  /** The first instant of the new offset. */
  at: number;
  from: number;
  to: number;
}

/** The offset changes of a zone between two instants (zones change at most a few times a year). */
function transitions(timeZone: string, from: number, until: number): Transition[] {
  // Whole minutes, so the search below always halves a whole number of minutes.
  const start = Math.floor(from / MINUTE_MS) * MINUTE_MS;
  const end = Math.ceil(until / MINUTE_MS) * MINUTE_MS;
  const found: Transition[] = [];
  let before = offsetMinutes(start, timeZone);
  for (let t = start; t < end; t += DAY_MS) {
    const next = Math.min(t + DAY_MS, end);
    const after = offsetMinutes(next, timeZone);
    if (after === before) continue;
    // Narrow down to the minute: the offset at lo is `before`, at hi it is `after`.
    let lo = t;
    let hi = next;
    while (hi - lo > MINUTE_MS) {
      const mid = lo + Math.floor((hi - lo) / 2 / MINUTE_MS) * MINUTE_MS;
      if (offsetMinutes(mid, timeZone) === before) lo = mid;
      else hi = mid;
    }
    found.push({ at: hi, from: before, to: after });
    before = after;
  }
  return found;
}

/** Local wall time of an instant at an offset, as a DATE-TIME without zone. */
function wallTime(instant: number, offset: number): string {
  return icsFloatingDateTime(new Date(instant + offset * MINUTE_MS));
}

function observance(kind: 'STANDARD' | 'DAYLIGHT', onset: string, from: number, to: number, name: string): string[] {
  return [
    `BEGIN:${kind}`,
    `DTSTART:${onset}`,
    `TZOFFSETFROM:${icsUtcOffset(from)}`,
    `TZOFFSETTO:${icsUtcOffset(to)}`,
    ...(name ? [`TZNAME:${name}`] : []),
    `END:${kind}`,
  ];
}

/** The VTIMEZONE content lines of `timeZone` for events between the two instants. */
export function vtimezoneLines(timeZone: string, start: Date, end: Date): string[] {
  // Reach back a year for the change that set the offset in force at the start.
  const earlier = transitions(timeZone, start.getTime() - 366 * DAY_MS, start.getTime());
  const within = transitions(timeZone, start.getTime(), end.getTime());
  const initial = earlier.at(-1);
  const kindOf = (t: Transition) => (t.to > t.from ? 'DAYLIGHT' : 'STANDARD');
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  if (initial) {
    lines.push(
      ...observance(
        kindOf(initial),
        wallTime(initial.at, initial.from),
        initial.from,
        initial.to,
        zoneName(initial.at, timeZone),
      ),
    );
  } else {
    // A zone without changes in the past year: one standard observance since 1970.
    const offset = offsetMinutes(start.getTime(), timeZone);
    lines.push(...observance('STANDARD', '19700101T000000', offset, offset, zoneName(start.getTime(), timeZone)));
  }
  for (const t of within) {
    lines.push(...observance(kindOf(t), wallTime(t.at, t.from), t.from, t.to, zoneName(t.at, timeZone)));
  }
  lines.push('END:VTIMEZONE');
  return lines;
}
