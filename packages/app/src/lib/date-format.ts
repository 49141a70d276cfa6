import { DAY_NAMES, twoDigits } from '@crewline/protocol';
import { currentLanguage } from './language';
import { formatMinutes } from './time-format';

/**
 * Dates travel as ISO YYYY-MM-DD and are shown as dd-Mon-yy in the employee's language
 * (docs/product.md#dates-and-times). An ISO date names a calendar day, not an instant, so it is read and formatted
 * in UTC: no time zone or daylight-saving change can move it to the day before.
 */
function utcDate(iso: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return undefined;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCDate() === Number(m[3]) ? d : undefined;
}

/**
 * dd-Mon-yy, the month abbreviated in `locale` (the employee's language unless given; trailing
 * dots dropped). '' when not a date.
 */
export function formatDisplayDate(iso: string, locale: string = currentLanguage()): string {
  const d = utcDate(iso);
  if (!d) return '';
  const month = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }).format(d).replace(/\.$/, '');
  const day = twoDigits(d.getUTCDate());
  const year = twoDigits(d.getUTCFullYear() % 100);
  return `${day}-${month.charAt(0).toLocaleUpperCase(locale) + month.slice(1)}-${year}`;
}

/** What stands between the two dates of a range. */
export const RANGE_DASH = ' – ';

/** "21-Nov-26 – 21-May-27": two dates as dd-Mon-yy in the employee's language. */
export function formatDateRange(fromIso: string, toIso: string, locale: string = currentLanguage()): string {
  return `${formatDisplayDate(fromIso, locale)}${RANGE_DASH}${formatDisplayDate(toIso, locale)}`;
}

/** Sun…Sat for an ISO date (docs/product.md#dates-and-times). */
export function dayName(iso: string): string {
  const d = utcDate(iso);
  return d ? (DAY_NAMES[d.getUTCDay()] ?? '') : '';
}

/** 'Tue 01-Dec-26': a day's name and its date. */
export function formatDayDate(iso: string, locale: string = currentLanguage()): string {
  return `${dayName(iso)} ${formatDisplayDate(iso, locale)}`;
}

/** 'Tue 01-Dec-26 02:45P': a day and a time of it (minutes after its midnight), as the home screen writes a pick turn. */
export function formatDayDateTime(iso: string, minutes: number, locale: string = currentLanguage()): string {
  return `${formatDayDate(iso, locale)} ${formatMinutes(minutes)}`;
}

/** MM/DD, as in the password-expiry note. */
export function formatMonthDay(iso: string): string {
  const d = utcDate(iso);
  return d ? `${twoDigits(d.getUTCMonth() + 1)}/${twoDigits(d.getUTCDate())}` : '';
}
