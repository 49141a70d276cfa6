import { randomUUID } from 'node:crypto';
import {
  addDays,
  daysBetween,
  LEAVE_DAY_MINUTES,
  RAW_ERRORS,
  SICK_NOTIFY_SERVICES,
  SICK_TEXTS,
} from '@crewline/protocol';
import { and, eq, gte, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { absences, employees, myTimeEvents, sickSpells } from '../../../src/db/schema';
import { openSession } from '../../../src/modules/auth/sessions.service';
import { chargeOpenSpells } from '../../../src/modules/my-time/sick-notify/sick-upkeep';
import { loadSchedule } from '../../../src/modules/scheduled-assignments/schedule';
import { TEST_TODAY } from '../../helper';
import { signedIn, testConfig } from '../../support/app';
import { demoAppOn } from '../../support/demo-app';
import { type Auth, serviceCalls } from '../../support/service-calls';

/** 10:00 in New York on the test day; the tests start on 200001's first work day from it. */
const NOW = `${TEST_TODAY}T15:00:00.000Z`;
const DAY_MS = 24 * 3_600_000;
const HOUR = 3_600_000;
const ROBERT = { passId: '200001', department: 'RTO' };

describe('My Time: sick notify in/out (spells, sick days, the sick bank)', () => {
  const demo = demoAppOn(TEST_TODAY, { start: NOW });
  const { call, ok, refused } = serviceCalls(() => demo.app);
  let robert: Auth;
  /** The day the tests start: a day 200001 works, so notifying out charges it. */
  let start: string;

  const notify = (auth: Auth, direction: 'OUT' | 'IN', at: Date, requestId = randomUUID()) =>
    ok('mta_notifyInOutAddAndGet', auth, { requestId, direction, at: at.toISOString() });
  const ago = (hours: number) => new Date(demo.clock.now().getTime() - hours * HOUR);
  /** 200001's work days from..to, as the job in force has them (those out sick included). */
  const workDays = async (from: string, to: string) =>
    (await loadSchedule(demo.database.db, ROBERT, from, to))
      .filter((d) => d.kind === 'WORK' || d.kind === 'SICK')
      .map((d) => d.date);
  const sickBank = async (auth: Auth) =>
    (await ok('mta_leaveBalances', auth)).banks.find((b) => b.bank === 'SICK')?.availableMinutes as number;
  const spellCount = async () => (await demo.database.db.select().from(sickSpells)).length;

  beforeAll(async () => {
    const schedule = await loadSchedule(demo.database.db, ROBERT, TEST_TODAY, addDays(TEST_TODAY, 13));
    start = schedule.find((d) => d.kind === 'WORK')?.date as string;
    demo.clock.advance(daysBetween(TEST_TODAY, start) * DAY_MS);
    robert = await signedIn(demo.app, '200001');
  });

  it('answers no spell at first, with what the sick bank holds', async () => {
    const first = await ok('mta_notifyInOutGetAll', robert);
    expect(first).toMatchObject({ open: null, spells: [], notifications: [], now: demo.clock.now().toISOString() });
    expect(first.sickBankMinutes).toBe(await sickBank(robert));
    expect(first.sickBankMinutes).toBeGreaterThanOrEqual(LEAVE_DAY_MINUTES);
  });

  it('refuses a time past the grace, too far ahead, notifying in while fit, bad input — storing nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ direction: 'OUT', at: ago(3).toISOString() }, SICK_TEXTS.tooLate],
      [{ direction: 'OUT', at: ago(-3 * 24).toISOString() }, SICK_TEXTS.outTooEarly],
      [{ direction: 'IN', at: ago(1).toISOString() }, SICK_TEXTS.notOut],
      [{ direction: 'SIDEWAYS', at: ago(1).toISOString() }, SICK_TEXTS.direction],
      [{ direction: 'OUT', at: 'yesterday' }, SICK_TEXTS.at],
      [{ requestId: 'again', direction: 'OUT', at: ago(1).toISOString() }, SICK_TEXTS.requestId],
    ];
    for (const [payload, message] of cases) {
      const answer = await refused('mta_notifyInOutAddAndGet', robert, { requestId: randomUUID(), ...payload });
      expect(JSON.stringify(answer)).toContain(message);
    }
    expect(await spellCount()).toBe(0);
  });

  it('notifying out charges today (a work day) to the sick bank, at once on the records; a retry changes nothing', async () => {
    expect(await workDays(start, start)).toEqual([start]);
    const bankBefore = await sickBank(robert);
    const requestId = randomUUID();
    const out = await notify(robert, 'OUT', ago(0.5), requestId);
    expect(out.open).toMatchObject({ outAt: ago(0.5).toISOString(), inAt: null, sickDays: [start] });
    expect(out.notifications).toEqual([
      expect.objectContaining({
        direction: 'OUT',
        at: ago(0.5).toISOString(),
        recordedAt: demo.clock.now().toISOString(),
      }),
    ]);
    expect(await notify(robert, 'OUT', ago(0.5), requestId)).toEqual(out);
    expect(await spellCount()).toBe(1);
    const [day] = (await ok('mta_scheduledAssignments', robert, { from: start, to: start })).days;
    expect(day).toMatchObject({ kind: 'SICK', payCode: 'SICK', minutes: LEAVE_DAY_MINUTES });
    expect(await sickBank(robert)).toBe(bankBefore - LEAVE_DAY_MINUTES);
    const again = await refused('mta_notifyInOutAddAndGet', robert, {
      requestId: randomUUID(),
      direction: 'OUT',
      at: ago(0).toISOString(),
    });
    // Written as the demo.app writes an instant: the date, then hh:mm with A or P.
    expect(JSON.stringify(again)).toMatch(
      /You are already notified out sick since \d{2}-[A-Z][a-z]{2}-\d{2} \d{2}:\d{2}[AP]\./,
    );
  });

  it('while out, each work day up to today is sick; notifying in ends the spell the day back at work', async () => {
    const outAt = ago(0.5);
    demo.clock.advance(4 * 24 * HOUR);
    robert = await signedIn(demo.app, '200001');
    const today = addDays(start, 4);
    const whileOut = await ok('mta_notifyInOutGetAll', robert);
    expect(whileOut.open?.sickDays).toEqual(await workDays(start, today));

    const before = await refused('mta_notifyInOutAddAndGet', robert, {
      requestId: randomUUID(),
      direction: 'IN',
      at: new Date(outAt.getTime() - HOUR).toISOString(),
    });
    expect(JSON.stringify(before)).toMatch(
      /Notify in at a time after you went out sick \(\d{2}-[A-Z][a-z]{2}-\d{2} \d{2}:\d{2}[AP]\)/,
    );

    // Back at work an hour ago, today: today is worked after all.
    const back = await notify(robert, 'IN', ago(1));
    expect(back.open).toBeNull();
    const expected = await workDays(start, addDays(today, -1));
    expect(expected.length).toBeGreaterThan(0);
    expect(back.spells).toEqual([
      expect.objectContaining({ outAt: outAt.toISOString(), inAt: ago(1).toISOString(), sickDays: expected }),
    ]);
    expect(back.notifications.map((n) => n.direction)).toEqual(['IN', 'OUT']);
    const [day] = (await ok('mta_scheduledAssignments', robert, { from: today, to: today })).days;
    expect(day?.kind).not.toBe('SICK');
    const stored = await demo.database.db
      .select({ date: absences.date })
      .from(absences)
      .where(and(eq(absences.passId, '200001'), isNotNull(absences.sickSpellId)))
      .orderBy(absences.date);
    expect(stored.map((a) => a.date)).toEqual(expected);

    const events = await demo.database.db.select().from(myTimeEvents).where(eq(myTimeEvents.passId, '200001'));
    expect(events.map((e) => e.kind)).toEqual(['SICK_OUT', 'SICK_IN']);
    expect(
      JSON.stringify(
        await refused('mta_notifyInOutAddAndGet', robert, {
          requestId: randomUUID(),
          direction: 'IN',
          at: ago(0).toISOString(),
        }),
      ),
    ).toContain(SICK_TEXTS.notOut);
  });

  it('the upkeep charges an open spell each work day, for those who do not open the demo.app; a closed one is left', async () => {
    const outAt = ago(0.5);
    await notify(robert, 'OUT', outAt);
    const first = addDays(start, 4);
    demo.clock.advance(6 * 24 * HOUR);
    const today = addDays(start, 10);
    expect(await chargeOpenSpells(demo.database.db, demo.clock.now(), 'America/New_York')).toEqual(['200001']);
    const charged = await demo.database.db
      .select({ date: absences.date })
      .from(absences)
      .where(and(eq(absences.passId, '200001'), gte(absences.date, first), isNotNull(absences.sickSpellId)))
      .orderBy(absences.date);
    expect(charged.map((a) => a.date)).toEqual(await workDays(first, today));
    robert = await signedIn(demo.app, '200001');
    await notify(robert, 'IN', ago(0));
    demo.clock.advance(2 * 24 * HOUR);
    expect(await chargeOpenSpells(demo.database.db, demo.clock.now(), 'America/New_York')).toEqual([]);
  });

  it('refuses notifying out when the sick bank does not cover a day', async () => {
    await demo.database.db.insert(employees).values({
      passId: '8990001',
      firstName: 'New',
      lastName: 'Hire',
      department: 'RTO',
      division: 'RTO',
      subdivision: 'SUBWAY',
      title: 'Train Operator',
      titleClass: 'FT',
      seniorityNumber: 990_001,
      seniorityDate: '2026-11-01',
      depotCode: 'CIY',
    });
    const hire = {
      passId: '8990001',
      ticket: (await openSession(demo.database.db, '8990001', demo.clock.now(), testConfig())).ticket,
    };
    const answer = await refused('mta_notifyInOutAddAndGet', hire, {
      requestId: randomUUID(),
      direction: 'OUT',
      at: ago(0).toISOString(),
    });
    expect(JSON.stringify(answer)).toContain(SICK_TEXTS.bankEmpty);
    expect(await demo.database.db.select().from(sickSpells).where(eq(sickSpells.passId, '8990001'))).toEqual([]);
  });

  it('refuses DOB staff', async () => {
    // The demo.clock has moved on past 100001's password expiry: a session of their own.
    const maria = {
      passId: '100001',
      ticket: (await openSession(demo.database.db, '100001', demo.clock.now(), testConfig())).ticket,
    };
    for (const service of Object.keys(SICK_NOTIFY_SERVICES) as (keyof typeof SICK_NOTIFY_SERVICES)[]) {
      expect((await call(service, maria, {})).message.Error).toBe(RAW_ERRORS.roleRefused);
    }
  });
});
