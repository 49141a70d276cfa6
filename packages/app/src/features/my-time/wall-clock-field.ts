import { agencyInstant, agencyWallClock } from '../../session/agency-time';

const pad = (n: number) => String(n).padStart(2, '0');

/** A day that exists: Date.parse reads 2026-02-30 as 2 March rather than refusing it. */
function isCalendarDay(iso: string): boolean {
  const midnight = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(midnight.getTime()) && midnight.toISOString().slice(0, 10) === iso;
}

/** An instant as a datetime-local field holds it: the agency's wall clock, to the minute. */
export function fieldValue(instant: Date): string {
  const { date, minutes } = agencyWallClock(instant);
  return `${date}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The instant a datetime-local field's agency wall clock names; undefined while it holds no whole time. */
export function instantOf(value: string): Date | undefined {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!m) return undefined;
  const [, date = '', hours, minutes] = m;
  if (!isCalendarDay(date) || Number(hours) > 23 || Number(minutes) > 59) return undefined;
  return agencyInstant(date, Number(hours) * 60 + Number(minutes));
}
