import {
  formatMinutes,
  isoToDisplayDate,
  isoToHeaderDate,
  twoDigits,
  type WallClock,
  wallClockDate,
  wallClockIn,
} from '@crewline/protocol';

// Calls ask about the same few minutes over and over (now, a pick turn): answer each once.
const partsByMinute = new Map<string, WallClock>();

/** The wall clock in a time zone at an instant, remembered by the minute. */
export function localParts(instant: Date, timeZone: string): WallClock {
  const key = `${timeZone}|${Math.floor(instant.getTime() / 60_000)}`;
  let parts = partsByMinute.get(key);
  if (!parts) {
    if (partsByMinute.size >= 1_000) partsByMinute.clear();
    parts = wallClockIn(instant, timeZone);
    partsByMinute.set(key, parts);
  }
  return parts;
}

/** 'DD-MMM-YYYY HH:mm' (24-hour), the sign-in header's date-and-time format. */
export function headerDateTime(instant: Date, timeZone: string): string {
  const p = localParts(instant, timeZone);
  return `${isoToHeaderDate(wallClockDate(p))} ${twoDigits(p.hour)}:${twoDigits(p.minute)}`;
}

/** '03:05P': a time of day as the app writes one (docs/product.md#dates-and-times, hh:mm with A or P). */
export function clockTime(instant: Date, timeZone: string): string {
  const p = localParts(instant, timeZone);
  return formatMinutes(p.hour * 60 + p.minute);
}

/** '27-Nov-26 02:05P': an instant in a sentence, as the app writes one (docs/product.md#dates-and-times). */
export function dateClockTime(instant: Date, timeZone: string): string {
  return `${isoToDisplayDate(localIsoDate(instant, timeZone))} ${clockTime(instant, timeZone)}`;
}

/** The ISO calendar date of an instant in a time zone (the agency's 'today'), remembered by the minute. */
export function localIsoDate(instant: Date, timeZone: string): string {
  return wallClockDate(localParts(instant, timeZone));
}
