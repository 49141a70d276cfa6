import {
  addDays,
  PAY_CATEGORIES,
  PAY_WEEK_DAYS,
  type PayCategory,
  TIMECARD_STATUSES,
  type Timecard,
  type TimecardDay,
  type TimecardLine,
  type TimecardStatus,
  type TimecardTotals,
} from '@crewline/protocol';
import type { TimecardLine as StoredLine } from '../../db/schema';

/** What the week's arithmetic needs to know of a pay code. */
export interface PayCodeRule {
  category: PayCategory;
  sortOrder: number;
}
export type PayCodeRules = ReadonlyMap<string, PayCodeRule>;

export function isPayCategory(value: string): value is PayCategory {
  return (PAY_CATEGORIES as readonly string[]).includes(value);
}

/** The rules by code; a category payroll does not know is a data fault, never guessed at. */
export function payCodeRules(rows: readonly { code: string; category: string; sortOrder: number }[]): PayCodeRules {
  return new Map(
    rows.map((row) => {
      if (!isPayCategory(row.category)) throw new Error(`pay code ${row.code} has unknown category ${row.category}`);
      return [row.code, { category: row.category, sortOrder: row.sortOrder }];
    }),
  );
}

function ruleOf(rules: PayCodeRules, payCode: string): PayCodeRule {
  const rule = rules.get(payCode);
  // A line left out of the totals would be a wrong number on a pay record: refuse to answer.
  if (!rule) throw new Error(`timecard line with unknown pay code ${payCode}`);
  return rule;
}

export function timecardStatus(value: string): TimecardStatus {
  const status = TIMECARD_STATUSES.find((s) => s === value);
  if (!status) throw new Error(`timecard with unknown status ${value}`);
  return status;
}

/** Premiums are paid on hours already counted, so the hours of a day or a week leave them out. */
const countsAsHours = (category: PayCategory) => category !== 'PREMIUM';

/** Minutes per category, each the sum of its lines, and the hours of the week. */
export function weekTotals(
  lines: readonly { payCode: string; minutes: number }[],
  rules: PayCodeRules,
): TimecardTotals {
  const by: Record<PayCategory, number> = { STRAIGHT: 0, OVERTIME: 0, PREMIUM: 0, LEAVE: 0 };
  for (const line of lines) by[ruleOf(rules, line.payCode).category] += line.minutes;
  return {
    straightMinutes: by.STRAIGHT,
    overtimeMinutes: by.OVERTIME,
    premiumMinutes: by.PREMIUM,
    leaveMinutes: by.LEAVE,
    totalMinutes: PAY_CATEGORIES.filter(countsAsHours).reduce((sum, category) => sum + by[category], 0),
  };
}

function toLine(stored: StoredLine): TimecardLine {
  return {
    payCode: stored.payCode,
    minutes: stored.minutes,
    job: stored.job ?? null,
    start: stored.start ?? null,
    end: stored.end ?? null,
  };
}

/** Lines without times first, then by start. */
function byStart(a: TimecardLine, b: TimecardLine): number {
  if (a.start === null || b.start === null) return a.start === b.start ? 0 : a.start === null ? -1 : 1;
  return a.start - b.start;
}

function byPayCodeThenStart(rules: PayCodeRules) {
  return (a: TimecardLine, b: TimecardLine) =>
    ruleOf(rules, a.payCode).sortOrder - ruleOf(rules, b.payCode).sortOrder || byStart(a, b);
}

/** The seven days of the week starting `weekStart`, each with its lines in pay-code order. */
export function weekDays(weekStart: string, stored: readonly StoredLine[], rules: PayCodeRules): TimecardDay[] {
  const dates = Array.from({ length: PAY_WEEK_DAYS }, (_, i) => addDays(weekStart, i));
  const linesByDate = new Map<string, TimecardLine[]>(dates.map((d) => [d, []]));
  for (const line of stored) {
    const day = linesByDate.get(line.date);
    // Dropping a line dated outside its week would make the totals disagree with payroll.
    if (!day) throw new Error(`timecard of week ${weekStart} has a line dated ${line.date}`);
    day.push(toLine(line));
  }
  const order = byPayCodeThenStart(rules);
  return dates.map((date) => {
    const lines = (linesByDate.get(date) ?? []).sort(order);
    return { date, lines, totalMinutes: weekTotals(lines, rules).totalMinutes };
  });
}

/** Each pay code used in the week with the sum of its lines, in pay-code order: the legend. */
export function codeTotals(lines: readonly { payCode: string; minutes: number }[], rules: PayCodeRules) {
  const sums = new Map<string, number>();
  for (const line of lines) sums.set(line.payCode, (sums.get(line.payCode) ?? 0) + line.minutes);
  return [...sums]
    .map(([payCode, minutes]) => ({ payCode, minutes }))
    .sort((a, b) => ruleOf(rules, a.payCode).sortOrder - ruleOf(rules, b.payCode).sortOrder);
}

/** A stored timecard as the employee reads it: days, legend and totals, all from the same lines. */
export function buildTimecard(
  weekStart: string,
  stored: { status: string; lines: readonly StoredLine[] },
  rules: PayCodeRules,
): Timecard {
  return {
    status: timecardStatus(stored.status),
    days: weekDays(weekStart, stored.lines, rules),
    codeTotals: codeTotals(stored.lines, rules),
    totals: weekTotals(stored.lines, rules),
  };
}
