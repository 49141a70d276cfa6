import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '../../src/config';
import { awards, employees, pickPeriods, pickRounds, pickTurns } from '../../src/db/schema';
import { OPEN_PICK_DEPOTS } from '../../src/demo/depots';
import { seedInstant } from '../../src/demo/seed';
import { projectionFor } from '../../src/modules/pick/projection/projection.service';
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

const seedNow = () => seedInstant(t.today, DEFAULT_TIME_ZONE);

/** The open pick of a department: its window has begun and not ended. */
async function openPick(department: string) {
  const periods = await t.db.select().from(pickPeriods).where(eq(pickPeriods.department, department));
  const open = periods.filter((p) => p.startDate <= t.today && p.endDate >= t.today);
  expect(open).toHaveLength(1);
  return defined(open[0], `open ${department} pick`);
}

async function turnsOf(roundId: number) {
  return t.db
    .select({ passId: pickTurns.passId, turnAt: pickTurns.turnAt, seniority: employees.seniorityNumber, e: employees })
    .from(pickTurns)
    .innerJoin(employees, eq(employees.passId, pickTurns.passId))
    .where(eq(pickTurns.pickRoundId, roundId))
    .orderBy(asc(employees.seniorityNumber));
}

describe('picks', () => {
  it('has one open pick per department, past picks for both, and every period in order', async () => {
    const periods = await t.db.select().from(pickPeriods).orderBy(asc(pickPeriods.id));
    for (const department of ['DOB', 'RTO']) {
      await openPick(department);
      expect(periods.some((p) => p.department === department && p.endDate < t.today)).toBe(true);
    }
    for (const p of periods) {
      expect(p.startDate <= p.endDate && p.endDate < p.effectiveDate && p.effectiveDate < p.expirationDate).toBe(true);
    }
    // The rounds of the picks already made are closed, but for the vacation relief of the one in
    // force: relief is bid while its work is in force.
    const rounds = await t.db
      .select()
      .from(pickRounds)
      .innerJoin(pickPeriods, eq(pickPeriods.id, pickRounds.pickPeriodId));
    for (const { pick_rounds: r, pick_periods: p } of rounds) {
      expect(r.closedAt !== null).toBe(p.endDate < t.today && r.kind !== 'VR');
    }
    const relief = rounds.filter(({ pick_rounds: r }) => r.kind === 'VR');
    expect(relief.map(({ pick_periods: p }) => p.department)).toEqual(['RTO']);
  });

  it('gives the DOB open pick work, vacation and holiday rounds, with a turn each for the bus operators of its depots, in seniority order on weekdays 08:00–16:00', async () => {
    const pick = await openPick('DOB');
    const rounds = await t.db
      .select()
      .from(pickRounds)
      .where(eq(pickRounds.pickPeriodId, pick.id))
      .orderBy(asc(pickRounds.seq));
    expect(rounds.map((r) => r.kind)).toEqual(['WORK', 'VACATION', 'HOLIDAY']);
    const operators = await t.db
      .select({ passId: employees.passId })
      .from(employees)
      .where(and(eq(employees.title, 'Bus Operator'), inArray(employees.depotCode, [...OPEN_PICK_DEPOTS.DOB])));
    for (const [i, round] of rounds.entries()) {
      const turns = await turnsOf(round.id);
      expect(turns.map((r) => r.passId).sort()).toEqual(operators.map((r) => r.passId).sort());
      expect(turns.length).toBeGreaterThan(100);
      const times = turns.map((r) => r.turnAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      for (const { turnAt } of turns) {
        const [weekday = '', time = ''] = newYork(turnAt).split(' ');
        expect(['Sat', 'Sun']).not.toContain(weekday);
        expect(time >= '08:00' && time < '16:00').toBe(true);
        expect(turnAt >= round.opensAt && turnAt < round.closesAt).toBe(true);
      }
      // Each round opens when the one before closes.
      if (i > 0) expect(round.opensAt).toEqual(rounds[i - 1]?.closesAt);
    }
  });

  it('is under way: the work turns before the seed are awarded, 100001 and 100002 are still to pick', async () => {
    const pick = await openPick('DOB');
    const [work] = await t.db
      .select()
      .from(pickRounds)
      .where(and(eq(pickRounds.pickPeriodId, pick.id), eq(pickRounds.kind, 'WORK')));
    const round = defined(work, 'work round');
    const turns = await turnsOf(round.id);
    const awarded = new Set(
      (await t.db.select({ passId: awards.passId }).from(awards).where(eq(awards.pickRoundId, round.id))).map(
        (a) => a.passId,
      ),
    );
    const due = turns.filter((r) => r.turnAt <= seedNow());
    expect(due.length).toBeGreaterThan(0);
    expect([...awarded].sort()).toEqual(due.map((r) => r.passId).sort());
    for (const passId of ['100001', '100002']) {
      const turn = defined(
        turns.find((r) => r.passId === passId),
        `${passId}'s turn`,
      );
      expect(turn.turnAt > seedNow()).toBe(true);
      // Later this week or early the next: within four weekdays of the seed.
      expect(turn.turnAt.getTime() - seedNow().getTime()).toBeLessThan(8 * 86_400_000);
    }
  });

  it('shows 100001 every status on their list: taken, projected taken, at risk and safe', async () => {
    const pick = await openPick('DOB');
    const [work] = await t.db
      .select()
      .from(pickRounds)
      .where(and(eq(pickRounds.pickPeriodId, pick.id), eq(pickRounds.kind, 'WORK')));
    const projection = defined(
      await projectionFor(t.db, defined(work, 'work round').id, '100001', seedNow()),
      "100001's projection",
    );
    expect(new Set(projection.choices.map((c) => c.status))).toEqual(
      new Set(['TAKEN', 'PROJECTED_TAKEN', 'AT_RISK', 'SAFE']),
    );
    expect(projection.seniors.processed).toBeGreaterThan(0);
    expect(projection.seniors.withList).toBeGreaterThan(0);
    expect(projection.seniors.withoutList).toBeGreaterThan(0);
  });

  it('has 200001 in the open RTO pick with its turns still to come: work, vacation, holidays', async () => {
    const pick = await openPick('RTO');
    const turns = await t.db
      .select()
      .from(pickTurns)
      .where(and(eq(pickTurns.pickPeriodId, pick.id), eq(pickTurns.passId, '200001')));
    expect(turns).toHaveLength(3);
    for (const turn of turns) expect(turn.turnAt > seedNow()).toBe(true);
  });
});
