import { and, asc, eq, gte, inArray, isNotNull, lte, max, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { absences, holidayChoices, leaveBanks, payCodes, quotas, timecards } from '../../db/schema';

/** The Sunday of the employee's latest timecard week starting on or before `onOrBefore`. */
export async function latestTimecardWeekStart(db: Db, passId: string, onOrBefore: string): Promise<string | undefined> {
  const [row] = await db
    .select({ weekStart: max(timecards.weekStart) })
    .from(timecards)
    .where(and(eq(timecards.passId, passId), lte(timecards.weekStart, onOrBefore)));
  return row?.weekStart ?? undefined;
}

export async function findLeaveBanks(db: Db, passId: string, year: number) {
  return db
    .select({
      bank: leaveBanks.bank,
      carriedMinutes: leaveBanks.carriedMinutes,
      grantedMinutes: leaveBanks.grantedMinutes,
      monthlyAccrualMinutes: leaveBanks.monthlyAccrualMinutes,
    })
    .from(leaveBanks)
    .where(and(eq(leaveBanks.passId, passId), eq(leaveBanks.year, year)));
}

/**
 * Minutes of absence charged to each bank (through the pay code's bank) from `from` to `to`,
 * split at `asOf`: used on or before it, scheduled after it.
 */
export async function bankMinutes(db: Db, passId: string, range: { from: string; asOf: string; to: string }) {
  return db
    .select({
      bank: sql<string>`${payCodes.bank}`,
      used: sql<number>`coalesce(sum(${absences.minutes}) filter (where ${absences.date} <= ${range.asOf}), 0)::int`,
      scheduled: sql<number>`coalesce(sum(${absences.minutes}) filter (where ${absences.date} > ${range.asOf}), 0)::int`,
    })
    .from(absences)
    .innerJoin(payCodes, eq(absences.payCode, payCodes.code))
    .where(
      and(
        eq(absences.passId, passId),
        gte(absences.date, range.from),
        lte(absences.date, range.to),
        isNotNull(payCodes.bank),
      ),
    )
    .groupBy(payCodes.bank);
}

/** Every quota, the smallest allowance (the one an employee runs out of first) first. */
export async function allQuotas(db: Db) {
  return db
    .select({ code: quotas.code, description: quotas.description, allowanceDays: quotas.allowanceDays })
    .from(quotas)
    .orderBy(asc(quotas.allowanceDays), asc(quotas.code));
}

/** The calendar years in which the employee has an absence charged to a known quota. */
export async function quotaAbsenceYears(db: Db, passId: string): Promise<number[]> {
  const year = sql<number>`extract(year from ${absences.date})::int`;
  const rows = await db
    .selectDistinct({ year })
    .from(absences)
    .innerJoin(quotas, eq(absences.quotaCode, quotas.code))
    .where(eq(absences.passId, passId));
  return rows.map((r) => Number(r.year));
}

/** The employee's absences charged to a known quota from `from` to `to`, by date. */
export async function quotaAbsencesBetween(db: Db, passId: string, from: string, to: string) {
  return db
    .select({
      quotaCode: sql<string>`${absences.quotaCode}`,
      date: absences.date,
      kind: absences.kind,
      payCode: absences.payCode,
      payCodeDescription: payCodes.description,
      minutes: absences.minutes,
    })
    .from(absences)
    .innerJoin(quotas, eq(absences.quotaCode, quotas.code))
    .leftJoin(payCodes, eq(absences.payCode, payCodes.code))
    .where(and(eq(absences.passId, passId), gte(absences.date, from), lte(absences.date, to)))
    .orderBy(asc(absences.date));
}

/**
 * The holidays from..to the employee chose to bank (ACCRUE) or be paid for (PAY) and worked, by
 * date: a holiday chosen for, then not worked after all (out sick, a day off), is neither.
 */
export async function workedHolidaysChosen(
  db: Db,
  passId: string,
  choice: 'ACCRUE' | 'PAY',
  from: string,
  to: string,
): Promise<string[]> {
  const rows = await db
    .select({ date: holidayChoices.date })
    .from(holidayChoices)
    .where(
      and(
        eq(holidayChoices.passId, passId),
        eq(holidayChoices.choice, choice),
        gte(holidayChoices.date, from),
        lte(holidayChoices.date, to),
        notExists(
          db
            .select({ one: sql`1` })
            .from(absences)
            .where(and(eq(absences.passId, holidayChoices.passId), eq(absences.date, holidayChoices.date))),
        ),
      ),
    )
    .orderBy(asc(holidayChoices.date));
  return rows.map((r) => r.date);
}

export type AbsenceRow = typeof absences.$inferInsert;

/** Rows per INSERT of absences: well under PostgreSQL's bind-parameter limit. */
const ABSENCE_CHUNK = 5_000;

/** Writes absences (a pick's awarded vacation days and holidays), in chunks. */
export async function insertAbsences(tx: Db, days: readonly AbsenceRow[]): Promise<void> {
  for (let i = 0; i < days.length; i += ABSENCE_CHUNK) {
    await tx.insert(absences).values(days.slice(i, i + ABSENCE_CHUNK));
  }
}

/** Removes the absences these awards wrote: a pick's correction superseded the awards. */
export async function removeAwardAbsences(tx: Db, awardIds: readonly number[], from?: string): Promise<void> {
  if (awardIds.length === 0) return;
  await tx
    .delete(absences)
    .where(and(inArray(absences.awardId, [...awardIds]), from === undefined ? undefined : gte(absences.date, from)));
}

/** Of these days, those that already hold an absence ("pass:date"). */
export async function daysAway(tx: Db, days: readonly { passId: string; date: string }[]): Promise<Set<string>> {
  if (days.length === 0) return new Set();
  const rows = rowsOf<{ pass_id: string; date: string }>(
    await tx.execute(sql`select a.pass_id, to_char(a.date, 'YYYY-MM-DD') as date from absences a
      join unnest(${sql.param(days.map((d) => d.passId))}::text[], ${sql.param(days.map((d) => d.date))}::date[])
        as v(pass_id, date) on a.pass_id = v.pass_id and a.date = v.date`),
  );
  return new Set(rows.map((r) => `${r.pass_id}:${r.date}`));
}
