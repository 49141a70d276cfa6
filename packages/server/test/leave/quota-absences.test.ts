import { LEAVE_TEXTS, quotaAbsencesElements, RAW_ERRORS, SERVICES } from '@crewline/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee } from '../factories/employees';
import { addAbsences, ensureLeaveCodes } from '../factories/leave';
import { createTestDatabase, TEST_TODAY, type TestDatabase } from '../helper';
import { callService, testApp } from '../support/app';
import { testClock } from '../support/clock';
import { parseEnvelope } from '../support/envelope';
import { signedInFactory } from './leave-support';

const envelope = (body: unknown) => parseEnvelope('mta_quotaAbsences', quotaAbsencesElements, body);

describe('mta_quotaAbsences with factory rows', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let me: { passId: string; ticket: string };
  let other: { passId: string; ticket: string };

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await ensureLeaveCodes(db);
    app = await testApp({ db, now: testClock(`${TEST_TODAY}T15:00:00Z`).now });
    const dob = await createEmployee(db);
    const rto = await createEmployee(db, { department: 'RTO' });
    await addAbsences(db, dob.passId, [
      { date: '2025-03-10', kind: 'SICK' },
      { date: '2025-08-01', kind: 'PERSONAL' },
      { date: '2026-01-12', kind: 'SICK' },
      { date: '2026-01-13', kind: 'SICK', minutes: 240 },
      { date: '2026-04-20', kind: 'PERSONAL' },
      { date: '2026-12-01', kind: 'SICK' }, // after today: booked, not yet taken
      { date: '2026-06-15', kind: 'VACATION' }, // no quota
      { date: '2026-06-16', kind: 'TRAINING' }, // no quota
      { date: '2027-01-08', kind: 'PERSONAL' }, // next year: not shown, and not a year to choose
    ]);
    await addAbsences(db, rto.passId, [
      { date: '2024-05-01', kind: 'SICK' },
      { date: '2026-02-02', kind: 'FMLA' },
      { date: '2026-02-03', kind: 'FMLA' },
      { date: '2026-02-04', kind: 'PERSONAL' },
    ]);
    me = await signedInFactory(app, dob.passId);
    other = await signedInFactory(app, rto.passId);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const ask = async (auth: { passId: string; ticket: string }, payload: Record<string, unknown> = {}) =>
    envelope((await callService(app, 'mta_quotaAbsences', payload, auth)).json());

  it("answers this year's quotas with the absences charged to them, and the years to choose", async () => {
    const body = await ask(me);
    expect(body.success).toBe(true);
    expect(body.elements?.year).toBe(2026);
    expect(body.elements?.years).toEqual([2026, 2025]);
    expect(body.elements?.quotas).toEqual([
      {
        code: 'PERS',
        description: 'Personal days',
        allowanceDays: 3,
        usedDays: 1,
        remainingDays: 2,
        absences: [
          {
            date: '2026-04-20',
            kind: 'PERSONAL',
            payCode: 'PERS',
            payCodeDescription: 'Personal leave',
            minutes: 480,
            scheduled: false,
          },
        ],
      },
      {
        code: 'SICK',
        description: 'Sick days',
        allowanceDays: 12,
        usedDays: 3,
        remainingDays: 9,
        absences: [
          expect.objectContaining({
            date: '2026-01-12',
            kind: 'SICK',
            payCode: 'SICK',
            minutes: 480,
            scheduled: false,
          }),
          expect.objectContaining({ date: '2026-01-13', minutes: 240, scheduled: false }),
          expect.objectContaining({ date: '2026-12-01', scheduled: true }),
        ],
      },
      {
        code: 'FMLA',
        description: 'Family and medical leave',
        allowanceDays: 60,
        usedDays: 0,
        remainingDays: 60,
        absences: [],
      },
    ]);
  });

  it('answers an earlier year with data, and the current year asked by name', async () => {
    const last = await ask(me, { year: 2025 });
    expect(last.elements?.year).toBe(2025);
    expect(last.elements?.quotas.map((q) => [q.code, q.absences.map((a) => a.date)])).toEqual([
      ['PERS', ['2025-08-01']],
      ['SICK', ['2025-03-10']],
      ['FMLA', []],
    ]);
    expect((await ask(me, { year: 2026 })).elements).toEqual((await ask(me)).elements);
    // docs/product.md#validation: a blank year is no year.
    expect((await ask(me, { year: '  ' })).elements?.year).toBe(2026);
  });

  it('answers the current year even without any quota absence', async () => {
    const newcomer = await signedInFactory(app, (await createEmployee(database.db)).passId);
    const body = await ask(newcomer);
    expect(body.elements?.years).toEqual([2026]);
    expect(body.elements?.quotas.map((q) => [q.code, q.usedDays, q.remainingDays])).toEqual([
      ['PERS', 0, 3],
      ['SICK', 0, 12],
      ['FMLA', 0, 60],
    ]);
  });

  it('counts an employee over the allowance honestly', async () => {
    const { db } = database;
    const e = await createEmployee(db);
    await addAbsences(
      db,
      e.passId,
      ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05'].map((date) => ({ date, kind: 'PERSONAL' as const })),
    );
    const pers = (await ask(await signedInFactory(app, e.passId))).elements?.quotas.find((q) => q.code === 'PERS');
    expect(pers).toMatchObject({ allowanceDays: 3, usedDays: 4, remainingDays: -1 });
  });

  it.each([
    ['a future year', { year: 2027 }, LEAVE_TEXTS.quotaYearNotStarted(2027, 2026)],
    ['a year without quota absences', { year: 2024 }, LEAVE_TEXTS.quotaYearWithoutAbsences(2024, [2026, 2025])],
  ])('refuses %s in plain words', async (_name, payload, text) => {
    const body = await ask(me, payload);
    expect(body.success).toBe(false);
    expect(body.message.Error).toBe(RAW_ERRORS.nonEmptyOutput(text));
    expect(body.elements).toBeUndefined();
  });

  it.each([
    ['a year before the range', { year: 1999 }, `year: ${LEAVE_TEXTS.quotaYearOutOfRange}`],
    ['a year after the range', { year: 2101 }, `year: ${LEAVE_TEXTS.quotaYearOutOfRange}`],
    ['a year in words', { year: 'last year' }, 'year: must be a number'],
    ['a fraction of a year', { year: 2025.5 }, 'year: must be a whole number'],
  ])('refuses %s with the problem in the popup', async (_name, payload, problem) => {
    const body = await ask(me, payload);
    expect(body.success).toBe(false);
    expect(body.message.Error).toBe(RAW_ERRORS.popupOutput);
    expect(body.message.PopupMessages).toEqual([problem]);
  });

  it("never reaches another employee's absences or years", async () => {
    const body = await ask(me, { passId: other.passId, HEADER_PASS_0: other.passId });
    const dates = body.elements?.quotas.flatMap((q) => q.absences.map((a) => a.date));
    expect(dates).toEqual(['2026-04-20', '2026-01-12', '2026-01-13', '2026-12-01']);
    // Their year with data is not mine.
    expect((await ask(me, { year: 2024 })).success).toBe(false);

    const theirs = await ask(other);
    expect(theirs.elements?.years).toEqual([2026, 2024]);
    expect(theirs.elements?.quotas.find((q) => q.code === 'FMLA')).toMatchObject({ usedDays: 2, remainingDays: 58 });
  });

  it('is for every signed-in employee (DOB and RTO) and needs a ticket', async () => {
    expect(SERVICES.mta_quotaAbsences.role).toBe('employee');
    expect((await ask(other)).success).toBe(true);
    const res = await callService(app, 'mta_quotaAbsences', {});
    expect(res.statusCode).toBe(401);
    expect(envelope(res.json()).message.Error).toBe(RAW_ERRORS.authInvalid);
  });
});
