import { isoDateIn, isoToHeaderDate, loginElements, RAW_ERRORS, SERVICES, SIGN_IN_TEXTS } from '@crewline/protocol';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { employees, pickPeriods, pickTurns } from '../../src/db/schema';
import { createEmployee } from '../factories/employees';
import { createTestDatabase, TEST_TODAY, type TestDatabase } from '../helper';
import { login, testApp } from '../support/app';
import { type TestClock, testClock } from '../support/clock';
import { parseEnvelope } from '../support/envelope';

const TZ = 'America/New_York';
const loginEnvelope = (body: unknown) => parseEnvelope('mta_login', loginElements, body);
// 11:00 AM in New York on the day the test agency was generated for.
const START = `${TEST_TODAY}T16:00:00Z`;

describe('mta_login', () => {
  let database: TestDatabase;
  let clock: TestClock;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  beforeEach(async () => {
    await app?.close();
    clock = testClock(START);
    app = await testApp({ db: database.db, now: clock.now, config: { passwordResetLink: 'https://reset.example/pw' } });
  });

  const errorOf = (res: { json: () => { Response: { mta_loginMessage: { Error: string } } } }) =>
    res.json().Response.mta_loginMessage.Error;

  it('signs in 100001 with every Elements field of docs/product.md#sign-in', async () => {
    const res = await login(app, '100001');
    expect(res.statusCode).toBe(200);
    const body = loginEnvelope(res.json());
    expect(body.success).toBe(true);
    const e = body.elements;
    if (!e) throw new Error('no Elements');
    expect(Object.keys(e).sort()).toEqual(Object.keys(SERVICES.mta_login.elements.shape).sort());

    const [row] = await database.db.select().from(employees).where(eq(employees.passId, '100001'));
    if (!row) throw new Error('100001 missing');
    expect(e).toMatchObject({
      DUO_AUTH_URL: '',
      HEADER_PASS_0: '100001',
      HEADER_NAME_0: `${row.firstName} ${row.lastName}`,
      HEADER_DEPARTMENT_0: 'DOB',
      HEADER_TITLE_CLASS_0: row.titleClass,
      HEADER_TITLE_0: row.title,
      HEADER_SENIORITY_NUMBER_0: String(row.seniorityNumber),
      division: row.division,
      subdivision: row.subdivision,
      has_upcoming_medical: 'N',
      AGENCY_TIME_ZONE: TZ,
    });
    // Password expires in 10 days (docs/architecture.md#demo-sign-ins), as DD-MMM-YYYY.
    expect(e.HEADER_PWD_EXPIRATION_DATE_0).toMatch(/^\d{2}-[A-Z][a-z]{2}-\d{4}$/);
    expect(e.HEADER_PWD_EXPIRATION_DATE_0).toBe(isoToHeaderDate('2026-12-01'));

    const message = body.message;
    expect(e.AP_TICKET).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(message.ticket).toBe(e.AP_TICKET);
    expect(message.transactionId).not.toBe('');
    expect(message.Error).toBe('');
  });

  it("gives 100001's upcoming pick turn in PICK_DATES_*", async () => {
    const [turn] = await database.db
      .select()
      .from(pickTurns)
      .innerJoin(pickPeriods, eq(pickPeriods.id, pickTurns.pickPeriodId))
      .where(eq(pickTurns.passId, '100001'))
      .orderBy(pickTurns.turnAt);
    if (!turn) throw new Error('100001 has no pick turn in the seed');
    const e = loginEnvelope((await login(app, '100001')).json()).elements;
    const time = turn.pick_turns.turnAt.toLocaleTimeString('en-GB', {
      timeZone: TZ,
      hour: '2-digit',
      minute: '2-digit',
    });
    expect(e?.PICK_DATES_DATE_TIME).toBe(`${isoToHeaderDate(isoDateIn(turn.pick_turns.turnAt, TZ))} ${time}`);
    expect(e).toMatchObject({
      PICK_DATES_TYPE: turn.pick_periods.type,
      PICK_DATES_DESCRIPTION: turn.pick_periods.description,
      PICK_DATES_START: isoToHeaderDate(turn.pick_periods.startDate),
      PICK_DATES_END: isoToHeaderDate(turn.pick_periods.endDate),
      PICK_DATES_EFFECTIVE: isoToHeaderDate(turn.pick_periods.effectiveDate),
      PICK_DATES_EXPIRATION: isoToHeaderDate(turn.pick_periods.expirationDate),
    });
    expect(e?.PICK_DATES_TYPE).not.toBe('');
  });

  it("moves PICK_DATES_DATE_TIME on to 100001's next round once the work turn has passed", async () => {
    const turns = await database.db
      .select({ turnAt: pickTurns.turnAt })
      .from(pickTurns)
      .where(eq(pickTurns.passId, '100001'))
      .orderBy(pickTurns.turnAt);
    const [work, vacation] = turns;
    if (!work || !vacation) throw new Error('100001 has fewer than two pick turns in the seed');
    const later = testClock(new Date(work.turnAt.getTime() + 60_000).toISOString());
    const other = await testApp({ db: database.db, now: later.now });
    try {
      const e = loginEnvelope((await login(other, '100001')).json()).elements;
      const time = vacation.turnAt.toLocaleTimeString('en-GB', { timeZone: TZ, hour: '2-digit', minute: '2-digit' });
      expect(e?.PICK_DATES_DATE_TIME).toBe(`${isoToHeaderDate(isoDateIn(vacation.turnAt, TZ))} ${time}`);
    } finally {
      await other.close();
    }
  });

  it('leaves PICK_DATES_* empty for 100003 (no upcoming pick) and expires today is still allowed', async () => {
    const e = loginEnvelope((await login(app, '100003')).json()).elements;
    expect(e?.HEADER_PWD_EXPIRATION_DATE_0).toBe(isoToHeaderDate(TEST_TODAY));
    for (const key of [
      'PICK_DATES_DATE_TIME',
      'PICK_DATES_TYPE',
      'PICK_DATES_DESCRIPTION',
      'PICK_DATES_START',
      'PICK_DATES_END',
      'PICK_DATES_EFFECTIVE',
      'PICK_DATES_EXPIRATION',
    ] as const) {
      expect(e?.[key]).toBe('');
    }
  });

  it("says 'Y' for has_upcoming_medical of 200001", async () => {
    const e = loginEnvelope((await login(app, '200001')).json()).elements;
    expect(e?.has_upcoming_medical).toBe('Y');
  });

  it('answers one message for a wrong password and for an unknown pass id', async () => {
    const wrong = await login(app, '200002', 'not-the-password');
    const unknown = await login(app, '999999', 'transit-demo');
    const expected = RAW_ERRORS.nonEmptyOutput(SIGN_IN_TEXTS.invalidCredentials);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(200);
      const body = loginEnvelope(res.json());
      expect(body.success).toBe(false);
      expect(body.elements).toBeUndefined();
      expect(body.message.Error).toBe(expected);
    }
    expect(unknown.body).toBe(wrong.body);
  });

  it('locks the account after 5 failures for 15 minutes, then lets the right password in', async () => {
    const victim = await createEmployee(database.db, {});
    const password = victim.password as string;
    for (let i = 1; i <= 4; i++) {
      expect(errorOf(await login(app, victim.passId, 'wrong'))).toBe(
        RAW_ERRORS.nonEmptyOutput(SIGN_IN_TEXTS.invalidCredentials),
      );
    }
    const lockedText = RAW_ERRORS.nonEmptyOutput(SIGN_IN_TEXTS.locked('11:15A'));
    expect(errorOf(await login(app, victim.passId, 'wrong'))).toBe(lockedText);
    clock.advance(60_000);
    expect(errorOf(await login(app, victim.passId, password))).toBe(lockedText);

    clock.advance(14 * 60_000);
    const res = await login(app, victim.passId, password);
    expect(res.json().success).toBe(true);
    const [after] = await database.db.select().from(employees).where(eq(employees.passId, victim.passId));
    expect(after).toMatchObject({ failedLogins: 0, lockedUntil: null });
  });

  it('answers an unknown pass id exactly as a known one, lockout included', async () => {
    const known = await createEmployee(database.db, {});
    const unknown = `9${known.passId.slice(1)}`;
    const answers = async (passId: string) => {
      const bodies: string[] = [];
      for (let i = 1; i <= 6; i++) bodies.push((await login(app, passId, 'wrong')).body);
      return bodies;
    };
    const knownAnswers = await answers(known.passId);
    const unknownAnswers = await answers(unknown);
    expect(unknownAnswers).toEqual(knownAnswers);
    expect(knownAnswers[4]).toContain('locked');
    // The lock of an unknown pass id ends as a known one's does.
    clock.advance(15 * 60_000 + 1000);
    expect(errorOf(await login(app, unknown, 'wrong'))).toBe(
      RAW_ERRORS.nonEmptyOutput(SIGN_IN_TEXTS.invalidCredentials),
    );
  });

  it('forgets failures older than the 15-minute window and resets them on success', async () => {
    const e = await createEmployee(database.db, {});
    for (let i = 0; i < 4; i++) await login(app, e.passId, 'wrong');
    clock.advance(16 * 60_000);
    await login(app, e.passId, 'wrong');
    const [row] = await database.db.select().from(employees).where(eq(employees.passId, e.passId));
    expect(row?.failedLogins).toBe(1);
    expect((await login(app, e.passId, e.password as string)).json().success).toBe(true);
    for (let i = 0; i < 4; i++) await login(app, e.passId, 'wrong');
    expect(errorOf(await login(app, e.passId, 'wrong'))).toContain('locked');
  });

  it('lets no concurrent guess past the limit', async () => {
    const e = await createEmployee(database.db, {});
    const guesses = await Promise.all(Array.from({ length: 12 }, () => login(app, e.passId, 'wrong')));
    const errors = guesses.map((g) => errorOf(g));
    // Attempts on one account queue: four wrong, the fifth locks, the rest meet the lock.
    expect(errors.filter((x) => x === RAW_ERRORS.nonEmptyOutput(SIGN_IN_TEXTS.invalidCredentials))).toHaveLength(4);
    expect(errors.filter((x) => x.includes('locked'))).toHaveLength(8);
    expect(errorOf(await login(app, e.passId, e.password as string))).toContain('locked');
  });

  it('never locks an account for right passwords sent at once', async () => {
    const e = await createEmployee(database.db, {});
    const tries = await Promise.all(Array.from({ length: 12 }, () => login(app, e.passId, e.password as string)));
    expect(tries.every((t) => t.json().success)).toBe(true);
    expect((await login(app, e.passId, e.password as string)).json().success).toBe(true);
  });

  it('refuses an expired password with the reset link, only once the password is right', async () => {
    const e = await createEmployee(database.db, { passwordExpiresOn: '2026-11-20' });
    expect(errorOf(await login(app, e.passId, 'wrong'))).toBe(
      RAW_ERRORS.nonEmptyOutput(SIGN_IN_TEXTS.invalidCredentials),
    );
    const res = await login(app, e.passId, e.password as string);
    expect(res.json().success).toBe(false);
    expect(errorOf(res)).toBe(RAW_ERRORS.nonEmptyOutput(SIGN_IN_TEXTS.passwordExpired('https://reset.example/pw')));
  });

  it('refuses an employee who never had a password like a wrong one', async () => {
    const e = await createEmployee(database.db, { password: null });
    expect(errorOf(await login(app, e.passId, 'anything'))).toBe(
      RAW_ERRORS.nonEmptyOutput(SIGN_IN_TEXTS.invalidCredentials),
    );
  });
});

describe('mta_login throttling', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await testApp({ db: database.db, config: { loginRateLimit: 3 } });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers 429 with the throttled text past the per-IP limit, and only on sign-in', async () => {
    for (let i = 0; i < 3; i++) expect((await login(app, '999999', 'x')).statusCode).toBe(200);
    const res = await login(app, '100001');
    expect(res.statusCode).toBe(429);
    expect(loginEnvelope(res.json()).message.Error).toBe(RAW_ERRORS.nonEmptyOutput(SIGN_IN_TEXTS.throttled));
    const other = await app.inject({ method: 'GET', url: '/docs/openapi.json' });
    expect(other.statusCode).toBe(200);
    const fromElsewhere = await app.inject({
      method: 'POST',
      url: '/ServiceManager/Macro/ExecMacro/mta_login',
      remoteAddress: '10.0.0.9',
      payload: {
        meta: { app: 'Crewline' },
        LOGIN_BLOCK_TI_PASS_0: '999999',
        LOGIN_BLOCK_TI_SOCSEC_0: 'x',
        LOGIN_BLOCK_LISTDB_0: 0,
      },
    });
    expect(fromElsewhere.statusCode).toBe(200);
  });
});
