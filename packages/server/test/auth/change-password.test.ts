import { addDays, isoToHeaderDate, PASSWORD_TEXTS, RAW_ERRORS, SIGN_IN_TEXTS } from '@crewline/protocol';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { employees, sessions } from '../../src/db/schema';
import { DEMO_PASSWORD } from '../../src/demo/demo-sign-ins';
import { passwordProblem } from '../../src/modules/auth/password-rules';
import { createTestDatabase, TEST_TODAY, type TestDatabase } from '../helper';
import { callService, login, signedIn, testApp } from '../support/app';
import { testClock } from '../support/clock';

const NEW_PASSWORD = 'seven brass lanterns at dawn';

describe('the password rules (docs/product.md#change-password)', () => {
  it.each([
    ['short', 'elevenchars', PASSWORD_TEXTS.tooShort],
    ['too long', 'x'.repeat(129), PASSWORD_TEXTS.tooLong],
    ['the pass id', 'my pass 100001 ok!', PASSWORD_TEXTS.containsPassId],
    ['common', 'qwerty123456', PASSWORD_TEXTS.common],
    ['common in other case', 'QWERTY123456', PASSWORD_TEXTS.common],
  ])('refuses a password %s', (_what, password, text) => {
    expect(passwordProblem('100001', password)).toBe(text);
  });

  it('takes a long uncommon one, counting characters, not bytes', () => {
    expect(passwordProblem('100001', NEW_PASSWORD)).toBeUndefined();
    expect(passwordProblem('100001', 'ÆØÅæøåÆØÅæøå')).toBeUndefined();
    expect(passwordProblem('100001', 'ÆØÅæøåÆØÅæø')).toBe(PASSWORD_TEXTS.tooShort);
  });
});

describe('mta_changePassword', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = testClock(`${TEST_TODAY}T16:00:00Z`);

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await app?.close();
    await database.close();
  });
  beforeEach(async () => {
    await app?.close();
    app = await testApp({ db: database.db, now: clock.now, config: { passwordDays: 60 } });
  });

  const account = async (passId: string) => {
    const [row] = await database.db.select().from(employees).where(eq(employees.passId, passId));
    if (!row) throw new Error(`no ${passId}`);
    return row;
  };
  const liveSessions = async (passId: string) =>
    (await database.db.select().from(sessions).where(eq(sessions.passId, passId))).filter((s) => s.endedAt === null)
      .length;
  const change = (auth: { passId: string; ticket: string }, currentPassword: string, newPassword: string) =>
    callService(app, 'mta_changePassword', { currentPassword, newPassword }, auth);
  const errorOf = (res: { json(): { Response: Record<string, { Error?: string; PopupMessages?: string[] }> } }) =>
    res.json().Response.mta_changePasswordMessage;

  it('refuses every rule and a wrong or missing current password, writing nothing', async () => {
    const auth = await signedIn(app, '200002');
    const before = await account('200002');
    const refusals: [string, string, string][] = [
      [DEMO_PASSWORD, 'elevenchars', `newPassword: ${PASSWORD_TEXTS.tooShort}`],
      [DEMO_PASSWORD, 'x'.repeat(129), `newPassword: ${PASSWORD_TEXTS.tooLong}`],
      ['', NEW_PASSWORD, `currentPassword: ${PASSWORD_TEXTS.currentRequired}`],
    ];
    for (const [current, next, text] of refusals) {
      expect(errorOf(await change(auth, current, next))?.PopupMessages).toEqual([text]);
    }
    const refused: [string, string, string][] = [
      [DEMO_PASSWORD, 'the 200002 of mine', PASSWORD_TEXTS.containsPassId],
      [DEMO_PASSWORD, 'qwerty123456', PASSWORD_TEXTS.common],
      [DEMO_PASSWORD, DEMO_PASSWORD, PASSWORD_TEXTS.unchanged],
      ['not-the-password', NEW_PASSWORD, PASSWORD_TEXTS.currentWrong],
    ];
    for (const [current, next, text] of refused) {
      expect(errorOf(await change(auth, current, next))?.Error).toBe(RAW_ERRORS.nonEmptyOutput(text));
    }
    const after = await account('200002');
    expect(after.passwordHash).toBe(before.passwordHash);
    expect(after.passwordExpiresOn).toBe(before.passwordExpiresOn);
    // The one wrong current password counts as a wrong sign-in would, and nothing more.
    expect(after.failedLogins).toBe(before.failedLogins + 1);
    expect((await login(app, '200002')).json().Response.Elements.AP_TICKET).not.toBe('');
  });

  it('locks the account after as many wrong current passwords as a sign-in allows', async () => {
    const auth = await signedIn(app, '300001');
    const before = (await account('300001')).passwordHash;
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) answers.push(errorOf(await change(auth, `wrong-${i}`, NEW_PASSWORD))?.Error ?? '');
    expect(answers.slice(0, 4)).toEqual(Array(4).fill(RAW_ERRORS.nonEmptyOutput(PASSWORD_TEXTS.currentWrong)));
    expect(answers[4]).toMatch(/^.*Too many failed sign-in attempts .*locked for \d+ minutes, until \d\d:\d\d/);
    expect((await account('300001')).passwordHash).toBe(before);
    // The lock ends the account's sessions, this one too.
    expect((await callService(app, 'mta_loginTicket', {}, auth)).statusCode).toBe(401);
  });

  it('changes it: the new one signs in, the old one not; the new expiry; every other session ended, this one kept', async () => {
    const phone = await signedIn(app, '100001');
    const laptop = await signedIn(app, '100001');
    expect(await liveSessions('100001')).toBe(2);
    const res = await change(phone, DEMO_PASSWORD, NEW_PASSWORD);
    const expiresOn = addDays(TEST_TODAY, 60);
    expect(res.json().Response.Elements).toEqual({
      passwordExpiresOn: expiresOn,
      HEADER_PWD_EXPIRATION_DATE_0: isoToHeaderDate(expiresOn),
      signedOutOthers: 1,
    });
    expect((await account('100001')).passwordExpiresOn).toBe(expiresOn);
    expect((await callService(app, 'mta_loginTicket', {}, phone)).statusCode).toBe(200);
    expect((await callService(app, 'mta_loginTicket', {}, laptop)).statusCode).toBe(401);
    expect(
      (await callService(app, 'mta_loginTicket', {}, phone)).json().Response.Elements.HEADER_PWD_EXPIRATION_DATE_0,
    ).toBe(isoToHeaderDate(expiresOn));
    expect((await login(app, '100001')).json().Response.mta_loginMessage.Error).toBe(
      RAW_ERRORS.nonEmptyOutput(SIGN_IN_TEXTS.invalidCredentials),
    );
    expect((await login(app, '100001', NEW_PASSWORD)).json().Response.Elements.AP_TICKET).not.toBe('');
  });

  it('turns the calendar link off, as any new password does', async () => {
    const auth = await signedIn(app, '200001');
    const feed = new URL((await callService(app, 'mta_calendarFeedRenew', {}, auth)).json().Response.Elements.url)
      .pathname;
    expect((await app.inject({ method: 'GET', url: feed })).statusCode).toBe(200);
    expect((await change(auth, DEMO_PASSWORD, NEW_PASSWORD)).json().success).toBe(true);
    expect((await app.inject({ method: 'GET', url: feed })).statusCode).toBe(404);
  });

  it('is for a signed-in employee only', async () => {
    const res = await callService(app, 'mta_changePassword', {
      currentPassword: DEMO_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(401);
  });
});
