import {
  addDays,
  type PayCode,
  sundayOnOrBefore,
  timecardColorsElements,
  timecardElements,
  timecardWeeksElements,
} from '@crewline/protocol';
import { and, between, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { absences, payCodes as payCodesTable, timecards } from '../../src/db/schema';
import { describeEachDemoDay } from '../helper';
import { callService, signedIn } from '../support/app';
import { demoAppOn } from '../support/demo-app';
import { parseEnvelope } from '../support/envelope';

describeEachDemoDay('timecards of the seeded demo sign-ins', (today) => {
  /** Timecards stop the week before the pay week (Sunday to Saturday) of today. */
  const CURRENT_WEEK = sundayOnOrBefore(today);
  const LATEST_WEEK = addDays(CURRENT_WEEK, -7);
  const TWENTY_SIX_WEEKS = Array.from({ length: 26 }, (_, i) => addDays(LATEST_WEEK, -7 * i));
  const demo = demoAppOn(today);
  let payCodes: Map<string, PayCode>;

  beforeAll(async () => {
    const auth = await signedIn(demo.app, '100001');
    const colors = parseEnvelope(
      'mta_timecardColors',
      timecardColorsElements,
      (await callService(demo.app, 'mta_timecardColors', {}, auth)).json(),
    );
    payCodes = new Map((colors.elements?.payCodes ?? []).map((p) => [p.code, p]));
  });

  /** Whether leave is recorded in the current week: it is then listed first, in progress (ADR 13). */
  async function leaveThisWeek(passId: string): Promise<boolean> {
    const rows = await demo.database.db
      .select({ date: absences.date })
      .from(absences)
      .innerJoin(payCodesTable, eq(payCodesTable.code, absences.payCode))
      .where(
        and(
          eq(absences.passId, passId),
          eq(payCodesTable.category, 'LEAVE'),
          between(absences.date, CURRENT_WEEK, addDays(CURRENT_WEEK, 6)),
        ),
      );
    return rows.length > 0;
  }

  /** Payroll's weeks, after checking the current week is listed (in progress) exactly when it holds leave. */
  async function weeksOf(passId: string) {
    const auth = await signedIn(demo.app, passId);
    const body = parseEnvelope(
      'mta_timecardWeeks',
      timecardWeeksElements,
      (await callService(demo.app, 'mta_timecardWeeks', {}, auth)).json(),
    );
    expect(body.success).toBe(true);
    const listed = body.elements?.weeks ?? [];
    const inProgress = listed.filter((w) => w.status === 'IN_PROGRESS');
    expect(inProgress.map((w) => w.weekStart)).toEqual((await leaveThisWeek(passId)) ? [CURRENT_WEEK] : []);
    expect(listed.slice(0, inProgress.length)).toEqual(inProgress);
    return { auth, weeks: listed.slice(inProgress.length) };
  }

  async function weekOf(auth: { passId: string; ticket: string }, weekStart: string) {
    const body = parseEnvelope(
      'mta_timecard',
      timecardElements,
      (await callService(demo.app, 'mta_timecard', { weekStart }, auth)).json(),
    );
    expect(body.success).toBe(true);
    return body.elements;
  }

  /** A payroll clerk's check: each total is the sum of its lines, by the pay codes' categories. */
  function expectTotalsAreSums(card: NonNullable<NonNullable<Awaited<ReturnType<typeof weekOf>>>['timecard']>) {
    const lines = card.days.flatMap((d) => d.lines);
    const sum = (category: string) =>
      lines.filter((l) => payCodes.get(l.payCode)?.category === category).reduce((s, l) => s + l.minutes, 0);
    expect(lines.every((l) => payCodes.has(l.payCode))).toBe(true);
    expect(card.totals).toEqual({
      straightMinutes: sum('STRAIGHT'),
      overtimeMinutes: sum('OVERTIME'),
      premiumMinutes: sum('PREMIUM'),
      leaveMinutes: sum('LEAVE'),
      totalMinutes: sum('STRAIGHT') + sum('OVERTIME') + sum('LEAVE'),
    });
    expect(card.days.reduce((s, d) => s + d.totalMinutes, 0)).toBe(card.totals.totalMinutes);
  }

  it('100001: 26 pay weeks before the current one, newest first, the latest pending', async () => {
    const { auth, weeks } = await weeksOf('100001');
    expect(weeks.map((w) => w.weekStart)).toEqual(TWENTY_SIX_WEEKS);
    expect(weeks.map((w) => w.weekEnd)).toEqual(TWENTY_SIX_WEEKS.map((w) => addDays(w, 6)));
    expect(weeks.map((w) => w.status)).toEqual(['PENDING', ...Array(25).fill('APPROVED')]);
    // Every week of the list opens, and its hours are those of the list.
    for (const week of weeks) {
      const answer = await weekOf(auth, week.weekStart);
      const card = answer?.timecard;
      if (!card) throw new Error(`no timecard for ${week.weekStart}`);
      expect(card.status).toBe(week.status);
      expect(card.totals.totalMinutes).toBe(week.totalMinutes);
      expectTotalsAreSums(card);
    }
  });

  it.each(['100001', '200001'])(
    '%s: the latest week is a long one, overtime every day worked and a day off worked',
    async (passId) => {
      const { auth } = await weeksOf(passId);
      const card = (await weekOf(auth, LATEST_WEEK))?.timecard;
      if (!card) throw new Error('no latest timecard');
      const worked = card.days.filter((d) => d.lines.some((l) => l.payCode === 'REG'));
      expect(worked.length).toBeGreaterThanOrEqual(3);
      for (const day of worked) {
        expect(day.lines.map((l) => l.payCode)).toContain('OT');
        expect(day.lines[0]).toMatchObject({ payCode: 'REG', job: expect.any(String), start: expect.any(Number) });
      }
      expect(card.days.filter((d) => d.lines.some((l) => l.payCode === 'RDO'))).toHaveLength(1);
      expect(card.totals.overtimeMinutes).toBeGreaterThan(0);
      expectTotalsAreSums(card);
    },
  );

  it('100003: no timecard four weeks before the current week, an empty week rather than an error', async () => {
    const gap = addDays(CURRENT_WEEK, -28);
    const { auth, weeks } = await weeksOf('100003');
    const starts = weeks.map((w) => w.weekStart);
    expect(starts).not.toContain(gap);
    expect(starts).toEqual(TWENTY_SIX_WEEKS.filter((w) => w !== gap));
    expect(await weekOf(auth, gap)).toEqual({ weekStart: gap, weekEnd: addDays(gap, 6), timecard: null });
    expect((await weekOf(auth, addDays(gap, -7)))?.timecard?.days).toHaveLength(7);
  });

  it("answers each employee's own timecard of a week, never another's", async () => {
    const maria = await weeksOf('100001');
    const other = await weeksOf('100003');
    const week = addDays(LATEST_WEEK, -7);
    const mine = (await weekOf(maria.auth, week))?.timecard;
    const theirs = (await weekOf(other.auth, week))?.timecard;
    expect(mine).not.toEqual(theirs);
    const stored = async (passId: string) =>
      (
        await demo.database.db
          .select({ minutes: timecards.lineMinutes })
          .from(timecards)
          .where(and(eq(timecards.passId, passId), eq(timecards.weekStart, week)))
      )[0]?.minutes.map((m) => ({ minutes: m })) ?? [];
    const minutes = (lines: { minutes: number }[]) => lines.reduce((s, l) => s + l.minutes, 0);
    const all = (card: typeof mine) => card?.days.flatMap((d) => d.lines) ?? [];
    expect(minutes(all(mine))).toBe(minutes(await stored('100001')));
    expect(minutes(all(theirs))).toBe(minutes(await stored('100003')));
    expect(all(mine)).toHaveLength((await stored('100001')).length);
  });
});
