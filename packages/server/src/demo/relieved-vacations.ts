import { LEAVE_DAY_MINUTES } from '@crewline/protocol';
import { and, between, eq, inArray } from 'drizzle-orm';
import { bulkInsert } from '../db/bulk-insert';
import { absences, jobs, leaveBanks } from '../db/schema';
import type { Db } from '../db/types';
import { ABSENCE_PAY_CODE } from '../lib/absence-kinds';
import { dayOf, isoOfDay, weekdayOf } from '../lib/day-numbers';
import type { AbsenceRow } from './absences';
import { ABSENCE_COLUMNS } from './insert-records';
import { worksOn } from './jobs';
import { Random } from './random';

/** Crews on vacation in a relief week: about a tenth of the terminal (docs/pick.md#demo-agency). */
const SHARE_AWAY = 0.1;

/**
 * The terminal's crews' vacation weeks in the relief window: the records cover the leave year
 * so far, the window runs into the next one; each week gets crews away until about a tenth are
 * (a stretch of one or two weeks, on their working days), so every relief week has bids.
 */
export async function scheduleRelievedVacations(
  tx: Db,
  input: { seed: number; periodId: number; crews: readonly string[]; firstWeek: string; weeks: number },
): Promise<void> {
  if (input.crews.length === 0) return;
  const from = dayOf(input.firstWeek);
  const to = from + 7 * input.weeks - 1;
  const held = await tx
    .select({ passId: jobs.pickedBy, daysOff: jobs.daysOff })
    .from(jobs)
    .where(and(eq(jobs.pickPeriodId, input.periodId), inArray(jobs.pickedBy, [...input.crews])));
  const jobOf = new Map(held.map((j) => [j.passId as string, j]));
  const taken = await tx
    .select({ passId: absences.passId, date: absences.date, kind: absences.kind })
    .from(absences)
    .where(and(inArray(absences.passId, [...input.crews]), between(absences.date, isoOfDay(from), isoOfDay(to))));
  const busy = new Map<string, Set<number>>();
  const away = new Map<number, Set<string>>();
  const mark = (passId: string, day: number, vacation: boolean) => {
    busy.set(passId, (busy.get(passId) ?? new Set()).add(day));
    if (!vacation) return;
    const week = from + 7 * Math.floor((day - from) / 7);
    away.set(week, (away.get(week) ?? new Set()).add(passId));
  };
  for (const a of taken) mark(a.passId, dayOf(a.date), a.kind === 'VACATION');

  const left = await vacationLeft(tx, input.crews);

  const rng = Random.derive(input.seed, 'relieved-vacations');
  const target = Math.max(2, Math.round(input.crews.length * SHARE_AWAY));
  const rows: AbsenceRow[] = [];
  for (let week = from; week <= to; week += 7) {
    for (let tries = 0; (away.get(week)?.size ?? 0) < target && tries < 20; tries++) {
      const passId = rng.pick(input.crews);
      const job = jobOf.get(passId);
      const last = Math.min(to, week + 7 * rng.int(1, 2) - 1);
      if (!job || [...(busy.get(passId) ?? [])].some((d) => d >= week - 7 && d <= last + 7)) continue;
      const days: number[] = [];
      for (let day = week; day <= last; day++) if (worksOn(job, weekdayOf(day))) days.push(day);
      // Within what the year's vacation bank still holds (a year whose bank is not open yet: its grant).
      const perYear = new Map<string, number>();
      for (const day of days) perYear.set(yearOf(day), (perYear.get(yearOf(day)) ?? 0) + LEAVE_DAY_MINUTES);
      if ([...perYear].some(([year, minutes]) => minutes > (left.get(`${passId}:${year}`) ?? Infinity))) continue;
      for (const [year, minutes] of perYear) {
        const key = `${passId}:${year}`;
        if (left.has(key)) left.set(key, (left.get(key) as number) - minutes);
      }
      for (let day = week; day <= last; day++) mark(passId, day, true);
      for (const day of days)
        rows.push({
          passId,
          date: isoOfDay(day),
          kind: 'VACATION',
          payCode: ABSENCE_PAY_CODE.VACATION,
          minutes: LEAVE_DAY_MINUTES,
          quotaCode: null,
        });
    }
  }
  if (rows.length > 0) await bulkInsert(tx, 'absences', ABSENCE_COLUMNS, rows);
}

const yearOf = (day: number) => isoOfDay(day).slice(0, 4);

/** Vacation minutes each crew may still take, by year: the year's bank as earned, less what is charged to it. */
async function vacationLeft(tx: Db, crews: readonly string[]): Promise<Map<string, number>> {
  const banks = await tx
    .select()
    .from(leaveBanks)
    .where(and(inArray(leaveBanks.passId, [...crews]), eq(leaveBanks.bank, ABSENCE_PAY_CODE.VACATION)));
  const left = new Map<string, number>();
  for (const b of banks)
    left.set(`${b.passId}:${b.year}`, b.carriedMinutes + b.grantedMinutes + 12 * b.monthlyAccrualMinutes);
  const charged = await tx
    .select({ passId: absences.passId, date: absences.date, minutes: absences.minutes })
    .from(absences)
    .where(and(inArray(absences.passId, [...crews]), eq(absences.payCode, ABSENCE_PAY_CODE.VACATION)));
  for (const c of charged) {
    const key = `${c.passId}:${c.date.slice(0, 4)}`;
    if (left.has(key)) left.set(key, (left.get(key) as number) - c.minutes);
  }
  return left;
}
