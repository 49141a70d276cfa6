import { twoDigits } from './digits';
import { wallClockDate, wallClockIn } from './zoned-time';

/** Wire date helpers shared by server and app. Dates on the wire are ISO YYYY-MM-DD, except
 * the sign-in header fields (docs/product.md#sign-in), which are DD-MMM-YYYY. */
export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

function isoParts(iso: string): { day: string; month: string; year: string } {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  if (!m || !month) throw new Error(`not an ISO date: ${iso}`);
  return { day: m[3] as string, month, year: m[1] as string };
}

/** ISO YYYY-MM-DD → DD-MMM-YYYY. */
export function isoToHeaderDate(iso: string): string {
  const { day, month, year } = isoParts(iso);
  return `${day}-${month}-${year}`;
}

/** ISO YYYY-MM-DD → dd-Mon-yy, how a date is shown (docs/product.md#dates-and-times), as the server's English texts write one. */
export function isoToDisplayDate(iso: string): string {
  const { day, month, year } = isoParts(iso);
  return `${day}-${month}-${year.slice(2)}`;
}

/** DD-MMM-YYYY → ISO YYYY-MM-DD, or undefined when blank or malformed. */
export function headerDateToIso(value: string | undefined | null): string | undefined {
  const m = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/.exec((value ?? '').trim());
  if (!m) return undefined;
  const month = MONTHS.findIndex((x) => x.toLowerCase() === (m[2] as string).toLowerCase());
  if (month < 0) return undefined;
  return `${m[3]}-${twoDigits(month + 1)}-${twoDigits(Number(m[1]))}`;
}

/** Whole days from one ISO date to another (negative when `to` is earlier). */
export function daysBetween(fromIso: string, toIso: string): number {
  return Math.round((Date.parse(`${toIso}T00:00:00Z`) - Date.parse(`${fromIso}T00:00:00Z`)) / 86_400_000);
}

/** The ISO calendar date of an instant in a time zone. */
export function isoDateIn(instant: Date, timeZone: string): string {
  return wallClockDate(wallClockIn(instant, timeZone));
}

/** 0 = Sunday … 6 = Saturday, for an ISO date. */
export function weekdayOf(iso: string): number {
  return new Date(`${iso}T00:00:00Z`).getUTCDay();
}

/** The Sunday of the week (Sunday to Saturday) holding an ISO date. */
export function sundayOnOrBefore(iso: string): string {
  return addDays(iso, -weekdayOf(iso));
}

export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
