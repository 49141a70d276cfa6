import {
  addDays,
  HOLIDAY_PAY_CODE,
  LEAVE_DAY_MINUTES,
  PAY_WEEK_DAYS,
  type ServiceElements,
  TIMECARD_TEXTS,
  TIMECARD_WEEKS_MAX,
} from '@crewline/protocol';
import type { Db } from '../../db/client';
import { RefusalError } from '../../exec/errors';
import type { HandlerContext, InputOf, SignedInContext } from '../../exec/handlers';
import { localIsoDate } from '../../lib/local-time';
import { cachePerOwner } from '../../lib/ttl-cache';
import { workedHolidaysChosen } from '../my-time/holiday-choices.repository';
import { findTimecard, listPayCodes, listTimecards, type PayCodeRecord } from './timecard.repository';
import { buildTimecard, isPayCategory, payCodeRules, timecardStatus, weekTotals } from './timecard-week';

const weekEndOf = (weekStart: string) => addDays(weekStart, PAY_WEEK_DAYS - 1);

/** The signed-in employee's pay weeks that have a timecard, newest first, with their hours. */
export async function timecardWeeks({
  db,
  session,
  now,
  config,
}: SignedInContext): Promise<ServiceElements<'mta_timecardWeeks'>> {
  // One read at a time: a call never holds two pooled connections (the pay codes are cached).
  const rows = await listTimecards(db, session.passId, TIMECARD_WEEKS_MAX);
  const rules = payCodeRules(await payCodesFor(db, now, config.sessionCacheMs));
  return {
    weeks: rows.map((row) => ({
      weekStart: row.weekStart,
      weekEnd: weekEndOf(row.weekStart),
      status: timecardStatus(row.status),
      totalMinutes: weekTotals(row.lines, rules).totalMinutes,
    })),
  };
}

/** Pay codes are reference data read on every timecard: each process keeps them as long as a session (ADR 5). */
const payCodeCache = cachePerOwner<Db, 'all', PayCodeRecord[]>();

function payCodesFor(db: Db, now: Date, ttlMs: number): Promise<PayCodeRecord[]> {
  return payCodeCache(db, ttlMs).getOrLoad('all', now.getTime(), () => listPayCodes(db));
}

/**
 * One pay week of the signed-in employee's timecard (never another's: the pass id is the
 * session's). A week that has not started in the agency's time zone is refused; a week
 * payroll holds no timecard for is an answer, not an error.
 */
export async function readTimecard(
  { db, session, now, config }: SignedInContext,
  input: InputOf<'mta_timecard'>,
): Promise<ServiceElements<'mta_timecard'>> {
  const { weekStart } = input;
  if (weekStart > localIsoDate(now, config.timeZone)) throw new RefusalError(TIMECARD_TEXTS.future(weekStart));
  const week = { weekStart, weekEnd: weekEndOf(weekStart) };
  const stored = await findTimecard(db, session.passId, weekStart);
  if (!stored) return { ...week, timecard: null };
  // A worked holiday the employee chose to be paid for (My Time) is a day of holiday pay on its week.
  const paid = await workedHolidaysChosen(db, session.passId, 'PAY', week.weekStart, week.weekEnd);
  const lines = [
    ...stored.lines,
    ...paid.map((date) => ({ date, payCode: HOLIDAY_PAY_CODE, minutes: LEAVE_DAY_MINUTES })),
  ];
  const rules = payCodeRules(await payCodesFor(db, now, config.sessionCacheMs));
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
