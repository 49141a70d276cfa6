import { headerDateToIso } from '@crewline/protocol';
import { formatDayDateTime, formatDisplayDate } from './date-format';

/**
 * The sign-in header's DD-MMM-YYYY dates (docs/product.md#sign-in) shown as dd-Mon-yy in the employee's
 * language; anything else (the '-' placeholders) as it came.
 */
export function headerDateText(value: string, locale: string): string {
  const iso = headerDateToIso(value);
  return iso ? formatDisplayDate(iso, locale) : value;
}

/** 'DD-MMM-YYYY hh:mm' (24-hour) as 'Mon 14-Dec-26 12:15P'; anything else as it came. */
export function headerDateTimeText(value: string, locale: string): string {
  const m = /^(\S+)\s+(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (!m) return headerDateText(value, locale);
  const iso = headerDateToIso(m[1]);
  if (!iso) return value;
  return formatDayDateTime(iso, Number(m[2]) * 60 + Number(m[3]), locale);
}
