import { MONTHS } from '@crewline/protocol';

/** Calendar and clock parts of an instant as seen in a time zone. */
// Building an Intl.DateTimeFormat costs far more than using one: one per time zone, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

// Calls ask about the same few minutes over and over (now, a pick turn): answer each once.
const partsByMinute = new Map<string, ReturnType<typeof computeParts>>();

export function localParts(instant: Date, timeZone: string) {
  const key = `${timeZone}|${Math.floor(instant.getTime() / 60_000)}`;
  let parts = partsByMinute.get(key);
  if (!parts) {
    if (partsByMinute.size >= 1_000) partsByMinute.clear();
    parts = computeParts(instant, timeZone);
    partsByMinute.set(key, parts);
  }
  return parts;
}

function computeParts(instant: Date, timeZone: string) {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    weekday: get('weekday'),
    hour: Number(get('hour')),
    minute: Number(get('minute')),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'DD-MMM-YYYY HH:mm' (24-hour), the sign-in header's date-and-time format. */
export function headerDateTime(instant: Date, timeZone: string): string {
  const p = localParts(instant, timeZone);
  return `${pad(p.day)}-${MONTHS[p.month - 1]}-${p.year} ${pad(p.hour)}:${pad(p.minute)}`;
}

/** 'h:mm AM/PM', how an employee reads a time of day. */
export function clockTime(instant: Date, timeZone: string): string {
  const p = localParts(instant, timeZone);
  const h12 = p.hour % 12 === 0 ? 12 : p.hour % 12;
  return `${h12}:${pad(p.minute)} ${p.hour < 12 ? 'AM' : 'PM'}`;
}

/** The ISO calendar date of an instant in a time zone (the agency's 'today'). */
export function localIsoDate(instant: Date, timeZone: string): string {
  const p = localParts(instant, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}
