import { LEAVE_DAY_MINUTES } from '@crewline/protocol';
import type { leaveBanks } from '../db/schema';
import { dayOf, sundayOf } from '../lib/day-numbers';
import { AbsencePlanner, type AbsenceRow, type LeavePlan, planAbsences, planPastYear } from './absences';
import type { Department } from './agency';
import type { EmployeeRow } from './employees';
import { vacationWeeksFor } from './entitlements';
import type { HeldJob } from './held-jobs';
import { type JobNumbers, type JobRow, jobFor } from './jobs';
import type { PickPeriodRow } from './picks';
import { Random } from './random';
import { type TimecardRow, timecardsFor } from './timecards';

export type LeaveBankRow = typeof leaveBanks.$inferInsert;

/** The demo sign-ins' special cases (docs/architecture.md#demo-sign-ins; the screens show them). */
const SOON_VACATION = new Set(['100001', '100002', '200001', '200002', '300001']);
const LONG_LATEST_WEEK = new Set(['100001', '200001']);
/**
 * The demo sign-ins keep a day in every bank My Time charges a day off or a vacation day to,
 * whatever day the agency is seeded on: their journeys ask for one, in every year (issue 47).
 */
const KEEPS_A_DAY = new Set(SOON_VACATION);
/** 100003 has no timecard four weeks before the current week: the timecard empty state. */
const GAP_WEEKS_BACK: Record<string, number> = { '100003': 4 };
/** Personal days granted each leave year. */
const PERSONAL_DAYS = 3;
/** Upcoming work generated past today. */
export const DAYS_AHEAD = 56;

export interface RecordsContext {
  seed: number;
  today: string;
  periods: readonly PickPeriodRow[];
  picked: Record<Department, number[]>;
  numbers: JobNumbers;
}

export interface EmployeeRecords {
  /** With the index of their pick period in `periods`. */
  jobs: { period: number; job: JobRow }[];
  absences: AbsenceRow[];
  timecards: TimecardRow[];
  banks: LeaveBankRow[];
}

function leaveBanksFor(
  rng: Random,
  employee: EmployeeRow,
  year: number,
  years: number,
): { banks: LeaveBankRow[]; plan: LeavePlan } {
  const day = LEAVE_DAY_MINUTES;
  const passId = employee.passId;
  const keep = KEEPS_A_DAY.has(passId) ? 1 : 0;
  // A vacation week is five working days.
  const vacation = 5 * vacationWeeksFor(employee.department as Department, years);
  const carriedSick = years < 1 ? 0 : rng.int(5, 60);
  const carriedComp = Math.max(keep, rng.int(0, 4));
  const carriedVacation = years < 1 ? 0 : Math.max(keep, rng.int(0, 5));
  const bank = (code: string, carried: number, granted: number, monthly: number): LeaveBankRow => ({
    passId,
    bank: code,
    year,
    carriedMinutes: carried * day,
    grantedMinutes: granted * day,
    monthlyAccrualMinutes: monthly * day,
  });
  return {
    banks: [
      bank('VAC', carriedVacation, vacation, 0),
      bank('SICK', carriedSick, 0, 1),
      bank('PERS', 0, PERSONAL_DAYS, 0),
      bank('HOL', 0, 5, 0),
      bank('COMP', carriedComp, 0, 0),
    ],
    plan: {
      // A demo sign-in with nothing carried leaves a week untaken: days to take one at a time.
      vacationWeeks: vacation / 5 - (keep && carriedVacation === 0 && vacation > 0 ? 1 : 0),
      holidayDays: 5,
      // Never more than the bank holds by the time they are taken.
      sickDays: Math.min(rng.int(0, 8), carriedSick),
      personalDays: Math.min(rng.int(0, 3), PERSONAL_DAYS - keep),
      compDays: Math.min(rng.int(0, 2), carriedComp - keep),
    },
  };
}

/** One employee's jobs, absences, timecards and leave banks; a pure function of the seed and the employee. */
export function recordsFor(employee: EmployeeRow, ctx: RecordsContext): EmployeeRecords {
  const rng = Random.derive(ctx.seed, `records:${employee.passId}`);
  const today = dayOf(ctx.today);
  const year = Number(ctx.today.slice(0, 4));
  const hiredDay = dayOf(employee.seniorityDate);
  const years = (today - hiredDay) / 365.25;

  const jobs: EmployeeRecords['jobs'] = [];
  const held: HeldJob[] = [];
  for (const period of ctx.picked[employee.department as Department]) {
    const p = ctx.periods[period];
    if (!p) throw new Error(`no pick period ${period}`);
    const job = jobFor(rng, employee, period, ctx.numbers);
    jobs.push({ period, job });
    held.push({ effective: dayOf(p.effectiveDate), expiration: dayOf(p.expirationDate), job });
  }

  const { banks, plan } = leaveBanksFor(rng, employee, year, years);
  const planner = new AbsencePlanner(employee.passId, held, hiredDay);
  const currentSunday = sundayOf(today);
  // Demo weeks that must hold no absence, whatever day of the week the seed runs on: the long
  // latest week is a week worked, and a gap week has no timecard at all.
  if (LONG_LATEST_WEEK.has(employee.passId)) planner.keepClear(currentSunday - 7, currentSunday - 1);
  const gapBack = GAP_WEEKS_BACK[employee.passId];
  const gaps = new Set<number>();
  if (gapBack !== undefined) {
    const gap = currentSunday - 7 * gapBack;
    gaps.add(gap);
    planner.keepClear(gap, gap + 6);
  }
  const demo = SOON_VACATION.has(employee.passId);
  // A demo sign-in works the first holiday whose choice is open (the vacation soon may fall on
  // it, as on Christmas seen from early December): Holidays Accrue/Pay has one to choose any day.
  const holiday = demo ? planner.firstOpenHoliday(today) : undefined;
  if (holiday !== undefined) planner.keepClear(holiday, holiday);
  planAbsences(rng, planner, { year, today, last: today + DAYS_AHEAD, demo }, plan);
  // The year before, as history; the next year's banks once the records reach into it. Each
  // draws from a generator of its own, so the current year's records are the same either way.
  const yearRng = (y: number) => Random.derive(ctx.seed, `records:${employee.passId}:${y}`);
  if (hiredDay <= dayOf(`${year - 1}-12-31`)) {
    const pastRng = yearRng(year - 1);
    const past = leaveBanksFor(pastRng, employee, year - 1, years - 1);
    banks.push(...past.banks);
    planPastYear(pastRng, planner, year - 1, past.plan);
  }
  if (today + DAYS_AHEAD > dayOf(`${year}-12-31`)) {
    banks.push(...leaveBanksFor(yearRng(year + 1), employee, year + 1, years + 1).banks);
  }

  const timecards = timecardsFor(rng, {
    passId: employee.passId,
    held,
    absences: planner.byDay,
    hiredDay,
    currentSunday,
    gaps,
    longLatestWeek: LONG_LATEST_WEEK.has(employee.passId),
  });
  return { jobs, absences: planner.rows(), timecards, banks };
}
