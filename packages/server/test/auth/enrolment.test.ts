import {
  addDays,
  ENROL_CODE_HOURS,
  ENROL_TEXTS,
  PASSWORD_TEXTS,
  RAW_ERRORS,
  type SecondFactorPolicy,
  SIGN_IN_TEXTS,
} from '@crewline/protocol';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, enrolmentAudit, enrolmentCodes, sessions } from '../../src/db/schema';
import { ENROL_CODE_TEXTS, makeEnrolmentCode } from '../../src/modules/auth';
import { createTestDatabase, TEST_TODAY, type TestDatabase } from '../helper';
import { callService, login, signedIn, testApp } from '../support/app';
import { testClock } from '../support/clock';

const NEW_PASSWORD = 'seven brass lanterns at dawn';
const TIME_ZONE = 'America/New_York';

describe('enrolment (docs/product.md#enrolment)', () => {
  let database: TestDatabase;
  const clock = testClock(`${TEST_TODAY}T16:00:00Z`);
  const apps = new Map<SecondFactorPolicy, FastifyInstance>();
  let unenrolled: string[] = [];
  let supervisor = '';
  let clerk = '';

  beforeAll(async () => {
    database = await createTestDatabase();
    for (const secondFactor of ['required', 'optional', 'off'] as const) {
      apps.set(secondFactor, await testApp({ db: database.db, now: clock.now, config: { secondFactor } }));
    }
    const rows = await database.db
      .select({ passId: employees.passId })
      .from(employees)
      .where(and(isNull(employees.passwordHash), isNull(employees.leftOn)))
      .orderBy(asc(employees.passId))
      .limit(12);
    unenrolled = rows.map((r) => r.passId);
    [supervisor, clerk] = unenrolled.splice(0, 2) as [string, string];
    await database.db.update(employees).set({ officeRole: 'PICK_SUPERVISOR' }).where(eq(employees.passId, supervisor));
    await database.db.update(employees).set({ officeRole: 'PICK_CLERK' }).where(eq(employees.passId, clerk));
  });
  afterAll(async () => {
    for (const app of apps.values()) await app.close();
    await database.close();
  });

  const app = (policy: SecondFactorPolicy = 'required') => apps.get(policy) as FastifyInstance;
  const next = () => {
    const passId = unenrolled.shift();
    if (!passId) throw new Error('no employee left to enrol');
    return passId;
  };
  const make = (passId: string, opts: { by?: string; reset?: boolean } = {}) =>
    makeEnrolmentCode(database.db, { passId, now: clock.now(), timeZone: TIME_ZONE, ...opts });
  const account = async (passId: string) => {
    const [row] = await database.db.select().from(employees).where(eq(employees.passId, passId));
    if (!row) throw new Error(`no ${passId}`);
    return row;
  };
  /** What enrolment writes, to show a refusal wrote none of it. */
  const written = async (passId: string) => {
    const a = await account(passId);
    const codes = await database.db.select().from(enrolmentCodes).where(eq(enrolmentCodes.passId, passId));
    const audit = await database.db.select().from(enrolmentAudit).where(eq(enrolmentAudit.passId, passId));
    return {
      passwordHash: a.passwordHash,
      passwordExpiresOn: a.passwordExpiresOn,
      totpSecret: a.totpSecret,
      failedLogins: a.failedLogins,
      codes: codes.map((c) => ({ usedAt: c.usedAt, expiresAt: c.expiresAt })),
      audit: audit.length,
    };
  };
  const start = (passId: string, code: string, policy?: SecondFactorPolicy) =>
    callService(app(policy), 'mta_enrolStart', { passId, code });
  const finish = (
    passId: string,
    code: string,
    extra: { newPassword?: string; totpCode?: string } = {},
    policy?: SecondFactorPolicy,
  ) => callService(app(policy), 'mta_enrolFinish', { passId, code, newPassword: NEW_PASSWORD, ...extra }, undefined);
  const errorOf = (
    res: { json(): { Response: Record<string, { Error?: string; PopupMessages?: string[] }> } },
    s: string,
  ) => res.json().Response[`${s}Message`];
  const refusal = (text: string) => RAW_ERRORS.nonEmptyOutput(text);
  const totpNow = (secret: string) => generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });

  describe('making a code (the office, `npm run agency -- enrol`)', () => {
    it('refuses an unknown pass id, an account with a password, and actors not of the office, writing nothing', async () => {
      const passId = next();
      const before = await written(passId);
      await expect(make('999999999')).rejects.toThrow(ENROL_CODE_TEXTS.unknownEmployee('999999999'));
      await expect(make('100001')).rejects.toThrow(ENROL_CODE_TEXTS.hasPassword('100001'));
      await expect(make(passId, { reset: true })).rejects.toThrow(ENROL_CODE_TEXTS.resetNeedsActor);
      await expect(make(passId, { reset: true, by: clerk })).rejects.toThrow(ENROL_CODE_TEXTS.notSupervisor(clerk));
      await expect(make(passId, { by: '100001' })).rejects.toThrow(ENROL_CODE_TEXTS.notOffice('100001'));
      expect(await written(passId)).toEqual(before);
      expect(await database.db.select().from(enrolmentAudit).where(eq(enrolmentAudit.passId, '100001'))).toEqual([]);
    });

    it('makes a 12-letter code valid 72 hours, stored only as its hash, and keeps the act with who did it', async () => {
      const passId = next();
      const made = await make(passId, { by: clerk });
      expect(made.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      expect(made.expiresAt.getTime() - clock.now().getTime()).toBe(ENROL_CODE_HOURS * 3_600_000);
      const [row] = await database.db.select().from(enrolmentCodes).where(eq(enrolmentCodes.passId, passId));
      expect(JSON.stringify(row)).not.toContain(made.code.replaceAll('-', ''));
      const audit = await database.db.select().from(enrolmentAudit).where(eq(enrolmentAudit.passId, passId));
      expect(audit.map((a) => [a.act, a.actor])).toEqual([['code', clerk]]);
    });

    it('keeps the audit append-only', async () => {
      await expect(database.db.execute(sql`update enrolment_audit set actor = 'someone else'`)).rejects.toThrow();
      await expect(database.db.execute(sql`delete from enrolment_audit`)).rejects.toThrow();
    });
  });

  describe('mta_enrolStart', () => {
    it('says the same for a wrong code and an unknown pass id, and locks both after five, like sign-in', async () => {
      const passId = next();
      await make(passId);
      const before = await written(passId);
      for (const who of [passId, '987654321']) {
        const answers: string[] = [];
        for (let i = 0; i < 5; i++)
          answers.push(errorOf(await start(who, 'ABCD-EFGH-JKMN'), 'mta_enrolStart')?.Error ?? '');
        expect(answers.slice(0, 4)).toEqual(Array(4).fill(refusal(ENROL_TEXTS.invalidCode)));
        expect(answers[4]).toMatch(/locked for your pass id until \d\d:\d\d/);
      }
      // Locked: even the right code is refused now, and nothing but the counters was written.
      const after = await written(passId);
      expect({ ...after, failedLogins: before.failedLogins }).toEqual(before);
      expect(after.failedLogins).toBe(5);
      expect((await login(app(), passId, NEW_PASSWORD)).json().Response.mta_loginMessage.Error).toMatch(
        /Too many failed sign-in attempts/,
      );
    });

    it('checks the code format with our words, before anything is read', async () => {
      const res = await start(next(), 'short');
      expect(errorOf(res, 'mta_enrolStart')?.PopupMessages).toEqual([`code: ${ENROL_TEXTS.codeFormat}`]);
    });

    it('offers a TOTP secret, the same on every ask, typed with dashes, spaces or lower case', async () => {
      const passId = next();
      const { code } = await make(passId);
      const first = (await start(passId, code)).json().Response.Elements;
      expect(first.secondFactor).toBe('required');
      expect(first.totpKey).toMatch(/^[A-Z2-7]{16,}$/);
      expect(first.otpauthUri).toContain(`secret=${first.totpKey}`);
      const again = (await start(passId, ` ${code.toLowerCase().replaceAll('-', ' ')} `)).json().Response.Elements;
      expect(again).toEqual(first);
      expect((await start(passId, code, 'off')).json().Response.Elements).toEqual({
        secondFactor: 'off',
        totpKey: '',
        otpauthUri: '',
      });
    });

    it('refuses an expired code', async () => {
      const passId = next();
      const { code } = await make(passId);
      clock.advance(ENROL_CODE_HOURS * 3_600_000);
      try {
        expect(errorOf(await start(passId, code), 'mta_enrolStart')?.Error).toBe(refusal(ENROL_TEXTS.invalidCode));
      } finally {
        clock.advance(-ENROL_CODE_HOURS * 3_600_000);
      }
    });
  });

  describe('mta_enrolFinish', () => {
    it('refuses a password against the rules, a wrong or missing first code, writing nothing', async () => {
      const passId = next();
      const { code } = await make(passId);
      await start(passId, code);
      const before = await written(passId);
      const refusals: [Record<string, string>, string][] = [
        [{ newPassword: `pass ${passId} ok!!` }, PASSWORD_TEXTS.containsPassId],
        [{ newPassword: 'qwerty123456' }, PASSWORD_TEXTS.common],
        [{ totpCode: '000000' }, ENROL_TEXTS.totpWrong],
        [{}, ENROL_TEXTS.totpRequired],
      ];
      for (const [extra, text] of refusals) {
        expect(errorOf(await finish(passId, code, extra), 'mta_enrolFinish')?.Error).toBe(refusal(text));
      }
      expect(errorOf(await finish(passId, code, { newPassword: 'short' }), 'mta_enrolFinish')?.PopupMessages).toEqual([
        `newPassword: ${PASSWORD_TEXTS.tooShort}`,
      ]);
      expect(errorOf(await finish(passId, 'ABCD-EFGH-JKMN'), 'mta_enrolFinish')?.Error).toBe(
        refusal(ENROL_TEXTS.invalidCode),
      );
      const after = await written(passId);
      expect({ ...after, failedLogins: 0 }).toEqual({ ...before, failedLogins: 0 });
    });

    it('sets password, expiry and second factor, spends the code and signs in; a retry is told to sign in', async () => {
      const passId = next();
      const { code } = await make(passId);
      const { totpKey } = (await start(passId, code)).json().Response.Elements;
      const res = await finish(passId, code, { totpCode: await totpNow(totpKey) });
      const elements = res.json().Response.Elements;
      expect(elements.HEADER_PASS_0).toBe(passId);
      expect(elements.AP_TICKET).not.toBe('');
      expect(elements.DUO_AUTH_URL).toBe('');
      expect((await callService(app(), 'mta_loginTicket', {}, { passId, ticket: elements.AP_TICKET })).statusCode).toBe(
        200,
      );
      const after = await written(passId);
      expect(after.passwordExpiresOn).toBe(addDays(TEST_TODAY, 90));
      expect(after.totpSecret).not.toContain(totpKey);
      expect(after.codes[0]?.usedAt).not.toBeNull();
      const audit = await database.db.select().from(enrolmentAudit).where(eq(enrolmentAudit.passId, passId));
      expect(audit.map((a) => [a.act, a.actor])).toEqual([
        ['code', 'agency command'],
        ['enrolled', passId],
      ]);
      // The new password signs in, and asks for the second factor set up.
      expect((await login(app(), passId, NEW_PASSWORD)).json().Response.Elements.DUO_AUTH_URL).not.toBe('');
      // A retry (the answer lost): nothing more is written.
      const retry = await finish(passId, code, { totpCode: await totpNow(totpKey) });
      expect(errorOf(retry, 'mta_enrolFinish')?.Error).toBe(refusal(ENROL_TEXTS.alreadyDone));
      expect(await written(passId)).toEqual(after);
    });

    it('skips an optional second factor, and asks none when it is off', async () => {
      for (const policy of ['optional', 'off'] as const) {
        const passId = next();
        const { code } = await make(passId);
        await start(passId, code, policy);
        expect((await finish(passId, code, {}, policy)).json().Response.Elements.AP_TICKET).not.toBe('');
        expect((await account(passId)).totpSecret).toBeNull();
        expect((await login(app(), passId, NEW_PASSWORD)).json().Response.Elements.DUO_AUTH_URL).toBe('');
      }
    });
  });

  describe('reset (a supervisor, `--reset --by`)', () => {
    it("ends the account's sessions, password and second factor, and the new code enrols it again", async () => {
      const passId = '100002';
      const auth = await signedIn(app('off'), '100001');
      const before = await account(passId);
      expect(before.totpSecret).not.toBeNull();
      const { code } = await make('100001', { reset: true, by: supervisor });
      await make(passId, { reset: true, by: supervisor });
      expect((await callService(app(), 'mta_loginTicket', {}, auth)).statusCode).toBe(401);
      const after = await account('100001');
      expect([after.passwordHash, after.totpSecret, after.passwordExpiresOn]).toEqual([null, null, null]);
      expect((await account(passId)).totpSecret).toBeNull();
      expect((await login(app(), '100001')).json().Response.mta_loginMessage.Error).toBe(
        refusal(SIGN_IN_TEXTS.invalidCredentials),
      );
      const live = await database.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.passId, '100001'), isNull(sessions.endedAt)));
      expect(live).toEqual([]);
      const audit = await database.db.select().from(enrolmentAudit).where(eq(enrolmentAudit.passId, '100001'));
      expect(audit.map((a) => [a.act, a.actor])).toEqual([['reset', supervisor]]);
      expect((await finish('100001', code, {}, 'optional')).json().Response.Elements.AP_TICKET).not.toBe('');
    });
  });
});
