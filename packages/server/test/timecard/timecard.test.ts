import {
  RAW_ERRORS,
  TIMECARD_TEXTS,
  timecardColorsElements,
  timecardElements,
  timecardWeeksElements,
} from '@crewline/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAY_CODES } from '../../src/lib/pay-codes';
import { createEmployee, FACTORY_PASSWORD } from '../factories/employees';
import { addAbsences } from '../factories/leave';
import { createTimecard, ensurePayCodes, leaveDay, workedDay } from '../factories/timecard';
import { TEST_TODAY } from '../helper';
import { callService, login, signedIn, testApp } from '../support/app';
import { testClock } from '../support/clock';
import { demoAppOn } from '../support/demo-app';
import { parseEnvelope } from '../support/envelope';

type Auth = { passId: string; ticket: string };

/** TEST_TODAY is a Saturday: its pay week started on Sunday 2026-11-15. */
const CURRENT_WEEK = '2026-11-15';
const LAST_WEEK = '2026-11-08';

describe('timecard services (factory rows)', () => {
  const demo = demoAppOn(TEST_TODAY);
  let operator: Auth;
  let neighbour: Auth;
  let newcomer: Auth;

  async function signInFactory(department: 'DOB' | 'RTO' = 'DOB'): Promise<Auth> {
    const employee = await createEmployee(demo.database.db, { department });
    const res = await login(demo.app, employee.passId, FACTORY_PASSWORD);
    return { passId: employee.passId, ticket: res.json().Response.Elements.AP_TICKET };
  }

  beforeAll(async () => {
    await ensurePayCodes(demo.database.db);
    operator = await signInFactory();
    neighbour = await signInFactory('RTO');
    newcomer = await signInFactory();

    await createTimecard(
      demo.database.db,
      operator.passId,
      LAST_WEEK,
      [
        ...workedDay('2026-11-08', 'FB-0412', 750, 1230, [{ payCode: 'SUN', minutes: 480 }]),
        ...workedDay('2026-11-09', 'FB-0412', 750, 1230, [
          { payCode: 'OT', minutes: 90, job: 'FB-0412', start: 1230, end: 1320 },
          { payCode: 'NDIF', minutes: 120, job: 'FB-0412', start: 1200, end: 1320 },
        ]),
        leaveDay('2026-11-10', 'SICK'),
        ...workedDay('2026-11-13', 'FB-0412', 750, 1230),
      ],
      'PENDING',
    );
    await createTimecard(demo.database.db, operator.passId, '2026-11-01', [
      ...['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06'].flatMap((d) =>
        workedDay(d, 'FB-0412', 750, 1230),
      ),
    ]);
    // No timecard for the week of 2026-10-25: a gap.
    await createTimecard(demo.database.db, operator.passId, '2026-10-18', [leaveDay('2026-10-19', 'VAC')]);
    await createTimecard(demo.database.db, neighbour.passId, LAST_WEEK, [
      ...workedDay('2026-11-11', 'A-117', 1380, 1880, [
        { payCode: 'NDIF', minutes: 360, job: 'A-117', start: 1200, end: 1800 },
      ]),
    ]);
  });

  const weeks = async (auth: Auth | undefined, payload: Record<string, unknown> = {}) =>
    parseEnvelope(
      'mta_timecardWeeks',
      timecardWeeksElements,
      (await callService(demo.app, 'mta_timecardWeeks', payload, auth)).json(),
    );
  const timecard = async (auth: Auth | undefined, payload: Record<string, unknown>) =>
    parseEnvelope(
      'mta_timecard',
      timecardElements,
      (await callService(demo.app, 'mta_timecard', payload, auth)).json(),
    );

  describe('mta_timecardWeeks', () => {
    it('lists the weeks that have a timecard, newest first, with status and hours', async () => {
      const body = await weeks(operator);
      expect(body.success).toBe(true);
      expect(body.elements?.weeks).toEqual([
        { weekStart: LAST_WEEK, weekEnd: '2026-11-14', status: 'PENDING', totalMinutes: 480 + 480 + 90 + 480 + 480 },
        { weekStart: '2026-11-01', weekEnd: '2026-11-07', status: 'APPROVED', totalMinutes: 5 * 480 },
        { weekStart: '2026-10-18', weekEnd: '2026-10-24', status: 'APPROVED', totalMinutes: 480 },
      ]);
    });

    it("lists the signed-in employee's weeks only, whatever the payload says", async () => {
      const body = await weeks(neighbour, { passId: operator.passId, HEADER_PASS_0: operator.passId });
      expect(body.elements?.weeks).toEqual([
        { weekStart: LAST_WEEK, weekEnd: '2026-11-14', status: 'APPROVED', totalMinutes: 500 },
      ]);
      expect((await weeks(newcomer)).elements?.weeks).toEqual([]);
    });
  });

  describe('mta_timecard', () => {
    it('answers the week day by day, with the legend and the totals of the same lines', async () => {
      const body = await timecard(operator, { weekStart: LAST_WEEK });
      expect(body.success).toBe(true);
      expect(body.elements).toEqual({
        weekStart: LAST_WEEK,
        weekEnd: '2026-11-14',
        timecard: {
          status: 'PENDING',
          days: [
            {
              date: '2026-11-08',
              lines: [
                { payCode: 'REG', minutes: 480, job: 'FB-0412', start: 750, end: 1230 },
                { payCode: 'SUN', minutes: 480, job: null, start: null, end: null },
              ],
              totalMinutes: 480,
            },
            {
              date: '2026-11-09',
              lines: [
                { payCode: 'REG', minutes: 480, job: 'FB-0412', start: 750, end: 1230 },
                { payCode: 'OT', minutes: 90, job: 'FB-0412', start: 1230, end: 1320 },
                { payCode: 'NDIF', minutes: 120, job: 'FB-0412', start: 1200, end: 1320 },
              ],
              totalMinutes: 570,
            },
            {
              date: '2026-11-10',
              lines: [{ payCode: 'SICK', minutes: 480, job: null, start: null, end: null }],
              totalMinutes: 480,
            },
            { date: '2026-11-11', lines: [], totalMinutes: 0 },
            { date: '2026-11-12', lines: [], totalMinutes: 0 },
            {
              date: '2026-11-13',
              lines: [{ payCode: 'REG', minutes: 480, job: 'FB-0412', start: 750, end: 1230 }],
              totalMinutes: 480,
            },
            { date: '2026-11-14', lines: [], totalMinutes: 0 },
          ],
          codeTotals: [
            { payCode: 'REG', minutes: 1440 },
            { payCode: 'OT', minutes: 90 },
            { payCode: 'NDIF', minutes: 120 },
            { payCode: 'SUN', minutes: 480 },
            { payCode: 'SICK', minutes: 480 },
          ],
          totals: {
            straightMinutes: 1440,
            overtimeMinutes: 90,
            premiumMinutes: 600,
            leaveMinutes: 480,
            totalMinutes: 2010,
          },
        },
      });
    });

    it('answers a past week without a timecard as an empty week, not an error', async () => {
      for (const weekStart of ['2026-10-25', '2019-01-06']) {
        const body = await timecard(operator, { weekStart });
        expect(body.success).toBe(true);
        expect(body.message.PopupMessages).toEqual([]);
        expect(body.elements?.timecard).toBeNull();
        expect(body.elements?.weekStart).toBe(weekStart);
      }
    });

    it('answers the current week before payroll enters it as in progress: the leave recorded so far, no work', async () => {
      const worker = await signInFactory('RTO');
      const empty = await timecard(worker, { weekStart: CURRENT_WEEK });
      expect(empty.elements?.weekEnd).toBe('2026-11-21');
      expect(empty.elements?.timecard?.status).toBe('IN_PROGRESS');
      expect(empty.elements?.timecard?.days.map((d) => d.lines)).toEqual(Array(7).fill([]));
      // Nothing recorded: the list of pay weeks does not show it.
      expect((await weeks(worker)).elements?.weeks).toEqual([]);

      // Sick on Wednesday, a personal day on Friday, training on Thursday (work, not leave),
      // and a sick day the week before (not this week's).
      await addAbsences(demo.database.db, worker.passId, [
        { date: '2026-11-18', kind: 'SICK' },
        { date: '2026-11-19', kind: 'TRAINING' },
        { date: '2026-11-20', kind: 'PERSONAL' },
        { date: '2026-11-13', kind: 'SICK' },
      ]);
      const card = (await timecard(worker, { weekStart: CURRENT_WEEK })).elements?.timecard;
      expect(card?.status).toBe('IN_PROGRESS');
      expect(card?.days.map((d) => [d.date, d.lines.map((l) => l.payCode), d.totalMinutes])).toEqual([
        ['2026-11-15', [], 0],
        ['2026-11-16', [], 0],
        ['2026-11-17', [], 0],
        ['2026-11-18', ['SICK'], 480],
        ['2026-11-19', [], 0],
        ['2026-11-20', ['PERS'], 480],
        ['2026-11-21', [], 0],
      ]);
      expect(card?.days[3]?.lines).toEqual([{ payCode: 'SICK', minutes: 480, job: null, start: null, end: null }]);
      expect(card?.totals).toEqual({
        straightMinutes: 0,
        overtimeMinutes: 0,
        premiumMinutes: 0,
        leaveMinutes: 960,
        totalMinutes: 960,
      });
      expect(card?.codeTotals.map((c) => c.payCode).sort()).toEqual(['PERS', 'SICK']);
      // Now listed first, with the same hours.
      expect((await weeks(worker)).elements?.weeks).toEqual([
        { weekStart: CURRENT_WEEK, weekEnd: '2026-11-21', status: 'IN_PROGRESS', totalMinutes: 960 },
      ]);
      // Once payroll enters the week, its timecard is the answer, listed once.
      await createTimecard(demo.database.db, worker.passId, CURRENT_WEEK, [leaveDay('2026-11-18', 'SICK')], 'PENDING');
      expect((await timecard(worker, { weekStart: CURRENT_WEEK })).elements?.timecard?.status).toBe('PENDING');
      expect((await weeks(worker)).elements?.weeks).toEqual([
        { weekStart: CURRENT_WEEK, weekEnd: '2026-11-21', status: 'PENDING', totalMinutes: 480 },
      ]);
    });

    it("never answers another employee's week, whatever the payload says", async () => {
      const body = await timecard(newcomer, { weekStart: LAST_WEEK, passId: operator.passId });
      expect(body.success).toBe(true);
      expect(body.elements?.timecard).toBeNull();
      const own = await timecard(neighbour, { weekStart: LAST_WEEK, passId: operator.passId });
      expect(own.elements?.timecard?.totals.straightMinutes).toBe(500);
    });

    it("refuses a week that has not started in the agency's time zone", async () => {
      const next = '2026-11-22';
      const refused = await timecard(operator, { weekStart: next });
      expect(refused.success).toBe(false);
      expect(refused.message.Error).toBe(RAW_ERRORS.nonEmptyOutput(TIMECARD_TEXTS.future(next)));
      expect(refused.elements).toBeUndefined();
      expect(TIMECARD_TEXTS.future(next)).toBe(
        'The pay week of 22-Nov-26 has not started yet. Choose this week or an earlier one.',
      );

      // 23:30 on Saturday in New York is already Sunday in UTC: still refused.
      const lateSaturday = testClock('2026-11-22T04:30:00Z');
      const late = await testApp({ db: demo.database.db, now: lateSaturday.now });
      try {
        const auth = await signedIn(late, '100001');
        const body = parseEnvelope(
          'mta_timecard',
          timecardElements,
          (await callService(late, 'mta_timecard', { weekStart: next }, auth)).json(),
        );
        expect(body.success).toBe(false);
        lateSaturday.advance(lateSaturday.minutes(60)); // 00:30 on Sunday in New York
        const open = parseEnvelope(
          'mta_timecard',
          timecardElements,
          (await callService(late, 'mta_timecard', { weekStart: next }, await signedIn(late, '100001'))).json(),
        );
        expect(open.success).toBe(true);
        // The week has begun: in progress, before payroll enters it.
        expect(open.elements?.timecard?.status).toBe('IN_PROGRESS');
      } finally {
        await late.close();
      }
    });

    it.each([
      ['a weekday', { weekStart: '2026-11-10' }, TIMECARD_TEXTS.notSunday('2026-11-10')],
      ['a Saturday', { weekStart: '2026-11-14' }, 'and 14-Nov-26 is a Saturday'],
      ['a date in another format', { weekStart: '11/08/2026' }, TIMECARD_TEXTS.weekStartFormat],
      ['a day that does not exist', { weekStart: '2026-02-29' }, TIMECARD_TEXTS.weekStartFormat],
      ['a date and time', { weekStart: '2026-11-08T00:00:00Z' }, TIMECARD_TEXTS.weekStartFormat],
      ['an empty text', { weekStart: '' }, TIMECARD_TEXTS.weekStartFormat],
      ['a number', { weekStart: 20261108 }, 'weekStart: must be text'],
      ['no week', {}, 'weekStart: is required'],
    ])('refuses %s with a clear message', async (_name, payload, problem) => {
      const body = await timecard(operator, payload);
      expect(body.success).toBe(false);
      expect(body.message.Error).toBe(RAW_ERRORS.popupOutput);
      expect(body.message.PopupMessages).toEqual([expect.stringContaining(problem)]);
      expect(body.elements).toBeUndefined();
    });
  });

  describe('mta_timecardColors', () => {
    it('answers every pay code with its description, category and colour, in sort order', async () => {
      const body = parseEnvelope(
        'mta_timecardColors',
        timecardColorsElements,
        (await callService(demo.app, 'mta_timecardColors', {}, operator)).json(),
      );
      expect(body.success).toBe(true);
      const expected = [...PAY_CODES]
        .sort((a, b) => a.sortOrder - b.sortOrder)
        .map(({ code, description, category, color, sortOrder }) => ({
          code,
          description,
          category,
          color,
          sortOrder,
        }));
      expect(body.elements?.payCodes).toEqual(expected);
      expect(body.elements?.payCodes.map((p) => p.code)).toEqual(
        expect.arrayContaining([
          'REG',
          'TRN',
          'OT',
          'RDO',
          'NDIF',
          'SUN',
          'VAC',
          'HOL',
          'SICK',
          'PERS',
          'COMP',
          'FMLA',
        ]),
      );
    });
  });

  describe('who may call them', () => {
    it.each(['mta_timecardWeeks', 'mta_timecard', 'mta_timecardColors'])(
      '%s: every signed-in employee, DOB or RTO; no one without a valid ticket',
      async (service) => {
        const payload = service === 'mta_timecard' ? { weekStart: LAST_WEEK } : {};
        for (const passId of ['100001', '200001', '300001']) {
          const auth = await signedIn(demo.app, passId);
          expect((await callService(demo.app, service, payload, auth)).json().success).toBe(true);
        }
        const none = await callService(demo.app, service, payload);
        expect(none.statusCode).toBe(401);
        expect(none.json().Response[`${service}Message`].Error).toBe(RAW_ERRORS.authInvalid);
        const forged = await callService(demo.app, service, payload, {
          passId: operator.passId,
          ticket: neighbour.ticket,
        });
        expect(forged.statusCode).toBe(401);
      },
    );
  });
});
