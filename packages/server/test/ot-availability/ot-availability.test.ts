import {
  AVAILABILITY_TEXTS,
  addDays,
  type OfferedShift,
  OT_AVAILABILITY_MAX_SHIFTS,
  OT_AVAILABILITY_PROBLEMS_LISTED,
  OT_SHIFTS,
  otAvailabilityElements,
  RAW_ERRORS,
} from '@crewline/protocol';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { absences, otAvailability } from '../../src/db/schema';
import { createEmployee, type EmployeeRecord, FACTORY_PASSWORD } from '../factories/employees';
import { createAbsence, createVacation, storeOffered } from '../factories/ot-availability';
import { TEST_TODAY } from '../helper';
import { callService, login, signedIn } from '../support/app';
import { demoAppOn } from '../support/demo-app';
import { parseEnvelope } from '../support/envelope';

type Auth = { passId: string; ticket: string };

/** 10:00 in New York on TEST_TODAY. */
const NOW = `${TEST_TODAY}T15:00:00.000Z`;
const FIRST = TEST_TODAY;
const LAST = addDays(TEST_TODAY, 27);
const day = (n: number) => addDays(TEST_TODAY, n);

describe('OT availability', () => {
  const demo = demoAppOn(TEST_TODAY, { start: NOW });
  /** An RTO employee of our own, with a vacation week inside the window and one after it. */
  let rita: EmployeeRecord;
  let ritaVacation: string[];

  const read = (auth: Auth | undefined) => callService(demo.app, 'mta_otAvailability', {}, auth);
  const submit = (auth: Auth | undefined, payload: Record<string, unknown>) =>
    callService(demo.app, 'mta_submitAvailability', payload, auth);
  const envelope = (service: string, body: unknown) => parseEnvelope(service, otAvailabilityElements, body);
  const readOk = async (auth: Auth) => {
    const body = envelope('mta_otAvailability', (await read(auth)).json());
    expect(body.message.Error).toBe('');
    expect(body.success).toBe(true);
    if (!body.elements) throw new Error('no elements');
    return body.elements;
  };
  const submitOk = async (auth: Auth, offered: OfferedShift[]) => {
    const body = envelope('mta_submitAvailability', (await submit(auth, { offered })).json());
    expect(body.message.Error).toBe('');
    expect(body.success).toBe(true);
    if (!body.elements) throw new Error('no elements');
    return body.elements;
  };
  const stored = (passId: string) =>
    demo.database.db
      .select({ date: otAvailability.date, shift: otAvailability.shift, submittedAt: otAvailability.submittedAt })
      .from(otAvailability)
      .where(eq(otAvailability.passId, passId))
      .orderBy(asc(otAvailability.date), asc(otAvailability.shift));
  const vacationOf = async (passId: string) =>
    (
      await demo.database.db
        .select({ date: absences.date })
        .from(absences)
        .where(and(eq(absences.passId, passId), eq(absences.kind, 'VACATION')))
        .orderBy(asc(absences.date))
    )
      .map((r) => r.date)
      .filter((d) => d >= FIRST && d <= LAST);
  /** Three days of the window, far apart, that are not vacation days of `passId`. */
  const workDays = async (passId: string): Promise<[string, string, string]> => {
    const vacation = new Set(await vacationOf(passId));
    const free = Array.from({ length: 28 }, (_, n) => day(n)).filter((d) => !vacation.has(d));
    const [a, b, c] = [free[1], free[Math.floor(free.length / 2)], free.at(-1)];
    if (!a || !b || !c || a === b || b === c) throw new Error('not enough days without vacation');
    return [a, b, c];
  };

  async function signInFactory(e: EmployeeRecord): Promise<Auth> {
    const res = await login(demo.app, e.passId, FACTORY_PASSWORD);
    const ticket = res.json().Response.Elements?.AP_TICKET;
    if (typeof ticket !== 'string' || ticket === '') throw new Error(`sign-in of ${e.passId} failed: ${res.body}`);
    return { passId: e.passId, ticket };
  }

  beforeAll(async () => {
    rita = await createEmployee(demo.database.db, { department: 'RTO', division: 'RTO', subdivision: 'SUBWAY' });
    ritaVacation = await createVacation(demo.database.db, rita.passId, day(7), 5);
    await createVacation(demo.database.db, rita.passId, day(30), 5);
    await createAbsence(demo.database.db, rita.passId, day(3), { kind: 'SICK', quotaCode: 'SICK' });
  });
  beforeEach(async () => {
    await demo.database.db.delete(otAvailability);
    demo.clock.advance(new Date(NOW).getTime() - demo.clock.now().getTime());
  });

  describe('mta_otAvailability', () => {
    it("answers the window, no shifts and the seeded employee's vacation days when nothing is offered", async () => {
      const robert = await signedIn(demo.app, '200001');
      const vacation = await vacationOf('200001');
      // The demo agency gives 200001 a vacation week within the next weeks.
      expect(vacation.length).toBeGreaterThanOrEqual(5);
      expect(await readOk(robert)).toEqual({
        firstDate: FIRST,
        lastDate: LAST,
        offered: [],
        vacationDates: vacation,
        submittedAt: null,
      });
    });

    it("refuses the seeded employee's vacation day and stores nothing", async () => {
      const robert = await signedIn(demo.app, '200001');
      const [v] = await vacationOf('200001');
      if (!v) throw new Error('200001 has no vacation in the window');
      const body = envelope(
        'mta_submitAvailability',
        (await submit(robert, { offered: [{ date: v, shift: 'PM' }] })).json(),
      );
      expect(body.success).toBe(false);
      expect(body.message.PopupMessages).toEqual([AVAILABILITY_TEXTS.onVacation(v)]);
      expect(await stored('200001')).toEqual([]);
    });

    it('lists only vacation days inside the window, not other absences', async () => {
      const auth = await signInFactory(rita);
      const answer = await readOk(auth);
      expect(answer.vacationDates).toEqual(ritaVacation);
      expect(answer.vacationDates).not.toContain(day(3));
      expect(answer.vacationDates).not.toContain(day(30));
    });

    it("takes today from the agency's time zone, not UTC", async () => {
      // 23:59 in New York on TEST_TODAY is already the next day in UTC.
      demo.clock.advance(new Date(`${day(1)}T04:59:00Z`).getTime() - demo.clock.now().getTime());
      const robert = await signedIn(demo.app, '200001');
      const answer = await readOk(robert);
      expect(answer.firstDate).toBe(FIRST);
      expect(answer.lastDate).toBe(LAST);
      demo.clock.advance(demo.clock.minutes(2));
      expect((await readOk(robert)).firstDate).toBe(day(1));
    });

    it('leaves out shifts of days already past', async () => {
      const robert = await signedIn(demo.app, '200001');
      const submittedAt = new Date(`${day(-3)}T12:00:00Z`);
      await storeOffered(
        demo.database.db,
        '200001',
        [
          { date: day(-1), shift: 'AM' },
          { date: FIRST, shift: 'NIGHT' },
        ],
        submittedAt,
      );
      const answer = await readOk(robert);
      expect(answer.offered).toEqual([{ date: FIRST, shift: 'NIGHT' }]);
      expect(answer.submittedAt).toBe(submittedAt.toISOString());
    });
  });

  describe('mta_submitAvailability', () => {
    it('stores the shifts for the signed-in employee and answers them in date and shift order', async () => {
      const robert = await signedIn(demo.app, '200001');
      const [d1, d2, d3] = await workDays('200001');
      const offered: OfferedShift[] = [
        { date: d3, shift: 'AM' },
        { date: d1, shift: 'NIGHT' },
        { date: d1, shift: 'AM' },
        { date: d2, shift: 'PM' },
      ];
      const answer = await submitOk(robert, offered);
      expect(answer.offered).toEqual([
        { date: d1, shift: 'AM' },
        { date: d1, shift: 'NIGHT' },
        { date: d2, shift: 'PM' },
        { date: d3, shift: 'AM' },
      ]);
      expect(answer.submittedAt).toBe(NOW);
      expect(answer.firstDate).toBe(FIRST);
      expect(await readOk(robert)).toEqual(answer);
      const rows = await stored('200001');
      expect(rows).toHaveLength(offered.length);
      expect(rows.every((r) => r.submittedAt.toISOString() === NOW)).toBe(true);
    });

    it('accepts the first and the last day of the window', async () => {
      const auth = await signInFactory(rita);
      const answer = await submitOk(auth, [
        { date: FIRST, shift: 'AM' },
        { date: LAST, shift: 'NIGHT' },
      ]);
      expect(answer.offered).toEqual([
        { date: FIRST, shift: 'AM' },
        { date: LAST, shift: 'NIGHT' },
      ]);
    });

    it('accepts every shift of every day that is not a vacation day', async () => {
      const auth = await signInFactory(rita);
      const vacation = new Set(ritaVacation);
      const all = Array.from({ length: 28 }, (_, n) => day(n))
        .filter((d) => !vacation.has(d))
        .flatMap((date) => OT_SHIFTS.map((shift) => ({ date, shift })));
      const answer = await submitOk(auth, all);
      expect(answer.offered).toEqual(all);
      expect(await stored(rita.passId)).toHaveLength(all.length);
    });

    it('replaces everything offered from today on, keeps past days and other employees alone', async () => {
      const robert = await signedIn(demo.app, '200001');
      const earlier = new Date(`${day(-2)}T12:00:00Z`);
      await storeOffered(demo.database.db, '200001', [{ date: day(-1), shift: 'PM' }], earlier);
      await storeOffered(demo.database.db, rita.passId, [{ date: day(2), shift: 'AM' }], earlier);
      const [d1, d2] = await workDays('200001');
      await submitOk(robert, [
        { date: d1, shift: 'AM' },
        { date: d1, shift: 'PM' },
      ]);

      demo.clock.advance(demo.clock.minutes(5));
      const answer = await submitOk(robert, [{ date: d2, shift: 'NIGHT' }]);
      expect(answer.offered).toEqual([{ date: d2, shift: 'NIGHT' }]);
      expect(answer.submittedAt).toBe(demo.clock.now().toISOString());
      expect((await stored('200001')).map(({ date, shift }) => ({ date, shift }))).toEqual([
        { date: day(-1), shift: 'PM' },
        { date: d2, shift: 'NIGHT' },
      ]);
      expect(await stored(rita.passId)).toEqual([{ date: day(2), shift: 'AM', submittedAt: earlier }]);
    });

    it('clears the availability from today on with an empty list', async () => {
      const robert = await signedIn(demo.app, '200001');
      const [d1] = await workDays('200001');
      await submitOk(robert, [{ date: d1, shift: 'AM' }]);
      const answer = await submitOk(robert, []);
      expect(answer.offered).toEqual([]);
      expect(answer.submittedAt).toBeNull();
      expect(await stored('200001')).toEqual([]);
    });

    it('changes nothing when the same list is sent again (a retry), not even the submission time', async () => {
      const robert = await signedIn(demo.app, '200001');
      const [d1, d2] = await workDays('200001');
      const offered: OfferedShift[] = [
        { date: d1, shift: 'PM' },
        { date: d2, shift: 'AM' },
      ];
      const first = await submitOk(robert, offered);
      demo.clock.advance(demo.clock.minutes(2));
      const again = await submitOk(robert, [...offered].reverse());
      expect(again).toEqual(first);
      expect((await stored('200001')).map((r) => r.submittedAt.toISOString())).toEqual([NOW, NOW]);
    });

    it('holds one result when one employee submits twice at the same moment', async () => {
      const robert = await signedIn(demo.app, '200001');
      const [d1, d2, d3] = await workDays('200001');
      const a: OfferedShift[] = [{ date: d1, shift: 'AM' }];
      const b: OfferedShift[] = [
        { date: d2, shift: 'PM' },
        { date: d3, shift: 'NIGHT' },
      ];
      const answers = await Promise.all([submit(robert, { offered: a }), submit(robert, { offered: b })]);
      expect(answers.map((r) => r.json().success)).toEqual([true, true]);
      const rows = (await stored('200001')).map(({ date, shift }) => ({ date, shift }));
      expect([a, b].map((x) => JSON.stringify(x))).toContain(JSON.stringify(rows));
    });

    it('takes the employee from the session, never from the payload', async () => {
      const auth = await signInFactory(rita);
      await submit(auth, { offered: [{ date: day(2), shift: 'PM' }], passId: '200001', HEADER_PASS_0: '200001' });
      expect(await stored('200001')).toEqual([]);
      expect((await stored(rita.passId)).map((r) => r.date)).toEqual([day(2)]);
    });
  });

  describe('refusals', () => {
    const earlier = [{ date: day(1), shift: 'AM' as const }];
    let auth: Auth;
    beforeEach(async () => {
      auth = await signInFactory(rita);
      await submitOk(auth, earlier);
    });
    const refused = async (payload: Record<string, unknown>) => {
      const res = await submit(auth, payload);
      expect(res.statusCode).toBe(200);
      const body = envelope('mta_submitAvailability', res.json());
      expect(body.success).toBe(false);
      expect(body.elements).toBeUndefined();
      // Nothing partial: the earlier submission is still all there is.
      expect((await stored(rita.passId)).map(({ date, shift }) => ({ date, shift }))).toEqual(earlier);
      return body.message;
    };
    const refusedWith = async (offered: unknown[], problems: string[]) => {
      const message = await refused({ offered });
      expect(message.Error).toBe(RAW_ERRORS.popupOutput);
      expect(message.PopupMessages).toEqual(problems);
    };

    it('refuses a day already past, naming it', async () => {
      await refusedWith(
        [
          { date: day(2), shift: 'AM' },
          { date: day(-1), shift: 'PM' },
        ],
        [AVAILABILITY_TEXTS.pastDate(day(-1), FIRST)],
      );
      expect(AVAILABILITY_TEXTS.pastDate(day(-1), FIRST)).toBe(
        '20-Nov-26 has already passed. Offer days from 21-Nov-26 on.',
      );
    });

    it('refuses a day after the window, naming it and the last day', async () => {
      await refusedWith([{ date: addDays(LAST, 1), shift: 'AM' }], [AVAILABILITY_TEXTS.beyondWindow(day(28), LAST)]);
      expect(AVAILABILITY_TEXTS.beyondWindow(day(28), LAST)).toBe(
        '19-Dec-26 is too far ahead. You can offer days up to 18-Dec-26 (the next 28 days).',
      );
    });

    it('refuses a shift listed twice, once per shift', async () => {
      await refusedWith(
        [
          { date: day(2), shift: 'AM' },
          { date: day(2), shift: 'PM' },
          { date: day(2), shift: 'AM' },
          { date: day(2), shift: 'AM' },
        ],
        [AVAILABILITY_TEXTS.duplicate(day(2), 'AM')],
      );
      expect(AVAILABILITY_TEXTS.duplicate(day(2), 'AM')).toBe('23-Nov-26 AM is listed more than once.');
    });

    it('refuses a vacation day, once per day however many shifts', async () => {
      const [v] = ritaVacation;
      if (!v) throw new Error('no vacation');
      await refusedWith(
        [
          { date: v, shift: 'AM' },
          { date: v, shift: 'NIGHT' },
          { date: day(2), shift: 'PM' },
        ],
        [AVAILABILITY_TEXTS.onVacation(v)],
      );
      expect(AVAILABILITY_TEXTS.onVacation(v)).toBe(
        '28-Nov-26: you are off on vacation that day, so you cannot offer it.',
      );
    });

    it('does not refuse a sick day: only vacation blocks a day', async () => {
      const answer = await submitOk(auth, [{ date: day(3), shift: 'AM' }]);
      expect(answer.offered).toEqual([{ date: day(3), shift: 'AM' }]);
      await submitOk(auth, earlier);
    });

    it('lists every problem in the order sent, the first few one by one and the rest counted', async () => {
      const offered = [
        { date: day(-2), shift: 'AM' },
        { date: ritaVacation[0], shift: 'PM' },
        { date: day(40), shift: 'NIGHT' },
        { date: day(2), shift: 'AM' },
        { date: day(2), shift: 'AM' },
        ...Array.from({ length: 4 }, (_, i) => ({ date: day(-10 - i), shift: 'PM' })),
      ];
      const message = await refused({ offered });
      expect(message.PopupMessages).toHaveLength(OT_AVAILABILITY_PROBLEMS_LISTED + 1);
      expect(message.PopupMessages.slice(0, 4)).toEqual([
        AVAILABILITY_TEXTS.pastDate(day(-2), FIRST),
        AVAILABILITY_TEXTS.onVacation(ritaVacation[0] ?? ''),
        AVAILABILITY_TEXTS.beyondWindow(day(40), LAST),
        AVAILABILITY_TEXTS.duplicate(day(2), 'AM'),
      ]);
      expect(message.PopupMessages.at(-1)).toBe(AVAILABILITY_TEXTS.moreProblems(3));
      expect(AVAILABILITY_TEXTS.moreProblems(3)).toBe('…and 3 more problems.');
    });

    it.each([
      [
        'more shifts than the window holds',
        {
          offered: Array.from({ length: OT_AVAILABILITY_MAX_SHIFTS + 1 }, (_, i) => ({
            date: day(i % 28),
            shift: 'AM',
          })),
        },
        `offered: ${AVAILABILITY_TEXTS.tooMany}`,
      ],
      [
        'an unknown shift',
        { offered: [{ date: day(2), shift: 'EVENING' }] },
        'offered.0.shift: Choose the shift AM, PM or NIGHT.',
      ],
      [
        'a lower-case shift',
        { offered: [{ date: day(2), shift: 'am' }] },
        'offered.0.shift: Choose the shift AM, PM or NIGHT.',
      ],
      [
        'a date in another format',
        { offered: [{ date: '11/23/2026', shift: 'AM' }] },
        'offered.0.date: The date must be a date written YYYY-MM-DD, e.g. 2026-11-21.',
      ],
      [
        'a day that does not exist',
        { offered: [{ date: '2026-11-31', shift: 'AM' }] },
        'offered.0.date: The date must be a date written YYYY-MM-DD',
      ],
      ['a shift without its date', { offered: [{ shift: 'AM' }] }, 'offered.0.date: is required'],
      ['offered that is not a list', { offered: 'AM' }, 'offered: must be a list'],
      ['no offered field', {}, 'offered: is required'],
    ])('refuses %s with the problem in plain words', async (_name, payload, problem) => {
      const message = await refused(payload);
      expect(message.Error).toBe(RAW_ERRORS.popupOutput);
      expect(message.PopupMessages).toEqual([expect.stringContaining(problem)]);
    });
  });

  describe('who may call', () => {
    it.each([
      ['300001', 'SIRTOA'],
      ['100001', 'DOB'],
    ])('refuses %s (%s) on both services and stores nothing', async (passId) => {
      const auth = await signedIn(demo.app, passId);
      for (const res of [await read(auth), await submit(auth, { offered: [{ date: day(2), shift: 'AM' }] })]) {
        const body = res.json();
        expect(res.statusCode).toBe(200);
        expect(body.success).toBe(false);
        expect(Object.values(body.Response).find((m) => m && typeof m === 'object' && 'Error' in m)).toMatchObject({
          Error: RAW_ERRORS.roleRefused,
        });
      }
      expect(await stored(passId)).toEqual([]);
    });

    it('lets an RTO employee of class HR in', async () => {
      const hr = await signedIn(demo.app, '200002');
      expect((await readOk(hr)).firstDate).toBe(FIRST);
    });

    it('answers 401 without a valid ticket and stores nothing', async () => {
      expect((await read(undefined)).statusCode).toBe(401);
      const res = await submit(
        { passId: '200001', ticket: 'not-a-ticket' },
        { offered: [{ date: day(2), shift: 'AM' }] },
      );
      expect(res.statusCode).toBe(401);
      expect(await stored('200001')).toEqual([]);
    });
  });
});
