import {
  ASSIGNMENT_TEXTS,
  addDays,
  assignmentRangeProblem,
  scheduleDateSchema,
  sundayOnOrBefore,
} from '@crewline/protocol';
import { dayName, formatDateRange, formatDisplayDate } from '../../lib/date-format';
import { PATHS } from '../../lib/paths';

/** Days to show, ISO dates, from ≤ to. */
export interface DateRange {
  from: string;
  to: string;
}

export type RangeChoice = { ok: true; range: DateRange } | { ok: false; message: string };

export interface QuickRange {
  label: string;
  range: DateRange;
}

/** The picker's ready-made choices around `today` (ISO). A week runs Sunday to Saturday, like a pay week. */
export function quickRanges(today: string): QuickRange[] {
  const sunday = sundayOnOrBefore(today);
  return [
    { label: 'Today', range: { from: today, to: today } },
    { label: 'This week', range: { from: sunday, to: addDays(sunday, 6) } },
    { label: 'Next 2 weeks', range: { from: today, to: addDays(today, 13) } },
    { label: 'Next 8 weeks', range: { from: today, to: addDays(today, 55) } },
  ];
}

/**
 * The range the employee chose, judged by the server's own rule: a start date is needed; no
 * end date means that one day.
 */
export function checkRange(from: string, to: string): RangeChoice {
  const start = from.trim();
  const end = to.trim() === '' ? start : to.trim();
  if (start === '') return { ok: false, message: ASSIGNMENT_TEXTS.chooseDate };
  if (!scheduleDateSchema.safeParse(start).success || !scheduleDateSchema.safeParse(end).success) {
    return { ok: false, message: ASSIGNMENT_TEXTS.dateFormat };
  }
  const problem = assignmentRangeProblem(start, end);
  return problem ? { ok: false, message: problem } : { ok: true, range: { from: start, to: end } };
}

/** The viewer's address for a range. */
export function viewerPath({ from, to }: DateRange): string {
  return `${PATHS.scheduledAssignmentsViewer}?${new URLSearchParams({ from, to })}`;
}

/** The range the viewer's query string names. */
export function rangeFromSearch(search: string): RangeChoice {
  const params = new URLSearchParams(search);
  return checkRange(params.get('from') ?? '', params.get('to') ?? '');
}

/** "Sat 21-Nov-26" for one day, "21-Nov-26 – 18-Jan-27" for several. */
export function describeRange({ from, to }: DateRange): string {
  if (from === to) return `${dayName(from)} ${formatDisplayDate(from)}`;
  return formatDateRange(from, to);
}
