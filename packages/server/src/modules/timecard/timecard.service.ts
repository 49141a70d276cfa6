import {
  addDays,
  HOLIDAY_PAY_CODE,
  LEAVE_DAY_MINUTES,
  PAY_WEEK_DAYS,
  type ServiceElements,
  sundayOnOrBefore,
  TIMECARD_TEXTS,
  TIMECARD_WEEKS_MAX,
} from '@crewline/protocol';
import type { Db } from '../../db/client';
import { RefusalError } from '../../exec/errors';
import type { HandlerContext, InputOf, SignedInContext } from '../../exec/handlers';
import { localIsoDate } from '../../lib/local-time';
import { cachePerOwner } from '../../lib/ttl-cache';
import { workedHolidaysChosen } from '../leave';
import { findAbsences } from '../scheduled-assignments';
import { findTimecard, listPayCodes, listTimecards, type PayCodeRecord } from './timecard.repository';
import {
  buildTimecard,
  isPayCategory,
  type PayCodeRules,
  payCodeRules,
  timecardStatus,
  weekTotals,
} from './timecard-week';

const weekEndOf = (weekStart: string) => addDays(weekStart, PAY_WEEK_DAYS - 1);

type Line = { date: string; payCode: string; minutes: number };

/** A worked holiday the employee chose to be paid for (My Time) is a day of holiday pay on its week. */
async function holidayPayLines(db: Db, passId: string, weekStart: string): Promise<Line[]> {
  const paid = await workedHolidaysChosen(db, passId, 'PAY', weekStart, weekEndOf(weekStart));
  return paid.map((date) => ({ date, payCode: HOLIDAY_PAY_CODE, minutes: LEAVE_DAY_MINUTES }));
}

/**
 * The current week before payroll has entered it: the leave recorded for it so far (sick,
 * days off, vacation, holidays: whatever is charged to a leave pay code) and the holiday pay
 * chosen, so what the employee records in My Time is on the timecard at once. No work: hours
 * worked are payroll's to enter, never guessed from the schedule.
 */
async function weekInProgress(db: Db, passId: string, weekStart: string, rules: PayCodeRules): Promise<Line[]> {
  const recorded = await findAbsences(db, passId, weekStart, weekEndOf(weekStart));
  const leave = recorded.flatMap((a) =>
    a.payCode !== null && rules.get(a.payCode)?.category === 'LEAVE'
      ? [{ date: a.date, payCode: a.payCode, minutes: a.minutes }]
      : [],
  );
  return [...leave, ...(await holidayPayLines(db, passId, weekStart))];
}

const IN_PROGRESS = 'IN_PROGRESS';

/**
 * The signed-in employee's pay weeks that have a timecard, newest first, with their hours; the
 * current week first, in progress, when payroll has not entered it and something is recorded in it.
 */
export async function timecardWeeks({
  db,
  session,
  now,
  config,
}: SignedInContext): Promise<ServiceElements<'mta_timecardWeeks'>> {
  // One read at a time: a call never holds two pooled connections (the pay codes are cached).
  const rows = await listTimecards(db, session.passId, TIMECARD_WEEKS_MAX);
  const rules = payCodeRules(await payCodesFor(db, now, config.sessionCacheMs));
  const current = sundayOnOrBefore(localIsoDate(now, config.timeZone));
  const weeks = rows.map((row) => ({
    weekStart: row.weekStart,
    weekEnd: weekEndOf(row.weekStart),
    status: timecardStatus(row.status),
    totalMinutes: weekTotals(row.lines, rules).totalMinutes,
  }));
  if (rows[0]?.weekStart === current) return { weeks };
  // The current week, before payroll enters it, is listed once something is recorded in it.
  const lines = await weekInProgress(db, session.passId, current, rules);
  if (lines.length === 0) return { weeks };
  const inProgress = {
    weekStart: current,
    weekEnd: weekEndOf(current),
    status: IN_PROGRESS,
    totalMinutes: weekTotals(lines, rules).totalMinutes,
  } as const;
  return { weeks: [inProgress, ...weeks].slice(0, TIMECARD_WEEKS_MAX) };
}

/** Pay codes are reference data read on every timecard: each process keeps them as long as a session (ADR 5). */
const payCodeCache = cachePerOwner<Db, 'all', PayCodeRecord[]>();

function payCodesFor(db: Db, now: Date, ttlMs: number): Promise<PayCodeRecord[]> {
  return payCodeCache(db, ttlMs).getOrLoad('all', now.getTime(), () => listPayCodes(db));
}

/**
 * One pay week of the signed-in employee's timecard (never another's: the pass id is the
 * session's). A week that has not started in the agency's time zone is refused; a week
 * payroll holds no timecard for is an answer, not an error, except the current one: it is in
 * progress, with the leave recorded so far.
 */
export async function readTimecard(
  { db, session, now, config }: SignedInContext,
  input: InputOf<'mta_timecard'>,
): Promise<ServiceElements<'mta_timecard'>> {
  const { weekStart } = input;
  if (weekStart > localIsoDate(now, config.timeZone)) throw new RefusalError(TIMECARD_TEXTS.future(weekStart));
  const week = { weekStart, weekEnd: weekEndOf(weekStart) };
  const stored = await findTimecard(db, session.passId, weekStart);
  const rules = payCodeRules(await payCodesFor(db, now, config.sessionCacheMs));
  if (!stored) {
    if (weekStart !== sundayOnOrBefore(localIsoDate(now, config.timeZone))) return { ...week, timecard: null };
    const lines = await weekInProgress(db, session.passId, weekStart, rules);
    return { ...week, timecard: buildTimecard(weekStart, { status: IN_PROGRESS, lines }, rules) };
  }
  const lines = [...stored.lines, ...(await holidayPayLines(db, session.passId, weekStart))];
  return { ...week, timecard: buildTimecard(weekStart, { ...stored, lines }, rules) };
}

/** Every pay code with how the app shows it. */
export async function timecardColors({ db }: HandlerContext): Promise<ServiceElements<'mta_timecardColors'>> {
  const rows = await listPayCodes(db);
  return {
    payCodes: rows.map((row) => {
      if (!isPayCategory(row.category)) throw new Error(`pay code ${row.code} has unknown category ${row.category}`);
      return { ...row, category: row.category };
    }),
  };
}
