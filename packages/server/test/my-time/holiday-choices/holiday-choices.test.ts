import { randomUUID } from 'node:crypto';
import {
  HOLIDAY_CHOICE_SERVICES,
  HOLIDAY_CHOICE_TEXTS,
  HOLIDAY_PAY_CODE,
  LEAVE_DAY_MINUTES,
  RAW_ERRORS,
  sundayOnOrBefore,
} from '@crewline/protocol';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { absences, myTimeEvents } from '../../../src/db/schema';
import { agencyHolidays } from '../../../src/lib/agency-holidays';
import { isoOfDay } from '../../../src/lib/day-numbers';
import { choiceClosesOn } from '../../../src/modules/my-time/holiday-choices/holiday-choices.service';
import { loadSchedule } from '../../../src/modules/scheduled-assignments/schedule';
import { TEST_TODAY } from '../../helper';
import { signedIn } from '../../support/app';
import { demoAppOn } from '../../support/demo-app';
import { type Auth, serviceCalls } from '../../support/service-calls';

const NOW = `${TEST_TODAY}T15:00:00.000Z`;
const ROBERT = { passId: '200001', department: 'RTO' };

describe('My Time: holidays accrue or pay (the holiday bank, the timecard, the cutoff)', () => {
  const demo = demoAppOn(TEST_TODAY, { start: NOW });
  const { call, ok, refused } = serviceCalls(() => demo.app);
  let robert: Auth;

  const choose = (date: string, choice: 'ACCRUE' | 'PAY', requestId = randomUUID()) =>
    ok('mta_holidayAccruePaySave', robert, { requestId, date, choice });
  const refusal = async (payload: Record<string, unknown>) =>
    JSON.stringify(await refused('mta_holidayAccruePaySave', robert, { requestId: randomUUID(), ...payload }));
  const holidayBank = async () => (await ok('mta_leaveBalances', robert)).banks.find((b) => b.bank === 'HOL');

  beforeAll(async () => {
    robert = await signedIn(demo.app, '200001');
  });

  it("lists exactly this year's holidays 200001 works, each open until the end of the following pay week", async () => {
    const { today, holidays } = await ok('mta_holidayAccruePayGet', robert);
    expect(today).toBe(TEST_TODAY);
    const schedule = await loadSchedule(demo.database.db, ROBERT, '2026-01-01', '2026-12-31');
    const worked = new Set(schedule.filter((d) => d.kind === 'WORK').map((d) => d.date));
    const expected = agencyHolidays(2026)
      .map((h) => ({ date: isoOfDay(h.day), name: h.name }))
      .filter((h) => worked.has(h.date));
    expect(holidays.map((h) => ({ date: h.date, name: h.name }))).toEqual(expected);
    expect(holidays.length).toBeGreaterThan(2);
    for (const h of holidays) {
      expect(h).toMatchObject({ choice: null, chosenAt: null, closesOn: choiceClosesOn(h.date) });
      expect(h.open).toBe(TEST_TODAY <= h.closesOn);
    }
    expect(choiceClosesOn('2026-11-11')).toBe('2026-11-21');
  });

  it('banks a worked holiday in the holiday bank, or pays it on its week’s timecard; a retry changes nothing', async () => {
    const { holidays } = await ok('mta_holidayAccruePayGet', robert);
    const leave = await ok('mta_leaveBalances', robert);
    // An open holiday already on a timecard: both effects can be seen.
    const holiday = holidays.find((h) => h.open && h.date <= leave.asOf);
    if (!holiday) throw new Error(`no open holiday of 200001 on or before ${leave.asOf}`);
    const before = await holidayBank();
    const requestId = randomUUID();
    const banked = await choose(holiday.date, 'ACCRUE', requestId);
    expect(banked.holidays.find((h) => h.date === holiday.date)).toMatchObject({ choice: 'ACCRUE', chosenAt: NOW });
    const after = await holidayBank();
    expect(after?.bankedHolidayMinutes).toBe(LEAVE_DAY_MINUTES);
    expect(after?.earnedMinutes).toBe((before?.earnedMinutes ?? 0) + LEAVE_DAY_MINUTES);
    expect(after?.availableMinutes).toBe((before?.availableMinutes ?? 0) + LEAVE_DAY_MINUTES);
    const week = sundayOnOrBefore(holiday.date);
    const payLines = async () =>
      (await ok('mta_timecard', robert, { weekStart: week })).timecard?.days
        .flatMap((d) => d.lines.map((l) => ({ date: d.date, ...l })))
        .filter((l) => l.payCode === HOLIDAY_PAY_CODE);
    expect(await payLines()).toEqual([]);

    demo.clock.advance(60_000);
    const paid = await choose(holiday.date, 'PAY');
    expect(paid.holidays.find((h) => h.date === holiday.date)?.choice).toBe('PAY');
    expect((await holidayBank())?.earnedMinutes).toBe(before?.earnedMinutes);
    expect(await payLines()).toEqual([expect.objectContaining({ date: holiday.date, minutes: LEAVE_DAY_MINUTES })]);

    // The first request again: answered, the choice stays PAY.
    const again = await choose(holiday.date, 'ACCRUE', requestId);
    expect(again.holidays.find((h) => h.date === holiday.date)?.choice).toBe('PAY');
    const events = await demo.database.db.select().from(myTimeEvents).where(eq(myTimeEvents.passId, '200001'));
    expect(events.map((e) => [e.actor, (e.payload as { choice: string }).choice])).toEqual([
      ['200001', 'ACCRUE'],
      ['200001', 'PAY'],
    ]);
  });

  it('neither banks nor pays a holiday not worked after all (an absence that day)', async () => {
    const leave = await ok('mta_leaveBalances', robert);
    const holiday = (await ok('mta_holidayAccruePayGet', robert)).holidays.find((h) => h.open && h.date <= leave.asOf);
    if (!holiday) throw new Error('no open holiday on a timecard');
    await choose(holiday.date, 'ACCRUE');
    expect((await holidayBank())?.bankedHolidayMinutes).toBe(LEAVE_DAY_MINUTES);
    await demo.database.db
      .insert(absences)
      .values({ passId: '200001', date: holiday.date, kind: 'SICK', payCode: 'SICK', minutes: LEAVE_DAY_MINUTES });
    expect((await holidayBank())?.bankedHolidayMinutes).toBe(0);
    expect((await ok('mta_holidayAccruePayGet', robert)).holidays.map((h) => h.date)).not.toContain(holiday.date);
    await demo.database.db.delete(absences).where(and(eq(absences.passId, '200001'), eq(absences.date, holiday.date)));
  });

  it('refuses a day that is not a holiday 200001 works, a closed choice, bad input', async () => {
    const { holidays } = await ok('mta_holidayAccruePayGet', robert);
    const closed = holidays.find((h) => !h.open);
    if (!closed) throw new Error('no closed holiday');
    const notWorked = agencyHolidays(2026)
      .map((h) => isoOfDay(h.day))
      .find((d) => !holidays.some((h) => h.date === d)) as string;
    const cases: [Record<string, unknown>, string][] = [
      [{ date: '2026-11-12', choice: 'PAY' }, HOLIDAY_CHOICE_TEXTS.notWorked('2026-11-12')],
      [{ date: notWorked, choice: 'PAY' }, HOLIDAY_CHOICE_TEXTS.notWorked(notWorked)],
      [{ date: closed.date, choice: 'ACCRUE' }, HOLIDAY_CHOICE_TEXTS.closed(closed.date, closed.closesOn)],
      [{ date: closed.date, choice: 'BOTH' }, HOLIDAY_CHOICE_TEXTS.choice],
      [{ date: 'Christmas', choice: 'PAY' }, HOLIDAY_CHOICE_TEXTS.date],
    ];
    for (const [payload, message] of cases) expect(await refusal(payload)).toContain(message);
    expect((await ok('mta_holidayAccruePayGet', robert)).holidays.find((h) => h.date === closed.date)?.choice).toBe(
      null,
    );
  });

  it("keeps a late-December holiday's choice open into January until its cutoff, then no longer lists it", async () => {
    const christmas = '2026-12-25';
    const closesOn = choiceClosesOn(christmas);
    expect(closesOn).toBe('2027-01-02');
    expect((await loadSchedule(demo.database.db, ROBERT, christmas, christmas))[0]?.kind).toBe('WORK');
    const start = demo.clock.now().getTime();
    try {
      // The cutoff day itself, mid-morning in New York; signed in again (this morning's session has ended).
      demo.clock.advance(Date.parse(`${closesOn}T15:00:00.000Z`) - start);
      const onTheDay = await signedIn(demo.app, '200001');
      const { today, holidays } = await ok('mta_holidayAccruePayGet', onTheDay);
      expect(today).toBe(closesOn);
      expect(holidays.find((h) => h.date === christmas)).toMatchObject({
        name: 'Christmas Day',
        choice: null,
        closesOn,
        open: true,
      });
      expect(holidays.every((h) => h.date === christmas || h.date >= '2027-01-01')).toBe(true);
      const paid = await ok('mta_holidayAccruePaySave', onTheDay, {
        requestId: randomUUID(),
        date: christmas,
        choice: 'PAY',
      });
      expect(paid.holidays.find((h) => h.date === christmas)?.choice).toBe('PAY');

      demo.clock.advance(86_400_000);
      const dayAfter = await signedIn(demo.app, '200001');
      expect((await ok('mta_holidayAccruePayGet', dayAfter)).holidays.map((h) => h.date)).not.toContain(christmas);
      const late = await refused('mta_holidayAccruePaySave', dayAfter, {
        requestId: randomUUID(),
        date: christmas,
        choice: 'ACCRUE',
      });
      expect(JSON.stringify(late)).toContain(HOLIDAY_CHOICE_TEXTS.notWorked(christmas));
    } finally {
      demo.clock.advance(start - demo.clock.now().getTime());
    }
  });

  it('refuses DOB staff', async () => {
    const maria = await signedIn(demo.app, '100001');
    for (const service of Object.keys(HOLIDAY_CHOICE_SERVICES) as (keyof typeof HOLIDAY_CHOICE_SERVICES)[])
      expect((await call(service, maria, {})).message.Error).toBe(RAW_ERRORS.roleRefused);
  });
});
