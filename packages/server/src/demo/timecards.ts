import type { TimecardLine } from '../db/schema';
import { isoOfDay, weekdayOf } from '../lib/day-numbers';
import type { AbsenceRow } from './absences';
import { type HeldJob, jobOn } from './held-jobs';
import { type JobRow, worksOn } from './jobs';
import type { Random } from './random';

/** A timecard as the generator writes it, lines and all (stored column-wise: db/timecard-lines.ts). */
export interface TimecardRow {
  passId: string;
  weekStart: string;
  status: 'APPROVED' | 'PENDING';
  lines: TimecardLine[];
}

/** Pay weeks of history, ending with last week. */
export const TIMECARD_WEEKS = 26;

/** Night differential applies to work between 20:00 and 06:00. */
const NIGHTS: readonly [number, number][] = [
  [-240, 360],
  [1200, 1800],
  [2640, 3240],
];

function nightMinutes(start: number, end: number): number {
  let total = 0;
  for (const [from, to] of NIGHTS) total += Math.max(0, Math.min(end, to) - Math.max(start, from));
  return total;
}

export interface TimecardStyle {
  /** Chance of overtime after a worked day. */
  overtime: number;
  /** Chance of working a day off. */
  dayOffWorked: number;
}

export const USUAL_WEEK: TimecardStyle = { overtime: 0.12, dayOffWorked: 0.03 };
/** A heavy week: overtime every day and a day off worked, for the long-list screens. */
export const LONG_WEEK: TimecardStyle = { overtime: 1, dayOffWorked: 1 };

function workedDay(date: string, weekday: number, job: JobRow, rng: Random, style: TimecardStyle): TimecardLine[] {
  const { startMinutes: start, endMinutes: end, paidMinutes: paid, code } = job;
  const lines: TimecardLine[] = [{ date, payCode: 'REG', minutes: paid, job: code, start, end }];
  let last = end;
  if (rng.chance(style.overtime)) {
    const extra = 15 * rng.int(2, 12);
    lines.push({ date, payCode: 'OT', minutes: extra, job: code, start: end, end: end + extra });
    last = end + extra;
  }
  const night = nightMinutes(start, last);
  if (night > 0) lines.push({ date, payCode: 'NDIF', minutes: night, job: code, start, end: last });
  if (weekday === 0) lines.push({ date, payCode: 'SUN', minutes: paid, job: code, start, end });
  return lines;
}

function leaveDay(absence: AbsenceRow): TimecardLine {
  const line: TimecardLine = { date: absence.date, payCode: absence.payCode ?? 'TRN', minutes: absence.minutes };
  if (absence.startMinutes != null && absence.endMinutes != null) {
    line.start = absence.startMinutes;
    line.end = absence.endMinutes;
  }
  return line;
}

export interface TimecardInput {
  passId: string;
  held: readonly HeldJob[];
  absences: ReadonlyMap<number, AbsenceRow>;
  hiredDay: number;
  /** The Sunday of the current week: history stops the day before. */
  currentSunday: number;
  /** Week starts (Sundays) with no timecard at all. */
  gaps?: ReadonlySet<number>;
  longLatestWeek?: boolean;
}

/**
 * Payroll's record of the weeks worked, derived from the job in force and the absences so
 * timecards, assignments and leave balances tell the same story. The latest week is PENDING.
 */
export function timecardsFor(rng: Random, input: TimecardInput): TimecardRow[] {
  const rows: TimecardRow[] = [];
  for (let w = TIMECARD_WEEKS; w >= 1; w--) {
    const sunday = input.currentSunday - 7 * w;
    if (sunday + 6 < input.hiredDay || input.gaps?.has(sunday)) continue;
    const style = w === 1 && input.longLatestWeek ? LONG_WEEK : USUAL_WEEK;
    const lines: TimecardLine[] = [];
    let dayOffWorked = false;
    for (let day = Math.max(sunday, input.hiredDay); day < sunday + 7; day++) {
      const date = isoOfDay(day);
      const absence = input.absences.get(day);
      if (absence) {
        lines.push(leaveDay(absence));
        continue;
      }
      const job = jobOn(input.held, day);
      if (!job) continue;
      const weekday = weekdayOf(day);
      if (worksOn(job, weekday)) lines.push(...workedDay(date, weekday, job, rng, style));
      else if (!dayOffWorked && rng.chance(style.dayOffWorked)) {
        dayOffWorked = true;
        const { startMinutes: start, endMinutes: end, paidMinutes: minutes } = job;
        lines.push({ date, payCode: 'RDO', minutes, job: 'EXTRA', start, end });
      }
    }
    rows.push({ passId: input.passId, weekStart: isoOfDay(sunday), status: w === 1 ? 'PENDING' : 'APPROVED', lines });
  }
  return rows;
}
