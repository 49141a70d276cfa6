import { addDays } from '@crewline/protocol';
import { and, asc, between, count, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  absences,
  awards,
  employees,
  jobs,
  leaveBanks,
  packages,
  payCodes,
  pickPeriods,
  pickRounds,
  timecards,
} from '../../src/db/schema';
import { fromLineColumns } from '../../src/db/timecard-lines';
import { TIMECARD_WEEKS } from '../../src/demo/timecards';
import { createTestDatabase, type TestDatabase } from '../helper';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

/** The Sunday of the test day's week. */
const currentSunday = () => addDays(t.today, -new Date(`${t.today}T00:00:00Z`).getUTCDay());

describe('jobs', () => {
  it('gives every employee one job in each of the three picks made in their department (the pick office picks none)', async () => {
    const held = await t.db
      .select({ passId: employees.passId, n: count(pickPeriods.id) })
      .from(employees)
      .leftJoin(jobs, eq(jobs.pickedBy, employees.passId))
      .leftJoin(
        pickPeriods,
        and(
          eq(pickPeriods.id, jobs.pickPeriodId),
          eq(pickPeriods.department, employees.department),
          lt(pickPeriods.endDate, t.today),
        ),
      )
      .where(isNull(employees.officeRole))
      .groupBy(employees.passId);
    expect(new Set(held.map((r) => r.n))).toEqual(new Set([3]));
  });

  it('keeps job codes unique within a pick and days off to two days', async () => {
    const all = await t.db.select().from(jobs);
    const keys = new Set(all.map((j) => `${j.pickPeriodId}:${j.code}`));
    expect(keys.size).toBe(all.length);
    for (const j of all) {
      expect(j.daysOff.toString(2).replaceAll('0', '')).toBe('11');
      expect(j.reportMinutes).toBeLessThan(j.startMinutes);
      expect(j.endMinutes - j.startMinutes).toBeGreaterThanOrEqual(j.paidMinutes);
    }
  });

  it('gives RTO a future job; in the open picks only the turns awarded hold work', async () => {
    const periods = await t.db.select().from(pickPeriods).orderBy(asc(pickPeriods.id));
    const future = periods.filter((p) => p.effectiveDate > t.today);
    expect(future.map((p) => p.department).sort()).toEqual(['DOB', 'RTO', 'RTO']);
    // The RTO pick whose work is still to come has been made: its window closed before today.
    const made = future.filter((p) => p.endDate < t.today);
    expect(made.map((p) => p.department)).toEqual(['RTO']);
    for (const p of future) {
      const holders = await t.db
        .select({ passId: jobs.pickedBy })
        .from(jobs)
        .where(and(eq(jobs.pickPeriodId, p.id), isNotNull(jobs.pickedBy)));
      if (p.endDate < t.today) {
        expect(holders.length).toBeGreaterThan(0);
        continue;
      }
      const awarded = await t.db
        .select({ passId: awards.passId })
        .from(awards)
        .innerJoin(pickRounds, eq(pickRounds.id, awards.pickRoundId))
        .innerJoin(packages, eq(packages.id, awards.itemId))
        .where(and(eq(pickRounds.pickPeriodId, p.id), eq(pickRounds.kind, 'WORK'), isNotNull(packages.jobId)));
      expect(awarded.length).toBeGreaterThan(0);
      expect(holders.map((h) => h.passId).sort()).toEqual(awarded.map((a) => a.passId).sort());
    }
  });
});

describe('timecards', () => {
  it('cover the 26 weeks before the current week, the latest one pending', async () => {
    const weeks = await t.db
      .select()
      .from(timecards)
      .where(eq(timecards.passId, '200001'))
      .orderBy(asc(timecards.weekStart));
    expect(weeks).toHaveLength(TIMECARD_WEEKS);
    expect(weeks.at(-1)?.weekStart).toBe(addDays(currentSunday(), -7));
    expect(weeks.at(-1)?.status).toBe('PENDING');
    expect(weeks.slice(0, -1).every((w) => w.status === 'APPROVED')).toBe(true);
  });

  it('show every absence in their weeks with its pay code, and nothing before the hire date', async () => {
    const [employee] = await t.db.select().from(employees).where(eq(employees.passId, '100001'));
    const cards = await t.db.select().from(timecards).where(eq(timecards.passId, '100001'));
    const lines = cards.flatMap((c) => fromLineColumns(c.weekStart, c));
    const from = addDays(currentSunday(), -7 * TIMECARD_WEEKS);
    const own = await t.db.select().from(absences).where(eq(absences.passId, '100001'));
    const inHistory = own.filter((a) => a.date >= from && a.date < currentSunday());
    expect(inHistory.length).toBeGreaterThan(0);
    for (const a of inHistory) {
      expect(lines.filter((l) => l.date === a.date)).toEqual([expect.objectContaining({ payCode: a.payCode })]);
    }
    expect(lines.every((l) => employee && l.date >= employee.seniorityDate)).toBe(true);
  });

  it("make 100001's latest week a long one and leave 100003 a week without a timecard", async () => {
    const latest = addDays(currentSunday(), -7);
    const [long] = await t.db
      .select()
      .from(timecards)
      .where(eq(timecards.passId, '100001'))
      .orderBy(sql`week_start desc`);
    expect(long?.weekStart).toBe(latest);
    const longLines = long ? fromLineColumns(long.weekStart, long) : [];
    expect(longLines.length).toBeGreaterThanOrEqual(12);
    expect(longLines.some((l) => l.payCode === 'RDO')).toBe(true);

    const gap = addDays(currentSunday(), -28);
    const weeks = (await t.db.select().from(timecards).where(eq(timecards.passId, '100003'))).map((w) => w.weekStart);
    expect(weeks).not.toContain(gap);
    expect(weeks).toContain(addDays(gap, 7));
    const inGap = (await t.db.select().from(absences).where(eq(absences.passId, '100003'))).filter(
      (a) => a.date >= gap && a.date < addDays(gap, 7),
    );
    expect(inGap).toEqual([]);
  });
});

describe('absences and leave banks', () => {
  it('give the demo sign-ins a vacation week and a training day within 8 weeks', async () => {
    for (const passId of ['100001', '100002', '200001', '200002', '300001']) {
      const soon = (await t.db.select().from(absences).where(eq(absences.passId, passId))).filter(
        (a) => a.date > t.today && a.date <= addDays(t.today, 56),
      );
      expect(soon.some((a) => a.kind === 'VACATION')).toBe(true);
      expect(soon.some((a) => a.kind === 'TRAINING' && a.description && a.location)).toBe(true);
    }
  });

  it('never take a leave bank below zero by the end of its year, whichever year the days are in', async () => {
    const year = sql<number>`extract(year from ${absences.date})::int`;
    const charged = await t.db
      .select({
        passId: absences.passId,
        bank: payCodes.bank,
        year,
        minutes: sql<number>`sum(${absences.minutes})::int`,
      })
      .from(absences)
      .innerJoin(payCodes, eq(payCodes.code, absences.payCode))
      .where(isNotNull(payCodes.bank))
      .groupBy(absences.passId, payCodes.bank, year);
    const banks = await t.db.select().from(leaveBanks);
    const byKey = new Map(banks.map((b) => [`${b.passId}:${b.bank}:${b.year}`, b]));
    expect(charged.filter((c) => c.year === Number(t.today.slice(0, 4))).length).toBeGreaterThan(100);
    for (const c of charged) {
      const key = `${c.passId}:${c.bank}:${c.year}`;
      const bank = byKey.get(key);
      expect(bank, key).toBeDefined();
      if (!bank) continue;
      const yearEarned = bank.carriedMinutes + bank.grantedMinutes + 12 * bank.monthlyAccrualMinutes;
      expect(Number(c.minutes), key).toBeLessThanOrEqual(yearEarned);
    }
  });

  it('charge quota absences to their quota and nothing else', async () => {
    const all = await t.db.select().from(absences);
    for (const a of all) {
      const expected = { SICK: 'SICK', PERSONAL: 'PERS', FMLA: 'FMLA' }[a.kind] ?? null;
      expect(a.quotaCode).toBe(expected);
    }
  });
});

describe('the demo sign-ins with a long latest week', () => {
  it('worked it: no absence in it, overtime on the days worked', async () => {
    const from = addDays(currentSunday(), -7);
    const to = addDays(currentSunday(), -1);
    for (const passId of ['100001', '200001']) {
      const away = await t.db
        .select({ n: count() })
        .from(absences)
        .where(and(eq(absences.passId, passId), between(absences.date, from, to)));
      expect(away[0]?.n).toBe(0);
      const [card] = await t.db
        .select()
        .from(timecards)
        .where(and(eq(timecards.passId, passId), eq(timecards.weekStart, from)));
      const lines = card ? fromLineColumns(card.weekStart, card) : [];
      expect(lines.some((l) => l.payCode === 'REG')).toBe(true);
      expect(lines.some((l) => l.payCode === 'OT')).toBe(true);
    }
  });
});
