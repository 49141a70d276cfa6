import {
  addDays,
  PICK_PERIOD_ID_MAX,
  PICKED_JOB_TEXTS,
  pickedJobDetailsElements,
  pickedJobSlidesElements,
  pickedJobsDatesElements,
  RAW_ERRORS,
  SERVICES,
} from '@crewline/protocol';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmployee, type EmployeeRecord, FACTORY_PASSWORD } from '../factories/employees';
import { createJob, createPickPeriod, type PickPeriodRecord } from '../factories/picked-jobs';
import { TEST_TODAY } from '../helper';
import { callService, login } from '../support/app';
import { demoAppOn } from '../support/demo-app';
import { parseEnvelope } from '../support/envelope';

const SERVICE_NAMES = ['mta_pickedJobsDates', 'mta_pickedJobSlides', 'mta_pickedJobDetails'] as const;
type Auth = { passId: string; ticket: string };

const dates = (body: unknown) => parseEnvelope('mta_pickedJobsDates', pickedJobsDatesElements, body);
const slides = (body: unknown) => parseEnvelope('mta_pickedJobSlides', pickedJobSlidesElements, body);
const details = (body: unknown) => parseEnvelope('mta_pickedJobDetails', pickedJobDetailsElements, body);

/** 15:00 UTC: 10:00 in New York, the agency's zone, on the same calendar day. */
const middayOf = (iso: string) => `${iso}T15:00:00Z`;

describe('picked jobs', () => {
  const demo = demoAppOn(TEST_TODAY, { start: middayOf(TEST_TODAY) });
  let maria: EmployeeRecord;
  let frank: EmployeeRecord;
  let rita: EmployeeRecord;
  const p: Record<'past1' | 'past2' | 'current' | 'future' | 'frankOnly' | 'open' | 'otherDept', PickPeriodRecord> =
    {} as never;

  async function signIn(e: EmployeeRecord): Promise<Auth> {
    const res = await login(demo.app, e.passId, FACTORY_PASSWORD);
    const ticket = res.json().Response.Elements?.AP_TICKET;
    if (typeof ticket !== 'string' || ticket === '') throw new Error(`sign-in of ${e.passId} failed: ${res.body}`);
    return { passId: e.passId, ticket };
  }

  beforeAll(async () => {
    const db = demo.database.db;
    maria = await createEmployee(db, { department: 'DOB', depotCode: 'FB' });
    frank = await createEmployee(db, { department: 'DOB', depotCode: 'FB' });
    rita = await createEmployee(db, { department: 'RTO', division: 'RTO', depotCode: '207' });

    const t = TEST_TODAY;
    p.past1 = await createPickPeriod(db, { effectiveDate: addDays(t, -400), expirationDate: addDays(t, -219) });
    // Expired yesterday: past. Takes effect today: current.
    p.past2 = await createPickPeriod(db, { effectiveDate: addDays(t, -218), expirationDate: addDays(t, -1) });
    p.current = await createPickPeriod(db, {
      description: 'Winter 2027 Bus Operator General Pick',
      effectiveDate: t,
      expirationDate: addDays(t, 13),
    });
    p.future = await createPickPeriod(db, { effectiveDate: addDays(t, 14), expirationDate: addDays(t, 195) });
    p.frankOnly = await createPickPeriod(db, { effectiveDate: addDays(t, -600), expirationDate: addDays(t, -401) });
    p.open = await createPickPeriod(db, { effectiveDate: addDays(t, -800), expirationDate: addDays(t, -601) });
    p.otherDept = await createPickPeriod(db, { department: 'RTO', effectiveDate: addDays(t, -30) });

    await createJob(db, { pickPeriodId: p.past1.id, code: 'FB-101', pickedBy: maria.passId, daysOff: 1 | 2 });
    await createJob(db, { pickPeriodId: p.past2.id, code: 'FB-111', pickedBy: maria.passId });
    // An owl run: reports and starts before midnight, ends the next morning; relieved at 02:30.
    await createJob(db, {
      pickPeriodId: p.current.id,
      code: 'FB-121',
      pickedBy: maria.passId,
      route: 'B41/B44',
      daysOff: 4 | 8,
      reportMinutes: 1365,
      startMinutes: 1380,
      endMinutes: 1890,
      paidMinutes: 510,
      reliefPoint: 'Kings Plaza',
      reliefMinutes: 1590,
    });
    await createJob(db, { pickPeriodId: p.future.id, code: 'FB-131', pickedBy: maria.passId, depotCode: 'JG' });
    await createJob(db, { pickPeriodId: p.current.id, code: 'FB-202', pickedBy: frank.passId });
    await createJob(db, { pickPeriodId: p.frankOnly.id, code: 'FB-203', pickedBy: frank.passId });
    await createJob(db, { pickPeriodId: p.open.id, code: 'FB-999', pickedBy: null });
    // Held in another department's pick (before a transfer): not part of the DOB employee's picked work.
    await createJob(db, { pickPeriodId: p.otherDept.id, code: 'A-117', pickedBy: maria.passId, depotCode: '207' });
  });
  beforeEach(() => {
    demo.clock.advance(new Date(middayOf(TEST_TODAY)).getTime() - demo.clock.now().getTime());
  });

  const call = (auth: Auth | undefined, service: string, payload: Record<string, unknown> = {}) =>
    callService(demo.app, service, payload, auth).then((r) => ({ status: r.statusCode, body: r.json() as unknown }));

  it('lists the pick periods the employee holds a job in, newest first, with dates, job and status', async () => {
    const body = dates((await call(await signIn(maria), 'mta_pickedJobsDates')).body);
    expect(body.success).toBe(true);
    expect(body.elements?.today).toBe(TEST_TODAY);
    expect(body.elements?.periods).toEqual([
      { ...periodOf(p.future), jobCode: 'FB-131', status: 'FUTURE' },
      { ...periodOf(p.current), jobCode: 'FB-121', status: 'CURRENT' },
      { ...periodOf(p.past2), jobCode: 'FB-111', status: 'PAST' },
      { ...periodOf(p.past1), jobCode: 'FB-101', status: 'PAST' },
    ]);
  });

  it('shows the current and future jobs as slides, in the order they take effect', async () => {
    const body = slides((await call(await signIn(maria), 'mta_pickedJobSlides')).body);
    expect(body.elements).toEqual({
      today: TEST_TODAY,
      slides: [
        {
          period: { ...periodOf(p.current), status: 'CURRENT' },
          jobCode: 'FB-121',
          route: 'B41/B44',
          depotCode: 'FB',
          depotName: 'Flatbush Depot',
          daysOff: ['Tue', 'Wed'],
          workDaysPerWeek: 5,
          startMinutes: 1380,
          endMinutes: 1890,
          paidMinutesPerWeek: 5 * 510,
        },
        {
          period: { ...periodOf(p.future), status: 'FUTURE' },
          jobCode: 'FB-131',
          route: 'B41',
          depotCode: 'JG',
          depotName: 'Jackie Gleason Depot',
          daysOff: ['Sun', 'Sat'],
          workDaysPerWeek: 5,
          startMinutes: 360,
          endMinutes: 870,
          paidMinutesPerWeek: 5 * 495,
        },
      ],
    });
  });

  it("gives a job's full details: weekly pattern, times, paid time, depot and relief", async () => {
    const auth = await signIn(maria);
    const current = details((await call(auth, 'mta_pickedJobDetails', { pickPeriodId: p.current.id })).body);
    expect(current.elements?.job).toMatchObject({
      period: { ...periodOf(p.current), status: 'CURRENT' },
      jobCode: 'FB-121',
      depotBorough: 'Brooklyn',
      week: [
        { day: 'Sun', works: true },
        { day: 'Mon', works: true },
        { day: 'Tue', works: false },
        { day: 'Wed', works: false },
        { day: 'Thu', works: true },
        { day: 'Fri', works: true },
        { day: 'Sat', works: true },
      ],
      reportMinutes: 1365,
      startMinutes: 1380,
      endMinutes: 1890,
      paidMinutesPerDay: 510,
      paidMinutesPerWeek: 2550,
      reliefPoint: 'Kings Plaza',
      reliefMinutes: 1590,
    });

    // A past period's job is there too, for the picker's past periods.
    const past = details((await call(auth, 'mta_pickedJobDetails', { pickPeriodId: p.past1.id })).body);
    expect(past.elements?.job).toMatchObject({
      period: { pickPeriodId: p.past1.id, status: 'PAST' },
      jobCode: 'FB-101',
      daysOff: ['Sun', 'Mon'],
      week: expect.arrayContaining([
        { day: 'Sun', works: false },
        { day: 'Tue', works: true },
      ]),
      reliefPoint: null,
      reliefMinutes: null,
    });
  });

  it("refuses unknown periods and other employees' alike, revealing nothing", async () => {
    const auth = await signIn(maria);
    const refused = RAW_ERRORS.nonEmptyOutput(PICKED_JOB_TEXTS.noJobInPeriod);
    // Frank's own period, an open job nobody holds, another department's pick, and ids that name nothing.
    for (const pickPeriodId of [p.frankOnly.id, p.open.id, p.otherDept.id, p.otherDept.id + 1000, PICK_PERIOD_ID_MAX]) {
      const res = await call(auth, 'mta_pickedJobDetails', { pickPeriodId });
      const body = details(res.body);
      expect(res.status).toBe(200);
      expect(body.success).toBe(false);
      expect(body.message.Error).toBe(refused);
      expect(body.elements).toBeUndefined();
    }
  });

  it('keeps each employee to their own jobs, whoever the payload names', async () => {
    const frankAuth = await signIn(frank);
    const frankDates = dates((await call(frankAuth, 'mta_pickedJobsDates')).body).elements;
    expect(frankDates?.periods.map((x) => x.jobCode)).toEqual(['FB-202', 'FB-203']);
    // Same period as Maria's current job: Frank gets his own job in it.
    const shared = details((await call(frankAuth, 'mta_pickedJobDetails', { pickPeriodId: p.current.id })).body);
    expect(shared.elements?.job.jobCode).toBe('FB-202');

    const mariaAuth = await signIn(maria);
    const impersonating = { passId: frank.passId, HEADER_PASS_0: frank.passId, pickedBy: frank.passId };
    const asMaria = dates((await call(mariaAuth, 'mta_pickedJobsDates', impersonating)).body).elements;
    expect(asMaria?.periods.map((x) => x.jobCode)).toEqual(['FB-131', 'FB-121', 'FB-111', 'FB-101']);
    const slid = slides((await call(mariaAuth, 'mta_pickedJobSlides', impersonating)).body).elements;
    expect(slid?.slides.map((x) => x.jobCode)).toEqual(['FB-121', 'FB-131']);
  });

  it('answers empty lists for an employee without picked jobs, in any department', async () => {
    expect(SERVICE_NAMES.map((s) => SERVICES[s].role)).toEqual(['employee', 'employee', 'employee']);
    const auth = await signIn(rita);
    expect(dates((await call(auth, 'mta_pickedJobsDates')).body).elements).toEqual({ today: TEST_TODAY, periods: [] });
    expect(slides((await call(auth, 'mta_pickedJobSlides')).body).elements).toEqual({ today: TEST_TODAY, slides: [] });
  });

  it("judges past, current and future on the agency's calendar day, boundaries included", async () => {
    const at = async (instant: string) => {
      demo.clock.advance(new Date(instant).getTime() - demo.clock.now().getTime());
      const auth = await signIn(maria); // a new day: the session of the day before has gone idle
      const periods = dates((await call(auth, 'mta_pickedJobsDates')).body).elements?.periods ?? [];
      const current = slides((await call(auth, 'mta_pickedJobSlides')).body).elements?.slides ?? [];
      return {
        statuses: Object.fromEntries(periods.map((x) => [x.jobCode, x.status])),
        slides: current.map((x) => x.jobCode),
      };
    };

    // 03:00 UTC on the day after is still the evening before in New York.
    expect(await at(`${addDays(TEST_TODAY, 1)}T03:00:00Z`)).toEqual({
      statuses: { 'FB-101': 'PAST', 'FB-111': 'PAST', 'FB-121': 'CURRENT', 'FB-131': 'FUTURE' },
      slides: ['FB-121', 'FB-131'],
    });
    // The current job's last day: still current.
    expect(await at(middayOf(addDays(TEST_TODAY, 13)))).toMatchObject({
      statuses: { 'FB-121': 'CURRENT', 'FB-131': 'FUTURE' },
      slides: ['FB-121', 'FB-131'],
    });
    // The next day the future job is in force and the other one is past.
    expect(await at(middayOf(addDays(TEST_TODAY, 14)))).toMatchObject({
      statuses: { 'FB-121': 'PAST', 'FB-131': 'CURRENT' },
      slides: ['FB-131'],
    });
  });

  it.each([
    ['a text id', { pickPeriodId: '3' }, 'pickPeriodId: must be a number'],
    ['no id', {}, 'pickPeriodId: is required'],
    ['a null id', { pickPeriodId: null }, 'pickPeriodId: must be a number'],
    ['a fraction', { pickPeriodId: 1.5 }, 'pickPeriodId: must be a whole number'],
    ['zero', { pickPeriodId: 0 }, `pickPeriodId: ${PICKED_JOB_TEXTS.pickPeriodId}`],
    ['a negative id', { pickPeriodId: -4 }, `pickPeriodId: ${PICKED_JOB_TEXTS.pickPeriodId}`],
    [
      'an id past the largest',
      { pickPeriodId: PICK_PERIOD_ID_MAX + 1 },
      `pickPeriodId: ${PICKED_JOB_TEXTS.pickPeriodId}`,
    ],
  ])('refuses %s with the problem in plain words', async (_name, payload, problem) => {
    const body = details((await call(await signIn(maria), 'mta_pickedJobDetails', payload)).body);
    expect(body.success).toBe(false);
    expect(body.message.Error).toBe(RAW_ERRORS.popupOutput);
    expect(body.message.PopupMessages).toEqual([problem]);
    expect(body.elements).toBeUndefined();
  });

  it.each(SERVICE_NAMES)('%s answers 401 without a valid ticket', async (service) => {
    const payload = { pickPeriodId: p.current.id };
    const none = await call(undefined, service, payload);
    expect(none.status).toBe(401);
    const forged = await call({ passId: maria.passId, ticket: 'not-a-ticket' }, service, payload);
    expect(forged.status).toBe(401);
    const frankAuth = await signIn(frank);
    const borrowed = await call({ passId: maria.passId, ticket: frankAuth.ticket }, service, payload);
    expect(borrowed.status).toBe(401);
  });
});

function periodOf(row: PickPeriodRecord) {
  return {
    pickPeriodId: row.id,
    type: row.type,
    description: row.description,
    pickStartDate: row.startDate,
    pickEndDate: row.endDate,
    effectiveDate: row.effectiveDate,
    expirationDate: row.expirationDate,
  };
}
