import { randomUUID } from 'node:crypto';
import {
  addDays,
  LEAVE_DAY_MINUTES,
  RAW_ERRORS,
  VACATION_DAYS_SERVICES,
  VACATION_DAYS_TEXTS,
} from '@crewline/protocol';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { absences, dayOffQuotas, leaveBanks, myTimeEvents, vacationDays } from '../../../src/db/schema';
import { loadSchedule } from '../../../src/modules/scheduled-assignments/schedule';
import { rtoStaff } from '../../factories/rto-staff';
import { TEST_TODAY } from '../../helper';
import { signedIn } from '../../support/app';
import { demoAppOn } from '../../support/demo-app';
import { type Auth, serviceCalls } from '../../support/service-calls';

const NOW = `${TEST_TODAY}T15:00:00.000Z`;
const DEPOT = 'CIY';
const DAY = LEAVE_DAY_MINUTES;
const ROBERT = { passId: '200001', department: 'RTO' };

describe('My Time: vacation in days (places per date, the vacation bank, all or nothing)', () => {
  const demo = demoAppOn(TEST_TODAY, { start: NOW });
  const { call, ok, refused } = serviceCalls(() => demo.app);
  let robert: Auth;
  /** 200001's days 7 to 60 days ahead as the schedule has them before any vacation day. */
  let schedule: Awaited<ReturnType<typeof loadSchedule>>;
  const workDays = () => schedule.filter((d) => d.kind === 'WORK').map((d) => d.date);

  const save = (auth: Auth, add: string[], giveBack: string[] = [], requestId = randomUUID()) =>
    ok('mta_vacationInDaysSave', auth, { requestId, add, giveBack });
  const refusal = async (auth: Auth, add: unknown, giveBack: unknown = []) =>
    JSON.stringify(await refused('mta_vacationInDaysSave', auth, { requestId: randomUUID(), add, giveBack }));
  /** The employee's vacation days not given back, by date. */
  const liveDays = async (passId: string) =>
    (
      await demo.database.db
        .select({ date: vacationDays.date })
        .from(vacationDays)
        .where(and(eq(vacationDays.passId, passId), isNull(vacationDays.givenBackAt)))
        .orderBy(vacationDays.date)
    ).map((d) => d.date);
  const vacationBank = async (auth: Auth) =>
    (await ok('mta_leaveBalances', auth)).banks.find((b) => b.bank === 'VAC')?.availableMinutes as number;

  beforeAll(async () => {
    robert = await signedIn(demo.app, '200001');
    schedule = await loadSchedule(demo.database.db, ROBERT, addDays(TEST_TODAY, 7), addDays(TEST_TODAY, 60));
  });

  it('lists the dates with places and what the vacation bank holds', async () => {
    const first = await ok('mta_vacationInDaysGet', robert);
    expect(first.today).toBe(TEST_TODAY);
    expect(first.days).toEqual([]);
    expect(first.bankMinutes).toBe(await vacationBank(robert));
    expect(first.bankMinutes).toBeGreaterThanOrEqual(3 * DAY);
    expect(first.openDates.length).toBeGreaterThan(100);
    expect(first.openDates.every((d) => d.date > TEST_TODAY && d.placesLeft > 0)).toBe(true);
  });

  it('picks work days at once (records, bank, places); a retry saves nothing again; a later save gives days back', async () => {
    const [a, b, c] = workDays() as [string, string, string];
    const bank = await vacationBank(robert);
    const placesOf = async (date: string) =>
      (await ok('mta_vacationInDaysGet', robert)).openDates.find((d) => d.date === date)?.placesLeft as number;
    const placesBefore = await placesOf(a);
    const requestId = randomUUID();
    const saved = await save(robert, [b, a], [], requestId);
    expect(saved.days.map((d) => d.date)).toEqual([a, b]);
    expect(saved.bankMinutes).toBe(bank - 2 * DAY);
    expect(await vacationBank(robert)).toBe(bank - 2 * DAY);
    expect(saved.openDates.find((d) => d.date === a)?.placesLeft).toBe(placesBefore - 1);
    const [day] = (await ok('mta_scheduledAssignments', robert, { from: a, to: a })).days;
    expect(day).toMatchObject({ kind: 'VACATION', payCode: 'VAC', minutes: DAY });
    expect(await save(robert, [b, a], [], requestId)).toEqual(saved);
    expect(await liveDays('200001')).toEqual([a, b]);

    // b given back, c picked: b's absence and place come back.
    const changed = await save(robert, [c], [b]);
    expect(changed.days.map((d) => d.date)).toEqual([a, c]);
    expect(await liveDays('200001')).toEqual([a, c]);
    expect(changed.bankMinutes).toBe(bank - 2 * DAY);
    const [bDay] = (await ok('mta_scheduledAssignments', robert, { from: b, to: b })).days;
    expect(bDay?.kind).toBe('WORK');
    const given = await demo.database.db
      .select()
      .from(vacationDays)
      .where(and(eq(vacationDays.date, b), isNotNull(vacationDays.givenBackAt)));
    expect(given).toHaveLength(1);
    const events = await demo.database.db.select().from(myTimeEvents).where(eq(myTimeEvents.passId, '200001'));
    expect(events.map((e) => [e.kind, e.payload])).toEqual([
      ['VACATION_DAYS_SAVED', { added: [a, b], removed: [], requestId }],
      ['VACATION_DAYS_SAVED', { added: [c], removed: [b], requestId: expect.any(String) }],
    ]);
  });

  it('refuses twice, the past, an unposted date, a full date, a regular day off, a day off already, beyond the bank — saving none of the list', async () => {
    const days = workDays();
    const [, , , d, e] = days as string[];
    const rdo = schedule.find((x) => x.kind === 'DAY_OFF')?.date as string;
    const away = schedule.find((x) => x.kind !== 'WORK' && x.kind !== 'DAY_OFF' && x.kind !== 'NOT_PICKED')?.date;
    const mine = (await ok('mta_vacationInDaysGet', robert)).days.map((x) => x.date);
    await demo.database.db
      .update(dayOffQuotas)
      .set({ vacationSlots: 0 })
      .where(and(eq(dayOffQuotas.depotCode, DEPOT), eq(dayOffQuotas.date, e as string)));
    const full = days[5] as string;
    await demo.database.db
      .update(dayOffQuotas)
      .set({ vacationSlots: 1 })
      .where(and(eq(dayOffQuotas.depotCode, DEPOT), eq(dayOffQuotas.date, full)));
    const other = await staff(1, 5 * DAY);
    await save(other[0] as Auth, [full]);
    const held = Math.floor((await vacationBank(robert)) / DAY);
    const many = days.filter((x) => !mine.includes(x)).slice(6, 6 + held + 1);
    const [kept] = mine as [string];
    const cases: [unknown, unknown, string][] = [
      [[d, d], [], VACATION_DAYS_TEXTS.twice(d as string)],
      [[d], [d], VACATION_DAYS_TEXTS.twice(d as string)],
      [[kept], [], VACATION_DAYS_TEXTS.already(kept)],
      [[d], [e], VACATION_DAYS_TEXTS.notMine(e as string)],
      [[TEST_TODAY], [], VACATION_DAYS_TEXTS.past(TEST_TODAY)],
      [[addDays(TEST_TODAY, 400)], [], VACATION_DAYS_TEXTS.notPosted(addDays(TEST_TODAY, 400))],
      [[d, e], [kept], VACATION_DAYS_TEXTS.notPosted(e as string)],
      [[d, full], [], VACATION_DAYS_TEXTS.full(full)],
      [[d, rdo], [], VACATION_DAYS_TEXTS.rdo(rdo)],
      [many, [], VACATION_DAYS_TEXTS.balance(many.length, held)],
      [['someday'], [], VACATION_DAYS_TEXTS.dates],
      ['2026-12-01', [], 'must be a list'],
    ];
    // 200001's training day in the window (docs/pick.md#demo-agency) is a day already off.
    if (!away) throw new Error('no day off other than a regular one in the window');
    cases.push([[d, away], [], VACATION_DAYS_TEXTS.away(away)]);
    for (const [add, giveBack, message] of cases) expect(await refusal(robert, add, giveBack)).toContain(message);
    expect((await ok('mta_vacationInDaysGet', robert)).days.map((x) => x.date)).toEqual(mine);
    expect(
      await demo.database.db
        .select()
        .from(absences)
        .where(and(eq(absences.passId, '200001'), isNotNull(absences.vacationDayId))),
    ).toHaveLength(mine.length);
  });

  it('gives the last places of a date to exactly as many of 30 simultaneous savers, none lost', async () => {
    const date = workDays()[8] as string;
    await demo.database.db
      .update(dayOffQuotas)
      .set({ vacationSlots: 3 })
      .where(and(eq(dayOffQuotas.depotCode, DEPOT), eq(dayOffQuotas.date, date)));
    const people = await staff(30, 5 * DAY);
    const answers = await Promise.all(
      people.map((p) => call('mta_vacationInDaysSave', p, { requestId: randomUUID(), add: [date], giveBack: [] })),
    );
    const won = answers.filter((a) => a.success);
    expect(won).toHaveLength(3);
    for (const a of answers.filter((x) => !x.success))
      expect(a.message.PopupMessages.join(' ') + a.message.Error).toContain(VACATION_DAYS_TEXTS.full(date));
    const taken = await demo.database.db.select().from(vacationDays).where(eq(vacationDays.date, date));
    expect(taken).toHaveLength(3);
  });

  it("charges each day to its own year's bank: next January's days wait for next year's bank, and this year's bank never pays for them", async () => {
    const [employee] = (await staff(1, DAY)) as [Auth];
    const december = '2026-12-02';
    const january = ['2027-01-05', '2027-01-06'];
    // Next year's bank is not on record yet: refused, however much this year's holds.
    expect(await refusal(employee, [january[0]])).toContain(VACATION_DAYS_TEXTS.notOnRecord(2027));
    await demo.database.db.insert(leaveBanks).values({
      passId: employee.passId,
      bank: 'VAC',
      year: 2027,
      carriedMinutes: 0,
      grantedMinutes: DAY,
      monthlyAccrualMinutes: 0,
    });
    expect(await refusal(employee, january)).toContain(VACATION_DAYS_TEXTS.balanceOfYear(2027, 2, 1));
    // One day of each year, each from its own bank; then neither bank holds another.
    const saved = await save(employee, [january[0] as string, december]);
    expect(saved.days.map((d) => d.date)).toEqual([december, january[0]]);
    expect(saved.bankMinutes).toBe(0);
    expect(await refusal(employee, [january[1]])).toContain(VACATION_DAYS_TEXTS.balanceOfYear(2027, 1, 0));
    expect(await refusal(employee, ['2026-12-03'])).toContain(VACATION_DAYS_TEXTS.balance(1, 0));
    // A day given back frees a day of its own year only.
    expect(await refusal(employee, ['2026-12-03'], [january[0]])).toContain(VACATION_DAYS_TEXTS.balance(1, 0));
    const swapped = await save(employee, [january[1] as string], [january[0] as string]);
    expect(swapped.days.map((d) => d.date)).toEqual([december, january[1]]);
  });

  it('refuses DOB staff', async () => {
    const maria = await signedIn(demo.app, '100001');
    for (const service of Object.keys(VACATION_DAYS_SERVICES) as (keyof typeof VACATION_DAYS_SERVICES)[])
      expect((await call(service, maria, {})).message.Error).toBe(RAW_ERRORS.roleRefused);
  });

  let nextSeniority = 950_000;
  /** RTO staff at the depot with a vacation bank, signed in. */
  async function staff(n: number, vacationMinutes: number): Promise<Auth[]> {
    const made = await rtoStaff(demo.database.db, {
      n,
      firstSeniority: nextSeniority,
      depotCode: DEPOT,
      bank: 'VAC',
      minutes: vacationMinutes,
      now: demo.clock.now(),
    });
    nextSeniority += n;
    return made;
  }
});
