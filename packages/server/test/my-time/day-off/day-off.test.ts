import { randomUUID } from 'node:crypto';
import { addDays, DAY_OFF_TEXTS, isoDateIn, MY_TIME_SERVICES, RAW_ERRORS, weekdayOf } from '@crewline/protocol';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { absences, dayOffQuotas, dayOffRequests, leaveBanks, myTimeEvents } from '../../../src/db/schema';
import { isDayOff } from '../../../src/lib/days-off';
import { openSession } from '../../../src/modules/auth/sessions.service';
import { jobsInForce } from '../../../src/modules/pick/pick.service';
import { rtoStaff } from '../../factories/rto-staff';
import { TEST_TODAY } from '../../helper';
import { signedIn, testConfig } from '../../support/app';
import { demoAppOn } from '../../support/demo-app';
import { type Auth, serviceCalls } from '../../support/service-calls';

const NOW = `${TEST_TODAY}T15:00:00.000Z`;
const DEPOT = 'CIY';
const DAY = 480;

describe('My Time: request a day off (quota, waitlist by seniority, banks, history)', () => {
  const demo = demoAppOn(TEST_TODAY, { start: NOW });
  const { call, ok, refused } = serviceCalls(() => demo.app);
  let robert: Auth;
  let nextSeniority = 900_000;

  const add = (auth: Auth, date: string, bank = 'PERS', requestId = randomUUID()) =>
    ok('mta_requestDayOffAdd', auth, { requestId, date, bank });
  const cancel = (auth: Auth, dayOffId: number) =>
    ok('mta_requestDayOffDelete', auth, { requestId: randomUUID(), dayOffId });
  const rowsOn = (date: string) =>
    demo.database.db.select().from(dayOffRequests).where(eq(dayOffRequests.date, date)).orderBy(dayOffRequests.id);
  const setQuota = (date: string, slots: number) =>
    demo.database.db
      .update(dayOffQuotas)
      .set({ slots })
      .where(and(eq(dayOffQuotas.depotCode, DEPOT), eq(dayOffQuotas.date, date)));

  /** RTO staff at the depot, most senior first, five personal days each, signed in. */
  async function staff(n: number, personalMinutes = 5 * DAY) {
    const made = await rtoStaff(demo.database.db, {
      n,
      firstSeniority: nextSeniority,
      depotCode: DEPOT,
      bank: 'PERS',
      minutes: personalMinutes,
      now: demo.clock.now(),
    });
    nextSeniority += n;
    return made;
  }

  beforeAll(async () => {
    robert = await signedIn(demo.app, '200001');
  });

  it("approves 200001's day within the quota, charges the bank, and answers a retry with the first result", async () => {
    const before = await ok('mta_requestDayOffGet', robert);
    expect(before.requests).toEqual([]);
    const personal = before.banks.find((b) => b.bank === 'PERS')?.availableMinutes as number;
    expect(personal).toBeGreaterThanOrEqual(DAY);
    const requestId = randomUUID();
    const first = await add(robert, '2026-12-10', 'PERS', requestId);
    expect(first.request).toMatchObject({
      date: '2026-12-10',
      bank: 'PERS',
      status: 'APPROVED',
      waitlistPosition: null,
    });
    const again = await add(robert, '2026-12-10', 'PERS', requestId);
    expect(again.request).toEqual(first.request);
    expect(await rowsOn('2026-12-10')).toHaveLength(1);
    // The leave balances and the records read the absence it became.
    const after = await ok('mta_requestDayOffGet', robert);
    expect(after.banks.find((b) => b.bank === 'PERS')?.availableMinutes).toBe(personal - DAY);
    const leave = await ok('mta_leaveBalances', robert);
    expect(leave.banks.find((b) => b.bank === 'PERS')?.availableMinutes).toBe(personal - DAY);
    const [absence] = await demo.database.db
      .select()
      .from(absences)
      .where(and(eq(absences.passId, '200001'), eq(absences.date, '2026-12-10')));
    expect(absence).toMatchObject({
      kind: 'PERSONAL',
      payCode: 'PERS',
      minutes: DAY,
      dayOffRequestId: first.request.dayOffId,
    });
  });

  it('refuses the past, today, an unposted day, twice, an RDO, a day already off, an empty bank — saving nothing', async () => {
    const robertRow = { passId: '200001', department: 'RTO' };
    const days = Array.from({ length: 21 }, (_, i) => addDays(TEST_TODAY, i + 1));
    const jobs = await jobsInForce(demo.database.db, robertRow, days[0] as string, days.at(-1) as string);
    const rdo = days.find((d) => {
      const job = jobs.filter((j) => j.effectiveDate <= d && d <= j.expirationDate).at(-1);
      return job !== undefined && isDayOff(job.daysOff, weekdayOf(d));
    }) as string;
    const training = (await ok('mta_trainingAssignments', robert)).assignments.find((a) => a.date > TEST_TODAY);
    const bank = (await ok('mta_requestDayOffGet', robert)).banks;
    const emptyBank = bank.find((b) => b.availableMinutes < DAY)?.bank ?? 'PERS';
    const off = new Set(
      (await demo.database.db.select({ date: absences.date }).from(absences).where(eq(absences.passId, '200001'))).map(
        (a) => a.date,
      ),
    );
    const workday = days.find((d) => d !== rdo && !off.has(d) && d !== '2026-12-10');
    const cases: [Record<string, unknown>, string][] = [
      [{ date: TEST_TODAY, bank: 'COMP' }, DAY_OFF_TEXTS.past],
      [{ date: '2026-11-02', bank: 'COMP' }, DAY_OFF_TEXTS.past],
      [{ date: addDays(TEST_TODAY, 400), bank: 'COMP' }, DAY_OFF_TEXTS.notPosted(addDays(TEST_TODAY, 400))],
      [{ date: '2026-12-10', bank: 'COMP' }, DAY_OFF_TEXTS.twice('2026-12-10')],
      [{ date: rdo, bank: 'COMP' }, DAY_OFF_TEXTS.rdo(rdo)],
      [{ date: training?.date, bank: 'COMP' }, DAY_OFF_TEXTS.away(training?.date as string)],
      [{ date: workday, bank: emptyBank }, DAY_OFF_TEXTS.balance(emptyBank === 'PERS' ? 'Personal' : emptyBank)],
      [{ date: workday, bank: 'SICK' }, DAY_OFF_TEXTS.bank],
      [{ date: 'soon', bank: 'COMP' }, DAY_OFF_TEXTS.date],
    ];
    const count = async () =>
      (await demo.database.db.select({ n: sql<number>`count(*)::int` }).from(dayOffRequests))[0]?.n;
    const before = await count();
    for (const [payload, message] of cases) {
      const refusal = await refused('mta_requestDayOffAdd', robert, { requestId: randomUUID(), ...payload });
      expect([refusal.Error, ...refusal.PopupMessages].join(' ')).toContain(message);
    }
    const badId = await refused('mta_requestDayOffAdd', robert, { requestId: 'again', date: workday, bank: 'COMP' });
    expect(badId.PopupMessages.join(' ')).toContain(DAY_OFF_TEXTS.requestId);
    expect(await count()).toBe(before);
  });

  it('waitlists past the quota by seniority, and a cancelled approval goes to the most senior waiting', async () => {
    const date = '2026-12-16';
    await setQuota(date, 2);
    const [s1, s2, s3, s4] = (await staff(4)) as unknown as [Auth, Auth, Auth, Auth];
    expect((await add(s3, date)).request.status).toBe('APPROVED');
    expect((await add(s4, date)).request.status).toBe('APPROVED');
    // The juniors asked first; the seniors wait, in seniority order.
    expect((await add(s2, date)).request).toMatchObject({ status: 'WAITLISTED', waitlistPosition: 1 });
    const senior = (await add(s1, date)).request;
    expect(senior).toMatchObject({ status: 'WAITLISTED', waitlistPosition: 1 });
    expect((await ok('mta_requestDayOffGet', s2)).requests[0]?.waitlistPosition).toBe(2);
    const s3Request = (await ok('mta_requestDayOffGet', s3)).requests[0];
    const after = await cancel(s3, s3Request?.dayOffId as number);
    expect(after.requests[0]?.status).toBe('CANCELLED');
    expect((await ok('mta_requestDayOffGet', s1)).requests[0]).toMatchObject({ status: 'APPROVED' });
    expect((await ok('mta_requestDayOffGet', s2)).requests[0]).toMatchObject({
      status: 'WAITLISTED',
      waitlistPosition: 1,
    });
    // Cancelling a waitlisted request frees nothing; cancelling again changes nothing.
    const s2Id = (await ok('mta_requestDayOffGet', s2)).requests[0]?.dayOffId as number;
    await cancel(s2, s2Id);
    expect((await cancel(s2, s2Id)).requests[0]?.status).toBe('CANCELLED');
    const live = (await rowsOn(date)).filter((r) => r.status === 'APPROVED').map((r) => r.passId);
    expect(live.sort()).toEqual([s1.passId, s4.passId].sort());
    // Another employee's request is not mine to cancel.
    const refusal = await refused('mta_requestDayOffDelete', s2, {
      requestId: randomUUID(),
      dayOffId: senior.dayOffId,
    });
    expect(refusal.Error).toContain(DAY_OFF_TEXTS.dayOffId);
  });

  it('passes over a waiting employee whose bank no longer covers a day', async () => {
    const date = '2026-12-17';
    await setQuota(date, 1);
    const [senior] = (await staff(1, DAY)) as unknown as [Auth];
    const [junior, holder] = (await staff(2)) as unknown as [Auth, Auth];
    const held = (await add(holder, date)).request;
    await add(senior, date);
    await add(junior, date);
    // The senior spends their only personal day elsewhere while waiting.
    expect((await add(senior, '2026-12-22')).request.status).toBe('APPROVED');
    await cancel(holder, held.dayOffId);
    expect((await ok('mta_requestDayOffGet', junior)).requests[0]?.status).toBe('APPROVED');
    const seniorDay = (await ok('mta_requestDayOffGet', senior)).requests.find((r) => r.date === date);
    expect(seniorDay).toMatchObject({ status: 'WAITLISTED', waitlistPosition: 1 });
  });

  it('gives exactly 3 of 200 simultaneous requests for the last 3 slots, the rest waitlisted by seniority, none lost', async () => {
    const date = '2026-12-23';
    await setQuota(date, 3);
    const crowd = await staff(200);
    const answers = await Promise.all(
      [...crowd].reverse().map((s) => call('mta_requestDayOffAdd', s, { requestId: randomUUID(), date, bank: 'PERS' })),
    );
    expect(answers.every((a) => a.success)).toBe(true);
    const rows = await rowsOn(date);
    expect(rows).toHaveLength(200);
    expect(rows.filter((r) => r.status === 'APPROVED')).toHaveLength(3);
    const charged = await demo.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(absences)
      .where(and(eq(absences.date, date), sql`${absences.dayOffRequestId} is not null`));
    expect(charged[0]?.n).toBe(3);
    const waiting = rows.filter((r) => r.status === 'WAITLISTED');
    const positions = await Promise.all(
      waiting.map(async (r) => {
        const auth = crowd.find((s) => s.passId === r.passId) as Auth & { seniority: number };
        const mine = (await ok('mta_requestDayOffGet', auth)).requests.find((q) => q.date === date);
        return { seniority: auth.seniority, position: mine?.waitlistPosition };
      }),
    );
    positions.sort((a, b) => a.seniority - b.seniority);
    expect(positions.map((p) => p.position)).toEqual(positions.map((_, i) => i + 1));
  });

  it('keeps who changed what and when, and the demo.database refuses to rewrite it', async () => {
    const history = await demo.database.db.select().from(myTimeEvents).where(eq(myTimeEvents.passId, '200001'));
    expect(history.map((e) => e.kind)).toEqual(['DAY_OFF_REQUESTED', 'DAY_OFF_APPROVED']);
    expect(history.every((e) => e.actor === '200001')).toBe(true);
    const system = await demo.database.db.select().from(myTimeEvents).where(eq(myTimeEvents.actor, 'SYSTEM'));
    expect(system.length).toBeGreaterThanOrEqual(2);
    await expect(demo.database.db.execute(sql`update my_time_events set actor = 'x'`)).rejects.toThrow();
    await expect(demo.database.db.execute(sql`delete from my_time_events`)).rejects.toThrow();
  });

  it('lists the agency holidays from today on, and refuses day-off services to bus operators', async () => {
    const { holidays } = await ok('mta_requestDayOffHolidays', robert);
    expect((holidays[0]?.date ?? '') >= TEST_TODAY).toBe(true);
    expect(holidays.map((h) => h.name)).toContain('Christmas Day');
    expect(holidays.find((h) => h.name === 'Christmas Day')?.date).toBe('2026-12-25');
    const maria = await signedIn(demo.app, '100001');
    for (const service of Object.keys(MY_TIME_SERVICES) as (keyof typeof MY_TIME_SERVICES)[]) {
      expect((await call(service, maria, {})).message.Error).toBe(RAW_ERRORS.roleRefused);
    }
    expect(isoDateIn(demo.clock.now(), 'America/New_York')).toBe(TEST_TODAY);
  });

  it("charges each day to its own year's bank: next January's wait for next year's bank, and this year's never pays for them", async () => {
    const [employee] = (await staff(1, DAY)) as unknown as [Auth];
    const january = ['2027-01-05', '2027-01-06'] as const;
    for (const date of [...january, '2026-12-02', '2026-12-03']) await setQuota(date, 5);
    const refusal = async (date: string) =>
      JSON.stringify(await refused('mta_requestDayOffAdd', employee, { requestId: randomUUID(), date, bank: 'PERS' }));
    expect(await refusal(january[0])).toContain(DAY_OFF_TEXTS.notOnRecord('Personal', 2027));
    await demo.database.db.insert(leaveBanks).values({
      passId: employee.passId,
      bank: 'PERS',
      year: 2027,
      carriedMinutes: 0,
      grantedMinutes: DAY,
      monthlyAccrualMinutes: 0,
    });
    expect((await add(employee, january[0])).request.status).toBe('APPROVED');
    expect(await refusal(january[1])).toContain(DAY_OFF_TEXTS.balance('2027 Personal'));
    // This year's day is still there, once.
    expect((await add(employee, '2026-12-02')).request.status).toBe('APPROVED');
    expect(await refusal('2026-12-03')).toContain(DAY_OFF_TEXTS.balance('Personal'));
  });

  it('refuses to cancel a request once its day has come, approved or waiting, and leaves the day as it was', async () => {
    const date = addDays(TEST_TODAY, 2);
    await setQuota(date, 1);
    const [holder, waiting] = (await staff(2)) as unknown as [Auth, Auth];
    const held = (await add(holder, date)).request;
    const waited = (await add(waiting, date)).request;
    expect([held.status, waited.status]).toEqual(['APPROVED', 'WAITLISTED']);
    const before = { rows: await rowsOn(date), events: await demo.database.db.select().from(myTimeEvents) };
    const day = 86_400_000;
    try {
      for (const days of [2, 1]) {
        // On the day itself, then the day after (signed in again: the sessions of two days ago have ended).
        demo.clock.advance(days * day);
        for (const [auth, request] of [
          [holder, held],
          [waiting, waited],
        ] as const) {
          const again = {
            passId: auth.passId,
            ticket: (await openSession(demo.database.db, auth.passId, demo.clock.now(), testConfig())).ticket,
          };
          const refusal = await refused('mta_requestDayOffDelete', again, {
            requestId: randomUUID(),
            dayOffId: request.dayOffId,
          });
          expect(refusal.Error).toContain(DAY_OFF_TEXTS.cancelTooLate(date));
        }
      }
    } finally {
      demo.clock.advance(-3 * day);
    }
    expect(await rowsOn(date)).toEqual(before.rows);
    expect(await demo.database.db.select().from(myTimeEvents)).toEqual(before.events);
    const charged = await demo.database.db
      .select()
      .from(absences)
      .where(and(eq(absences.passId, holder.passId), eq(absences.date, date)));
    expect(charged).toHaveLength(1);
  });
});
