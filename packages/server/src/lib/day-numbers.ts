/**
 * Dates as whole days since 1970-01-01 (UTC calendar), for the generator's inner loops: tens of
 * millions of date steps for the large agency are too slow as ISO strings and Date objects.
 */
const MS_PER_DAY = 86_400_000;
const isoOf = new Map<number, string>();

export function dayOf(iso: string): number {
  return Math.round(Date.parse(`${iso}T00:00:00Z`) / MS_PER_DAY);
}

export function isoOfDay(day: number): string {
  let iso = isoOf.get(day);
  if (iso === undefined) {
    iso = new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
    isoOf.set(day, iso);
  }
  return iso;
}

/** 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export const weekdayOf = (day: number) => (day + 4) % 7;

/** The Sunday on or before the day. */
export const sundayOf = (day: number) => day - weekdayOf(day);
