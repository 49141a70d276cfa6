import { addDays } from '@crewline/protocol';
import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, pickPeriods, pickTurns } from '../../src/db/schema';
import { createTestDatabase, type TestDatabase } from '../helper';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

function defined<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`missing ${what}`);
  return value;
}

const newYork = (d: Date) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    weekday: 'short',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).format(d);

describe('seniority', () => {
  it('numbers each department 1..n without gaps, in seniority-date order', async () => {
    const rows = await t.db.select().from(employees).orderBy(asc(employees.department), asc(employees.seniorityNumber));
    expect(new Set(rows.map((r) => r.department))).toEqual(new Set(['DOB', 'RTO']));
    for (const department of ['DOB', 'RTO']) {
      const own = rows.filter((r) => r.department === department);
      expect(own.map((r) => r.seniorityNumber)).toEqual(own.map((_, i) => i + 1));
      const dates = own.map((r) => r.seniorityDate);
      expect(dates).toEqual([...dates].sort());
      expect(own.every((r) => r.division === department)).toBe(true);
    }
  });
});

describe('picks', () => {
  it('has exactly one upcoming DOB pick, opening 10–20 days after today, and past picks for both departments', async () => {
    const periods = await t.db.select().from(pickPeriods).orderBy(asc(pickPeriods.id));
    const upcoming = periods.filter((p) => p.startDate > t.today);
    expect(upcoming).toHaveLength(1);
    const [pick] = upcoming;
    expect(pick?.department).toBe('DOB');
    expect(pick && pick.startDate >= addDays(t.today, 10) && pick.startDate <= addDays(t.today, 20)).toBe(true);
    for (const department of ['DOB', 'RTO']) {
      expect(periods.some((p) => p.department === department && p.endDate < t.today)).toBe(true);
    }
    for (const p of periods) {
      expect(p.startDate <= p.endDate && p.endDate < p.effectiveDate && p.effectiveDate < p.expirationDate).toBe(true);
    }
  });

  it('gives every DOB bus operator, and only them, a turn in seniority order on weekdays 08:00–15:45 New York time', async () => {
    const upcoming = defined(
      (await t.db.select().from(pickPeriods).where(gt(pickPeriods.startDate, t.today)))[0],
      'upcoming pick',
    );
    const turns = await t.db
      .select({ passId: pickTurns.passId, turnAt: pickTurns.turnAt, seniority: employees.seniorityNumber })
      .from(pickTurns)
      .innerJoin(employees, eq(employees.passId, pickTurns.passId))
      .where(eq(pickTurns.pickPeriodId, upcoming.id))
      .orderBy(asc(employees.seniorityNumber));
    const operators = await t.db
      .select({ passId: employees.passId })
      .from(employees)
      .where(and(eq(employees.department, 'DOB'), eq(employees.title, 'Bus Operator')));
    expect(turns.map((r) => r.passId).sort()).toEqual(operators.map((r) => r.passId).sort());
    expect(turns.length).toBeGreaterThan(100);
    const times = turns.map((r) => r.turnAt.getTime());
    expect(new Set(times).size).toBe(times.length); // the small agency has a slot each
    expect(times).toEqual([...times].sort((a, b) => a - b));
    for (const { turnAt } of turns) {
      const [weekday = '', time = ''] = newYork(turnAt).split(' ');
      expect(['Sat', 'Sun']).not.toContain(weekday);
      expect(time >= '08:00' && time <= '15:45').toBe(true);
    }
    expect(defined(turns[0], 'first turn').turnAt.getTime()).toBeGreaterThanOrEqual(
      Date.parse(`${upcoming.startDate}T00:00:00-05:00`),
    );
    expect(defined(turns.at(-1), 'last turn').turnAt.getTime()).toBeLessThan(
      Date.parse(`${addDays(upcoming.endDate, 1)}T00:00:00-05:00`),
    );
  });
});
