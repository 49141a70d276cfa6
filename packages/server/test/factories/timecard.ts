import { payCodes, type TimecardLine, timecards } from '../../src/db/schema';
import { toLineColumns } from '../../src/db/timecard-lines';
import type { Db } from '../../src/db/types';
import { PAY_CODES } from '../../src/lib/pay-codes';

/** The agency's pay codes, as the seed writes them (kept when already there). */
export async function ensurePayCodes(db: Db): Promise<void> {
  await db
    .insert(payCodes)
    .values([...PAY_CODES])
    .onConflictDoNothing();
}

/** A worked day on `job`: straight time with its times, and whatever else is given. */
export function workedDay(
  date: string,
  job: string,
  start: number,
  end: number,
  extra: readonly Omit<TimecardLine, 'date'>[] = [],
): TimecardLine[] {
  return [{ date, payCode: 'REG', minutes: end - start, job, start, end }, ...extra.map((l) => ({ ...l, date }))];
}

/** A leave day charged to `payCode` (eight hours unless given). */
export function leaveDay(date: string, payCode: string, minutes = 480): TimecardLine {
  return { date, payCode, minutes };
}

/** One employee's timecard for the pay week starting `weekStart` (a Sunday). */
export async function createTimecard(
  db: Db,
  passId: string,
  weekStart: string,
  lines: TimecardLine[],
  status: 'APPROVED' | 'PENDING' = 'APPROVED',
): Promise<void> {
  await db.insert(timecards).values({ passId, weekStart, status, ...toLineColumns(weekStart, lines) });
}
