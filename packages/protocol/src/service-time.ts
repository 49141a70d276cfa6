import { twoDigits } from './digits';

/**
 * Times on the wire are minutes after midnight of the service day; they may pass 24:00
 * (a run that ends after midnight) or be negative (a report before midnight for the next
 * service day). Shown as hh:mm on a 12-hour clock with a suffix (docs/product.md#dates-and-times): A am, P pm,
 * X next day, B previous day.
 */
const MINUTES_PER_DAY = 1440;

interface ClockParts {
  /** 1…12 */
  hours12: number;
  minute: number;
  am: boolean;
  /** +1 the next day, -1 the day before, 0 the service day itself. */
  day: -1 | 0 | 1;
}

function clockParts(minutes: number): ClockParts {
  const whole = Math.round(minutes);
  const dayOffset = Math.floor(whole / MINUTES_PER_DAY);
  const inDay = whole - dayOffset * MINUTES_PER_DAY;
  const hours24 = Math.floor(inDay / 60);
  return {
    hours12: hours24 % 12 === 0 ? 12 : hours24 % 12,
    minute: inDay % 60,
    am: hours24 < 12,
    day: dayOffset > 0 ? 1 : dayOffset < 0 ? -1 : 0,
  };
}

export function formatMinutes(minutes: number): string {
  if (!Number.isFinite(minutes)) return '';
  const { hours12, minute, am, day } = clockParts(minutes);
  const suffix = day > 0 ? 'X' : day < 0 ? 'B' : am ? 'A' : 'P';
  return `${twoDigits(hours12)}:${twoDigits(minute)}${suffix}`;
}

/** A time outside the service day: written with X (next day) or B (day before). */
export function crossesMidnight(minutes: number): boolean {
  return Number.isFinite(minutes) && clockParts(minutes).day !== 0;
}

/** What a time says, in words a screen reader speaks and a tooltip shows: "2:20 am next day". */
export function spokenMinutes(minutes: number): string {
  if (!Number.isFinite(minutes)) return '';
  const { hours12, minute, am, day } = clockParts(minutes);
  const when = day > 0 ? ' next day' : day < 0 ? ' the day before' : '';
  return `${hours12}:${twoDigits(minute)} ${am ? 'am' : 'pm'}${when}`;
}

/** The key to the suffixes, shown where a time past or before midnight appears. */
export const TIME_SUFFIX_KEY = 'A am · P pm · X after midnight, the next day · B before midnight, the day before';

/** A duration in minutes as h:mm (hours may exceed 24; negative durations keep their sign). */
export function formatDuration(minutes: number): string {
  if (!Number.isFinite(minutes)) return '';
  const sign = minutes < 0 ? '-' : '';
  const abs = Math.round(Math.abs(minutes));
  return `${sign}${Math.floor(abs / 60)}:${twoDigits(abs % 60)}`;
}
