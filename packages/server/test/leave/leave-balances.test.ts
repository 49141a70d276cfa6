import { LEAVE_BANKS, type LeaveBankBalance, leaveBalancesElements, RAW_ERRORS, SERVICES } from '@crewline/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accrualMonths, lastPayWeekEnd } from '../../src/modules/leave/leave.service';
import { createEmployee } from '../factories/employees';
import { addAbsences, addLeaveBanks, addTimecardWeeks, ensureLeaveCodes } from '../factories/leave';
import { createTestDatabase, TEST_TODAY, type TestDatabase } from '../helper';
import { callService, testApp } from '../support/app';
import { parseEnvelope } from '../support/envelope';
import { settableClock, signedInFactory } from './leave-support';

const DAY = 480;
const envelope = (body: unknown) => parseEnvelope('mta_leaveBalances', leaveBalancesElements, body);
const bankOf = (banks: readonly LeaveBankBalance[] | undefined, code: string) => banks?.find((b) => b.bank === code);

describe('leave balance rules', () => {
  it('ends the last full pay week on the Saturday before the current week', () => {
    expect(lastPayWeekEnd('2026-11-21')).toBe('2026-11-14'); // a Saturday: its own week is not over
    expect(lastPayWeekEnd('2026-11-22')).toBe('2026-11-21'); // a Sunday
    expect(lastPayWeekEnd('2026-11-18')).toBe('2026-11-14');
    expect(lastPayWeekEnd('2027-01-01')).toBe('2026-12-26');
  });

  it('counts one accrual per month started, January included', () => {
    expect(accrualMonths('2026-01-01')).toBe(1);
    expect(accrualMonths('2026-01-31')).toBe(1);
    expect(accrualMonths('2026-11-14')).toBe(11);
    expect(accrualMonths('2026-12-31')).toBe(12);
  });
});

describe('mta_leaveBalances with factory rows', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = settableClock(`${TEST_TODAY}T15:00:00Z`);

  beforeAll(async () => {
    database = await createTestDatabase();
    await ensureLeaveCodes(database.db);
    app = await testApp({ db: database.db, now: clock.now });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers every bank as of the end of the latest timecard week, each figure re-addable', async () => {
    const { db } = database;
    const me = await createEmployee(db);
    const other = await createEmployee(db);
    await addTimecardWeeks(db, me.passId, ['2026-10-25', '2026-11-01', '2026-11-08']);
    await addLeaveBanks(db, me.passId, [
      { bank: 'VAC', year: 2026, carriedMinutes: 2400, grantedMinutes: 4800, monthlyAccrualMinutes: 800 },
      { bank: 'SICK', year: 2026, carriedMinutes: 0, grantedMinutes: 0, monthlyAccrualMinutes: 480 },
      { bank: 'PERS', year: 2026, carriedMinutes: 0, grantedMinutes: 1440, monthlyAccrualMinutes: 0 },
      { bank: 'COMP', year: 2026, carriedMinutes: 600, grantedMinutes: 0, monthlyAccrualMinutes: 0 },
      // Another year's bank is not this year's.
      { bank: 'VAC', year: 2025, carriedMinutes: 99_999, grantedMinutes: 99_999, monthlyAccrualMinutes: 9_999 },
    ]);
    await addAbsences(db, me.passId, [
      { date: '2025-12-29', kind: 'VACATION' }, // last year: not this year's bank
      ...['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'].map((date) => ({
        date,
        kind: 'VACATION' as const,
      })),
      { date: '2026-11-14', kind: 'VACATION' }, // the as-of day itself: used
      { date: '2026-11-16', kind: 'VACATION' }, // after it, though before today: scheduled
      { date: '2026-12-28', kind: 'VACATION', minutes: 240 },
      { date: '2027-01-04', kind: 'VACATION' }, // next year: not this year's bank
      { date: '2026-02-10', kind: 'SICK' },
      { date: '2026-06-01', kind: 'PERSONAL' },
      { date: '2026-12-01', kind: 'PERSONAL' },
      { date: '2026-12-02', kind: 'PERSONAL' },
      { date: '2026-12-03', kind: 'PERSONAL' }, // one more than the bank holds
      { date: '2026-07-03', kind: 'HOLIDAY' }, // no HOL bank on record
      { date: '2026-05-05', kind: 'FMLA' }, // unpaid: no bank
      { date: '2026-05-06', kind: 'TRAINING' }, // straight time: no bank
    ]);
    await addAbsences(db, other.passId, [{ date: '2026-04-01', kind: 'VACATION' }]);

    const res = await callService(app, 'mta_leaveBalances', {}, await signedInFactory(app, me.passId));
    expect(res.statusCode).toBe(200);
    const body = envelope(res.json());
    expect(body.success).toBe(true);
    const e = body.elements;
    expect(e).toMatchObject({ year: 2026, asOf: '2026-11-14', timecardWeekStart: '2026-11-08' });
    expect(e?.banks.map((b) => [b.bank, b.name])).toEqual(LEAVE_BANKS.map((b) => [b.code, b.name]));

    expect(bankOf(e?.banks, 'VAC')).toEqual({
      bank: 'VAC',
      name: 'Vacation',
      onRecord: true,
      carriedMinutes: 2400,
      grantedMinutes: 4800,
      monthlyAccrualMinutes: 800,
      accrualMonths: 11,
      accruedMinutes: 8800,
      bankedHolidayMinutes: 0,
      earnedMinutes: 16_000,
      usedMinutes: 6 * DAY,
      scheduledMinutes: DAY + 240,
      availableMinutes: 16_000 - 6 * DAY - DAY - 240,
    });
    expect(bankOf(e?.banks, 'SICK')).toMatchObject({ earnedMinutes: 11 * 480, usedMinutes: DAY, scheduledMinutes: 0 });
    expect(bankOf(e?.banks, 'PERS')).toMatchObject({
      earnedMinutes: 1440,
      usedMinutes: DAY,
      scheduledMinutes: 3 * DAY,
      availableMinutes: -DAY,
    });
    expect(bankOf(e?.banks, 'HOL')).toEqual({
      bank: 'HOL',
      name: 'Holiday',
      onRecord: false,
      carriedMinutes: 0,
      grantedMinutes: 0,
      monthlyAccrualMinutes: 0,
      accrualMonths: 11,
      accruedMinutes: 0,
      bankedHolidayMinutes: 0,
      earnedMinutes: 0,
      usedMinutes: DAY,
      scheduledMinutes: 0,
      availableMinutes: -DAY,
    });
    expect(bankOf(e?.banks, 'COMP')).toMatchObject({ earnedMinutes: 600, usedMinutes: 0, availableMinutes: 600 });
    for (const b of e?.banks ?? []) {
      expect(b.earnedMinutes).toBe(b.carriedMinutes + b.grantedMinutes + b.accruedMinutes + b.bankedHolidayMinutes);
      expect(b.availableMinutes).toBe(b.earnedMinutes - b.usedMinutes - b.scheduledMinutes);
    }
  });

  it('is as of the end of the last full pay week when the employee has no timecard yet', async () => {
    const me = await createEmployee(database.db, { seniorityDate: TEST_TODAY });
    const res = await callService(app, 'mta_leaveBalances', {}, await signedInFactory(app, me.passId));
    const e = envelope(res.json()).elements;
    expect(e).toMatchObject({ year: 2026, asOf: '2026-11-14', timecardWeekStart: null });
    expect(e?.banks).toHaveLength(LEAVE_BANKS.length);
    for (const b of e?.banks ?? []) {
      expect(b).toMatchObject({ onRecord: false, earnedMinutes: 0, usedMinutes: 0, availableMinutes: 0 });
    }
  });

  it('ignores a timecard of a week that has not started', async () => {
    const me = await createEmployee(database.db);
    await addTimecardWeeks(database.db, me.passId, ['2026-11-08', '2026-11-22']);
    const res = await callService(app, 'mta_leaveBalances', {}, await signedInFactory(app, me.passId));
    expect(envelope(res.json()).elements).toMatchObject({ asOf: '2026-11-14', timecardWeekStart: '2026-11-08' });
  });

  it('keeps the leave year of the as-of date across New Year', async () => {
    const { db } = database;
    const me = await createEmployee(db);
    await addLeaveBanks(db, me.passId, [
      { bank: 'VAC', year: 2026, carriedMinutes: 0, grantedMinutes: 9600, monthlyAccrualMinutes: 0 },
      { bank: 'VAC', year: 2027, carriedMinutes: 1200, grantedMinutes: 4800, monthlyAccrualMinutes: 400 },
    ]);
    await addAbsences(db, me.passId, [
      { date: '2026-12-21', kind: 'VACATION' },
      { date: '2027-01-01', kind: 'VACATION' },
      { date: '2027-01-05', kind: 'VACATION' },
    ]);
    const ask = async () =>
      envelope((await callService(app, 'mta_leaveBalances', {}, await signedInFactory(app, me.passId))).json())
        .elements;
    try {
      // Friday 1 January 2027: the latest timecard is still December's; so are the balances.
      clock.set('2027-01-01T17:00:00Z');
      await addTimecardWeeks(db, me.passId, ['2026-12-20']);
      const december = await ask();
      expect(december).toMatchObject({ year: 2026, asOf: '2026-12-26' });
      expect(bankOf(december?.banks, 'VAC')).toMatchObject({
        accrualMonths: 12,
        earnedMinutes: 9600,
        usedMinutes: DAY,
        scheduledMinutes: 0,
      });

      // The week that straddles New Year ends in 2027: the new year's bank, one accrual.
      clock.set('2027-01-04T17:00:00Z');
      await addTimecardWeeks(db, me.passId, ['2026-12-27']);
      const january = await ask();
      expect(january).toMatchObject({ year: 2027, asOf: '2027-01-02', timecardWeekStart: '2026-12-27' });
      expect(bankOf(january?.banks, 'VAC')).toMatchObject({
        accrualMonths: 1,
        earnedMinutes: 1200 + 4800 + 400,
        usedMinutes: DAY,
        scheduledMinutes: DAY,
        availableMinutes: 6400 - 2 * DAY,
      });
    } finally {
      clock.set(`${TEST_TODAY}T15:00:00Z`);
    }
  });

  it("answers the session's employee, whatever the payload names", async () => {
    const { db } = database;
    const me = await createEmployee(db);
    const other = await createEmployee(db, { department: 'RTO' });
    await addLeaveBanks(db, other.passId, [
      { bank: 'VAC', year: 2026, carriedMinutes: 0, grantedMinutes: 4800, monthlyAccrualMinutes: 0 },
    ]);
    await addAbsences(db, other.passId, [{ date: '2026-02-02', kind: 'VACATION' }]);
    const res = await callService(
      app,
      'mta_leaveBalances',
      { passId: other.passId, HEADER_PASS_0: other.passId },
      await signedInFactory(app, me.passId),
    );
    const vac = bankOf(envelope(res.json()).elements?.banks, 'VAC');
    expect(vac).toMatchObject({ onRecord: false, earnedMinutes: 0, usedMinutes: 0 });

    // The other employee (RTO) reads their own: the service is for every employee.
    const theirs = await callService(app, 'mta_leaveBalances', {}, await signedInFactory(app, other.passId));
    expect(bankOf(envelope(theirs.json()).elements?.banks, 'VAC')).toMatchObject({
      earnedMinutes: 4800,
      usedMinutes: DAY,
    });
  });

  it('is for every signed-in employee, cached by the app, and needs a ticket', async () => {
    expect(SERVICES.mta_leaveBalances).toMatchObject({ role: 'employee', cached: true });
    const res = await callService(app, 'mta_leaveBalances', {});
    expect(res.statusCode).toBe(401);
    expect(envelope(res.json()).message.Error).toBe(RAW_ERRORS.authInvalid);
  });
});
