import { ENROL_TEXTS, RAW_ERRORS, type SecondFactorPolicy } from '@crewline/protocol';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LdapDirectorySettings } from '../../src/config';
import { employees, enrolmentAudit, enrolmentCodes, sessions } from '../../src/db/schema';
import { makeEnrolmentCode } from '../../src/modules/auth';
import { createTestDatabase, TEST_TODAY, type TestDatabase } from '../helper';
import { callService, login, testApp } from '../support/app';
import { testClock } from '../support/clock';
import { postedMessage, submitCode, tokenOf } from '../support/second-factor';
import { DIRECTORY_BIND_DN, type RunningSlapd, slapdMissing, startSlapd } from '../support/slapd';

const missing = slapdMissing();
const directoryPassword = (passId: string) => `directory pass of ${passId}`;

interface Answer {
  json(): { Response: Record<string, unknown> };
}
const errorOf = (res: Answer, service: string) =>
  (res.json().Response[`${service}Message`] as { Error: string } | undefined)?.Error ?? '';
const elementsOf = (res: Answer) => (res.json().Response.Elements ?? {}) as Record<string, unknown>;
const refusal = (text: string) => RAW_ERRORS.nonEmptyOutput(text);

describe.skipIf(missing !== undefined)(
  `enrolment in directory mode sets up only the second factor (docs/product.md#enrolment)${missing ? ` — skipped: ${missing}` : ''}`,
  () => {
    let slapd: RunningSlapd;
    let database: TestDatabase;
    let settings: LdapDirectorySettings;
    const apps = new Map<SecondFactorPolicy, FastifyInstance>();
    let unenrolled: string[] = [];
    const clock = testClock(`${TEST_TODAY}T16:00:00Z`);

    beforeAll(async () => {
      database = await createTestDatabase();
      // New employees: no password of ours, no second factor; each one in the directory.
      const rows = await database.db
        .select({ passId: employees.passId })
        .from(employees)
        .where(and(isNull(employees.passwordHash), isNull(employees.totpSecret), isNull(employees.leftOn)))
        .orderBy(asc(employees.passId))
        .limit(6);
      unenrolled = rows.map((r) => r.passId);
      slapd = await startSlapd(unenrolled.map((uid) => ({ uid, password: directoryPassword(uid) })));
      settings = { url: slapd.url, bindDn: DIRECTORY_BIND_DN, ca: undefined, timeoutMs: 3_000 };
      for (const secondFactor of ['required', 'optional'] as const) {
        apps.set(
          secondFactor,
          await testApp({ db: database.db, now: clock.now, config: { directory: settings, secondFactor } }),
        );
      }
    });
    afterAll(async () => {
      for (const app of apps.values()) await app.close();
      await database?.close();
      await slapd?.stop();
    });

    const app = (policy: SecondFactorPolicy = 'required') => apps.get(policy) as FastifyInstance;
    const next = () => {
      const passId = unenrolled.shift();
      if (!passId) throw new Error('no employee left to enrol');
      return passId;
    };
    const make = (passId: string) =>
      makeEnrolmentCode(database.db, { passId, now: clock.now(), timeZone: 'America/New_York' });
    const start = (passId: string, code: string, policy?: SecondFactorPolicy) =>
      callService(app(policy), 'mta_enrolStart', { passId, code });
    const finish = (
      passId: string,
      code: string,
      extra: { newPassword?: string; totpCode?: string },
      policy?: SecondFactorPolicy,
    ) => callService(app(policy), 'mta_enrolFinish', { passId, code, ...extra });
    const totpNow = (secret: string) => generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
    /** What enrolment writes, to show a refusal wrote none of it. */
    const written = async (passId: string) => {
      const [a] = await database.db.select().from(employees).where(eq(employees.passId, passId));
      const codes = await database.db.select().from(enrolmentCodes).where(eq(enrolmentCodes.passId, passId));
      const audit = await database.db.select().from(enrolmentAudit).where(eq(enrolmentAudit.passId, passId));
      const open = await database.db.select().from(sessions).where(eq(sessions.passId, passId));
      return {
        passwordHash: a?.passwordHash,
        passwordExpiresOn: a?.passwordExpiresOn,
        totpSecret: a?.totpSecret,
        totpLastStep: a?.totpLastStep,
        failedLogins: a?.failedLogins,
        codes: codes.map((c) => ({ usedAt: c.usedAt, expiresAt: c.expiresAt })),
        audit: audit.map((r) => r.act),
        sessions: open.length,
      };
    };

    it('enrols a new employee with a code, then the authenticator app; they sign in with the directory password and a code', async () => {
      const passId = next();
      const { code } = await make(passId);
      const before = await written(passId);

      const started = await start(passId, code);
      expect(errorOf(started, 'mta_enrolStart')).toBe('');
      const { totpKey, otpauthUri, secondFactor, passwordStep } = elementsOf(started);
      expect(passwordStep).toBe(false);
      expect(secondFactor).toBe('required');
      expect(totpKey).toMatch(/^[A-Z2-7]{16,}$/);
      expect(otpauthUri).toContain(`secret=${totpKey}`);

      const done = await finish(passId, code, { totpCode: await totpNow(totpKey as string) });
      expect(errorOf(done, 'mta_enrolFinish')).toBe('');
      // No session: the password was never checked; the directory's signs in.
      expect(elementsOf(done)).toEqual({ SIGN_IN_WITH_DIRECTORY: 'Y' });
      const after = await written(passId);
      // The password and its expiry are left as they were (the directory's).
      expect(after).toMatchObject({
        passwordHash: null,
        passwordExpiresOn: before.passwordExpiresOn,
        sessions: 0,
        audit: ['code', 'enrolled'],
      });
      expect(after.totpSecret).not.toBeNull();
      expect(after.totpSecret).not.toContain(totpKey as string);
      expect(after.codes[0]?.usedAt).not.toBeNull();

      // The code is used once: a retry is told to sign in, writing nothing.
      const retry = await finish(passId, code, { totpCode: await totpNow(totpKey as string) });
      expect(errorOf(retry, 'mta_enrolFinish')).toBe(refusal(ENROL_TEXTS.doneWithDirectory));
      expect(errorOf(await start(passId, code), 'mta_enrolStart')).toBe(refusal(ENROL_TEXTS.doneWithDirectory));
      expect(await written(passId)).toEqual(after);

      // Sign-in: the directory's password, then the authenticator app's code (the next one: the first is spent).
      clock.advance(30_000);
      expect(errorOf(await login(app(), passId, 'not the directory password'), 'mta_login')).not.toBe('');
      const signIn = await login(app(), passId, directoryPassword(passId));
      expect(errorOf(signIn, 'mta_login')).toBe('');
      const url = elementsOf(signIn).DUO_AUTH_URL as string;
      expect(url).toMatch(/\/auth\/second-factor\?/);
      expect(slapd.binds()).toContain(DIRECTORY_BIND_DN.replace('{passId}', passId));
      const page = await submitCode(app(), tokenOf(url), await totpNow(totpKey as string));
      const posted = postedMessage(page.body)?.message;
      if (!posted || !('serviceResponse' in posted)) throw new Error(`second factor refused: ${page.body}`);
      const elements = (posted.serviceResponse.Response as { Elements: Record<string, unknown> }).Elements;
      expect(elements.AP_TICKET).not.toBe('');
      expect(elements.PASSWORD_BY_DIRECTORY).toBe('Y');
    });

    it('refuses a new password sent to finish, before anything is read or written', async () => {
      const passId = next();
      const { code } = await make(passId);
      const { totpKey } = elementsOf(await start(passId, code));
      const before = await written(passId);
      const res = await finish(passId, code, {
        newPassword: 'seven brass lanterns at dawn',
        totpCode: await totpNow(totpKey as string),
      });
      expect(errorOf(res, 'mta_enrolFinish')).toBe(refusal(ENROL_TEXTS.passwordByDirectory));
      expect(await written(passId)).toEqual(before);
      // The code still works, without the password.
      clock.advance(30_000);
      const done = await finish(passId, code, { totpCode: await totpNow(totpKey as string) });
      expect(elementsOf(done)).toEqual({ SIGN_IN_WITH_DIRECTORY: 'Y' });
    });

    it('needs the first code even when the second factor is optional (it is all there is to set up), and a right one', async () => {
      const passId = next();
      const { code } = await make(passId);
      const { totpKey, secondFactor } = elementsOf(await start(passId, code, 'optional'));
      expect(secondFactor).toBe('optional');
      const before = await written(passId);
      expect(errorOf(await finish(passId, code, {}, 'optional'), 'mta_enrolFinish')).toBe(
        refusal(ENROL_TEXTS.directoryTotpNeeded),
      );
      expect(errorOf(await finish(passId, code, { totpCode: '000000' }, 'optional'), 'mta_enrolFinish')).toBe(
        refusal(ENROL_TEXTS.totpWrong),
      );
      expect(await written(passId)).toEqual(before);
      const done = await finish(passId, code, { totpCode: await totpNow(totpKey as string) }, 'optional');
      expect(elementsOf(done)).toEqual({ SIGN_IN_WITH_DIRECTORY: 'Y' });
      expect((await written(passId)).totpSecret).not.toBeNull();
    });

    it('judges a wrong code as local enrolment does: refused, counted, nothing else written', async () => {
      const passId = next();
      await make(passId);
      const before = await written(passId);
      expect(errorOf(await start(passId, 'ABCD-EFGH-JKMN'), 'mta_enrolStart')).toBe(refusal(ENROL_TEXTS.invalidCode));
      const after = await written(passId);
      expect(after.failedLogins).toBe((before.failedLogins ?? 0) + 1);
      expect({ ...after, failedLogins: before.failedLogins }).toEqual(before);
    });
  },
);
