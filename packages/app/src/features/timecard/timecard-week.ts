import { addDays, PAY_WEEK_DAYS, sundayOnOrBefore, TIMECARD_TEXTS, weekStartSchema } from '@crewline/protocol';
import { PATHS } from '../../lib/paths';

/** The query parameter that names the viewer's pay week (its Sunday). */
export const WEEK_PARAM = 'week';

export function viewerPath(weekStart: string): string {
  return `${PATHS.timecardViewer}?${WEEK_PARAM}=${weekStart}`;
}

export type WeekChoice = { ok: true; weekStart: string } | { ok: false; message: string };

/** The pay week a viewer address names, checked with the very rule the server applies. */
export function weekFromSearch(search: string): WeekChoice {
  const named = new URLSearchParams(search).get(WEEK_PARAM);
  if (!named) return { ok: false, message: TIMECARD_TEXTS.chooseWeek };
  const parsed = weekStartSchema.safeParse(named);
  if (parsed.success) return { ok: true, weekStart: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? '' };
}

export const previousWeek = (weekStart: string) => addDays(weekStart, -PAY_WEEK_DAYS);
export const nextWeek = (weekStart: string) => addDays(weekStart, PAY_WEEK_DAYS);
export const weekEndOf = (weekStart: string) => addDays(weekStart, PAY_WEEK_DAYS - 1);

/**
 * Weeks worth a look: from the oldest to the newest week payroll holds a timecard for (gaps
 * between them show as empty weeks) and the current week, in progress until payroll enters it;
 * never one that has not started (the server refuses it). Without the list of weeks, only the
 * start of the next week bounds the way forward.
 */
export function hasNextWeek(weekStart: string, today: string, newestWeekStart: string | undefined): boolean {
  const next = nextWeek(weekStart);
  return (
    next <= today && (newestWeekStart === undefined || next <= newestWeekStart || next === sundayOnOrBefore(today))
  );
}

export function hasPreviousWeek(weekStart: string, oldestWeekStart: string | undefined): boolean {
  return oldestWeekStart === undefined || weekStart > oldestWeekStart;
}
