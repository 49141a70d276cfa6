import {
  ASSIGNMENT_TEXTS,
  addDays,
  daysBetween,
  RAW_ERRORS,
  SCHEDULED_ASSIGNMENTS_MAX_DAYS,
  type ScheduledDay,
  scheduledAssignmentsElements,
} from '@crewline/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee } from '../factories/employees';
import { createAbsence, createJob, createPickPeriod } from '../factories/scheduled-assignments';
import { createTestDatabase, TEST_TODAY, type TestDatabase } from '../helper';
import { callService, testApp } from '../support/app';
import { testClock } from '../support/clock';
import { parseEnvelope } from '../support/envelope';
import { RELIEF_POINT, SCENARIO_FROM, SCENARIO_KINDS, SCENARIO_TO, scheduledOperator } from './scenario';
import { signedInFactory } from './support';

const SERVICE = 'mta_scheduledAssignments';

describe('mta_scheduledAssignments', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let operator: Awaited<ReturnType<typeof scheduledOperator>>;
  let auth: { passId: string; ticket: string };
  // 10:00 in New York on TEST_TODAY.
  const clock = testClock(`${TEST_TODAY}T15:00:00Z`);

  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
    app = await testApp({ db: database.db, now: clock.now });
    operator = await scheduledOperator(database.db);
    auth = await signedInFactory(app, operator.passId);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const ask = async (payload: Record<string, unknown>, as: { passId: string; ticket: string } = auth) => {
    const res = await callService(app, SERVICE, payload, as);
    return { status: res.statusCode, ...parseEnvelope(SERVICE, scheduledAssignmentsElements, res.json()) };
  };
  const daysOf = async (from: string, to: string) => {
    const body = await ask({ from, to });
    expect(body.success).toBe(true);
    return body.elements?.days ?? [];
  };

  it('answers one day per date: work, days off, absences and days no pick covers', async () => {
    const body = await ask({ from: SCENARIO_FROM, to: SCENARIO_TO });
    expect(body.success).toBe(true);
    expect(body.elements).toMatchObject({ from: SCENARIO_FROM, to: SCENARIO_TO, today: TEST_TODAY });
    const days = body.elements?.days ?? [];
    expect(days.map((d) => d.date)).toEqual(
      Array.from({ length: daysBetween(SCENARIO_FROM, SCENARIO_TO) + 1 }, (_, i) => addDays(SCENARIO_FROM, i)),
    );
    expect(days.map((d) => d.kind)).toEqual(SCENARIO_KINDS);
  });

  it('gives a working day the job in force with its times, depot and relief', async () => {
    const [wed] = await daysOf('2026-11-25', '2026-11-25');
    expect(wed).toEqual({
      date: '2026-11-25',
      kind: 'WORK',
      work: {
        jobCode: operator.dayJob.code,
        route: 'B41/B41 LTD',
        depotCode: operator.employee.depotCode,
        depotName: 'Flatbush Depot',
        reportMinutes: 345,
        startMinutes: 360,
        endMinutes: 840,
        paidMinutes: 480,
        reliefPoint: RELIEF_POINT,
        reliefMinutes: 600,
      },
    } satisfies ScheduledDay);

    // The next pick's night run ends the next morning; it has no relief.
    const [sun] = await daysOf('2026-12-13', '2026-12-13');
    expect(sun).toMatchObject({
      kind: 'WORK',
      work: { jobCode: operator.nightRun.code, route: 'B44', reportMinutes: 1380, endMinutes: 1890 },
    });
    expect(sun?.kind === 'WORK' && sun.work.reliefPoint).toBeNull();
    expect(sun?.kind === 'WORK' && sun.work.reliefMinutes).toBeNull();
  });

  it('shows holiday, training and leave with what they carry', async () => {
    const days = await daysOf('2026-11-23', '2026-12-04');
    const on = (date: string) => days.find((d) => d.date === date);
    expect(on('2026-11-23')).toEqual({ date: '2026-11-23', kind: 'VACATION', payCode: 'VAC', minutes: 480 });
    expect(on('2026-11-26')).toEqual({
      date: '2026-11-26',
      kind: 'HOLIDAY',
      holidayName: 'Thanksgiving Day',
      payCode: 'HOL',
      minutes: 480,
    });
    expect(on('2026-12-01')).toEqual({
      date: '2026-12-01',
      kind: 'TRAINING',
      training: {
        course: 'Defensive driving refresher',
        location: 'Training Center, 25 Jamaica Ave',
        startMinutes: 480,
        endMinutes: 960,
      },
    });
    expect(on('2026-12-03')).toEqual({ date: '2026-12-03', kind: 'COMP', payCode: 'COMP', minutes: 240 });
    expect(on('2026-12-04')).toEqual({ date: '2026-12-04', kind: 'FMLA', payCode: 'FMLA', minutes: 480 });
  });

  it('answers a single day and the longest range allowed', async () => {
    expect(await daysOf(TEST_TODAY, TEST_TODAY)).toEqual([{ date: TEST_TODAY, kind: 'DAY_OFF' }]);
    const last = addDays(TEST_TODAY, SCHEDULED_ASSIGNMENTS_MAX_DAYS - 1);
    const days = await daysOf(TEST_TODAY, last);
    expect(days).toHaveLength(SCHEDULED_ASSIGNMENTS_MAX_DAYS);
    expect(days.at(-1)?.date).toBe(last);
  });

  it('takes the employee from the session, never from the payload', async () => {
    const other = await createEmployee(database.db, { department: 'DOB' });
    await createAbsence(database.db, { passId: other.passId, date: '2026-11-25', kind: 'VACATION', payCode: 'VAC' });
    const otherPick = await createPickPeriod(database.db, {
      department: 'DOB',
      effectiveDate: '2026-12-06',
      expirationDate: '2026-12-12',
    });
    await createJob(database.db, { pickPeriodId: otherPick.id, depotCode: other.depotCode, pickedBy: other.passId });

    const body = await ask({ from: SCENARIO_FROM, to: SCENARIO_TO, passId: other.passId, HEADER_PASS_0: other.passId });
    expect(body.elements?.days.map((d) => d.kind)).toEqual(SCENARIO_KINDS);

    // The other employee sees their own days, not the operator's.
    const theirs = await ask({ from: '2026-11-25', to: '2026-12-08' }, await signedInFactory(app, other.passId));
    expect(theirs.elements?.days.map((d) => d.kind)).toEqual([
      'VACATION',
      ...Array<string>(10).fill('NOT_PICKED'),
      'DAY_OFF', // Sun 6
      'WORK',
      'WORK',
    ]);
  });

  it.each([
    ['no from', { to: '2026-11-30' }, 'from: is required'],
    ['no to', { from: '2026-11-30' }, 'to: is required'],
    ['a month 13', { from: '2026-13-01', to: '2026-12-01' }, `from: ${ASSIGNMENT_TEXTS.dateFormat}`],
    ['30 February', { from: '2026-02-30', to: '2026-03-02' }, `from: ${ASSIGNMENT_TEXTS.dateFormat}`],
    ['a US date', { from: '2026-11-21', to: '11/30/2026' }, `to: ${ASSIGNMENT_TEXTS.dateFormat}`],
    ['a date and time', { from: '2026-11-21T00:00:00Z', to: '2026-11-30' }, `from: ${ASSIGNMENT_TEXTS.dateFormat}`],
    ['to before from', { from: '2026-11-30', to: '2026-11-29' }, `to: ${ASSIGNMENT_TEXTS.order}`],
    [
      'one day over the limit',
      { from: '2026-11-21', to: addDays('2026-11-21', SCHEDULED_ASSIGNMENTS_MAX_DAYS) },
      `to: From 21-Nov-26 to 22-Jan-27 is 63 days. Choose at most ${SCHEDULED_ASSIGNMENTS_MAX_DAYS} days at a time.`,
    ],
    [
      'a whole year',
      { from: '2026-01-01', to: '2026-12-31' },
      `to: From 01-Jan-26 to 31-Dec-26 is 365 days. Choose at most ${SCHEDULED_ASSIGNMENTS_MAX_DAYS} days at a time.`,
    ],
  ])('refuses %s in plain words', async (_name, payload, problem) => {
    const body = await ask(payload);
    expect(body.success).toBe(false);
    expect(body.message.Error).toBe(RAW_ERRORS.popupOutput);
    expect(body.message.PopupMessages).toEqual([problem]);
    expect(body.elements).toBeUndefined();
  });

  it('answers 401 without a valid ticket', async () => {
    const none = await callService(app, SERVICE, { from: SCENARIO_FROM, to: SCENARIO_TO });
    expect(none.statusCode).toBe(401);
    const forged = await callService(
      app,
      SERVICE,
      { from: SCENARIO_FROM, to: SCENARIO_TO },
      {
        passId: operator.passId,
        ticket: 'not-a-ticket',
      },
    );
    expect(forged.statusCode).toBe(401);
  });
});
