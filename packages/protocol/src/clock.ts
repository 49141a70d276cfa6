import { zonedInstant } from './zoned-time';

/** What every Crewline process reads the time from: the real clock, or one set with AS_OF. */
export type Clock = () => Date;

/**
 * A clock that stands at `at` at the real instant `since` and runs on at the real pace from
 * there, so that every process given the same AS_OF (the server, the seed, `npm run totp`, a
 * test's browser) reads the same time at the same moment.
 */
export interface AsOf {
  at: Date;
  since: Date;
}

/** A date alone stands for this time of the agency's day: a working morning. */
export const AS_OF_DAY_MINUTES = 9 * 60;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const WALL_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

function isRealDate(iso: string): boolean {
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso;
}

/** An instant written with its offset (`…Z`, `…-05:00`), or undefined. */
function exactInstant(text: string): Date | undefined {
  if (!INSTANT.test(text) || !isRealDate(text.slice(0, 10))) return undefined;
  const t = Date.parse(text);
  return Number.isNaN(t) ? undefined : new Date(t);
}

/** The instant `text` names: a date (09:00 agency time), an agency wall time, or an exact instant. */
function instantOf(text: string, timeZone: string): Date | undefined {
  if (DATE.test(text)) return isRealDate(text) ? zonedInstant(text, AS_OF_DAY_MINUTES, timeZone) : undefined;
  const wall = WALL_TIME.exec(text);
  if (wall) {
    const [, date, hours, minutes] = wall as unknown as [string, string, string, string];
    const h = Number(hours);
    const m = Number(minutes);
    if (!isRealDate(date) || h > 23 || m > 59) return undefined;
    return zonedInstant(date, h * 60 + m, timeZone);
  }
  return exactInstant(text);
}

export const AS_OF_FORMAT =
  'YYYY-MM-DD (09:00 agency time), YYYY-MM-DDTHH:MM (agency time) or an instant with its offset (2026-12-31T09:00:00-05:00), optionally followed by @ and the real instant the clock stood there (@2026-12-01T19:50:00Z)';

/**
 * Reads an AS_OF setting, `<instant>[@<since>]`: without `since`, the clock stands at the
 * instant when the setting is read (`readAt`). Undefined when it is not one.
 */
export function parseAsOf(text: string, timeZone: string, readAt: Date = new Date()): AsOf | undefined {
  const [instant, since, ...rest] = text.trim().split('@');
  if (instant === undefined || rest.length > 0) return undefined;
  const at = instantOf(instant, timeZone);
  const real = since === undefined ? readAt : exactInstant(since);
  return at && real ? { at, since: real } : undefined;
}

/** The setting that gives another process this very clock (`since` included). */
export function formatAsOf(asOf: AsOf): string {
  return `${asOf.at.toISOString()}@${asOf.since.toISOString()}`;
}

/** The clock of an AS_OF, or the real one. */
export function clockOf(asOf: AsOf | undefined, realNow: () => number = Date.now): Clock {
  if (!asOf) return () => new Date(realNow());
  const offset = asOf.at.getTime() - asOf.since.getTime();
  return () => new Date(realNow() + offset);
}
