import { z } from 'zod';

/**
 * The years a date sent to the server may fall in: every date and instant field of every
 * request is held to them at the boundary, so a date PostgreSQL cannot store (there is no year
 * 0) or that means nothing to an agency (year 9999) is refused in words before any service
 * runs. Anything that reads dates from outside (requests, the agency's import files) uses these.
 */
export const DATE_YEAR_MIN = 1900;
export const DATE_YEAR_MAX = 2200;

export const DATE_RANGE_PROBLEM = `must be a day from ${DATE_YEAR_MIN}-01-01 to ${DATE_YEAR_MAX}-12-31`;

/** Whether an ISO date or date-time (YYYY-MM-DD…) falls in the agreed years; text that is not one is not this check's to judge. */
export function isWithinDateRange(iso: string): boolean {
  const year = /^(\d{4})-/.exec(iso)?.[1];
  if (year === undefined) return true;
  return Number(year) >= DATE_YEAR_MIN && Number(year) <= DATE_YEAR_MAX;
}

/** The one range check every request date carries (the registry test finds each by it). */
export const withinDateRange = z.refine<string>(isWithinDateRange, { error: DATE_RANGE_PROBLEM });

/** A request's date, YYYY-MM-DD, a real calendar day within the agreed years; `error` says what the field wants. */
export const dateField = (error: string) => z.iso.date({ error, abort: true }).check(withinDateRange);

/** A request's instant, ISO 8601 with a zone, within the agreed years; `error` says what the field wants. */
export const instantField = (error: string) =>
  z.iso.datetime({ offset: true, error, abort: true }).check(withinDateRange);
