/**
 * Times on the wire are minutes after midnight of the service day; they may pass 24:00
 * (a run that ends after midnight) or be negative (a report before midnight for the next
 * service day). Shown as hh:mm on a 12-hour clock with a suffix (spec §9): A am, P pm,
 * X next day, B previous day.
 */
const MINUTES_PER_DAY = 1440;

const pad = (n: number) => String(n).padStart(2, '0');

export function formatMinutes(minutes: number): string {
  if (!Number.isFinite(minutes)) return '';
  const whole = Math.round(minutes);
  const dayOffset = Math.floor(whole / MINUTES_PER_DAY);
  const inDay = whole - dayOffset * MINUTES_PER_DAY;
  const hours24 = Math.floor(inDay / 60);
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  const suffix = dayOffset > 0 ? 'X' : dayOffset < 0 ? 'B' : hours24 < 12 ? 'A' : 'P';
  return `${pad(hours12)}:${pad(inDay % 60)}${suffix}`;
}

/** A duration in minutes as h:mm (hours may exceed 24; negative durations keep their sign). */
export function formatDuration(minutes: number): string {
  if (!Number.isFinite(minutes)) return '';
  const sign = minutes < 0 ? '-' : '';
  const abs = Math.round(Math.abs(minutes));
  return `${sign}${Math.floor(abs / 60)}:${pad(abs % 60)}`;
}
