import { rootCertificates } from 'node:tls';
import { ENROL_TEXTS, LOCKOUT_FAILURES, PASSWORD_TEXTS, RAW_ERRORS, SIGN_IN_TEXTS } from '@crewline/protocol';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LdapDirectorySettings } from '../../src/config';
import { employees, unknownSignInFailures } from '../../src/db/schema';
import { DEMO_PASSWORD } from '../../src/demo/demo-sign-ins';
import { checkDirectoryPassword } from '../../src/modules/auth/directory';
import { createTestDatabase, TEST_TODAY, type TestDatabase } from '../helper';
import { callService, login, testApp } from '../support/app';
import { testClock } from '../support/clock';
import { DIRECTORY_BIND_DN, type RunningSlapd, slapdMissing, startSlapd } from '../support/slapd';
import { loggedDb } from '../support/statement-log';

/** The directory's passwords: none is the demo password Crewline's own hashes hold. */
const PASSWORDS = {
  '100001': 'directory pass of 100001',
  '100002': 'directory pass of 100002',
  '200001': 'directory pass of 200001',
  /** In the directory, but no employee of ours. */
  '555555': 'directory pass of 555555',
} as const;

const missing = slapdMissing();
const WRONG = RAW_ERRORS.nonEmptyOutput(SIGN_IN_TEXTS.invalidCredentials);

interface Answer {
  json(): {
    Response: Record<string, { Error?: string; PopupMessages?: string[] } | Record<string, string> | undefined>;
  };
}
const messageOf = (res: Answer, service: string) =>
  res.json().Response[`${service}Message`] as { Error: string; PopupMessages: string[] };
const elementsOf = (res: Answer) => res.json().Response.Elements as Record<string, string>;

describe.skipIf(missing !== undefined)(
  `directory sign-in (AUTH_DIRECTORY=ldap) against a real OpenLDAP${missing ? ` — skipped: ${missing}` : ''}`,
  () => {
    let slapd: RunningSlapd;
    let database: TestDatabase;
    let app: FastifyInstance;
    let settings: LdapDirectorySettings;
    let logged: ReturnType<typeof loggedDb>;
    const clock = testClock(`${TEST_TODAY}T16:00:00Z`);

    beforeAll(async () => {
      slapd = await startSlapd(
        Object.entries(PASSWORDS).map(([uid, password]) => ({ uid, password })),
        { tls: true },
      );
      settings = { url: slapd.url, bindDn: DIRECTORY_BIND_DN, ca: undefined, timeoutMs: 3_000 };
      database = await createTestDatabase();
      logged = loggedDb(database);
      app = await testApp({ db: logged.db, now: clock.now, config: { directory: settings } });
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
      await slapd?.stop();
    });

    const account = async (passId: string) => {
      const [row] = await database.db.select().from(employees).where(eq(employees.passId, passId));
      if (!row) throw new Error(`no ${passId}`);
      return row;
    };

    it('signs in with the directory password, not the one Crewline keeps, and says the directory owns it', async () => {
      const res = await login(app, '100001', PASSWORDS['100001']);
      expect(messageOf(res, 'mta_login').Error).toBe('');
      const elements = elementsOf(res);
      expect(elements.AP_TICKET).not.toBe('');
      expect(elements.PASSWORD_BY_DIRECTORY).toBe('Y');
      // 100001's own row still has an expiry (the demo's, in 10 days): the directory's is not ours to show.
      expect((await account('100001')).passwordExpiresOn).not.toBeNull();
      expect(elements.HEADER_PWD_EXPIRATION_DATE_0).toBe('');
      expect(slapd.binds()).toContain('uid=100001,ou=people,dc=agency,dc=example');

      const profile = await callService(
        app,
        'mta_loginTicket',
        {},
        { passId: '100001', ticket: elements.AP_TICKET as string },
      );
      expect(elementsOf(profile)).toMatchObject({ PASSWORD_BY_DIRECTORY: 'Y', HEADER_PWD_EXPIRATION_DATE_0: '' });

      expect(messageOf(await login(app, '100001', DEMO_PASSWORD), 'mta_login').Error).toBe(WRONG);
    });

    it('keeps the second factor ours: a right directory password of an employee with one gets its page', async () => {
      const elements = elementsOf(await login(app, '100002', PASSWORDS['100002']));
      expect(elements.DUO_AUTH_URL).toMatch(/\/auth\/second-factor\?/);
      expect(elements.AP_TICKET).toBe('');
    });

    it('refuses a wrong password and counts it, locking the account as a local one', async () => {
      expect((await account('200001')).failedLogins).toBe(0);
      const res = await login(app, '200001', 'not the directory password');
      expect(messageOf(res, 'mta_login').Error).toBe(WRONG);
      expect((await account('200001')).failedLogins).toBe(1);
      for (let i = 2; i <= LOCKOUT_FAILURES; i++) await login(app, '200001', `wrong ${i}`);
      const after = await account('200001');
      expect(after.lockedUntil?.getTime()).toBeGreaterThan(clock.now().getTime());
      // Locked: the right password is refused too, without asking the directory.
      const binds = slapd.binds().length;
      expect(messageOf(await login(app, '200001', PASSWORDS['200001']), 'mta_login').Error).toContain('locked');
      expect(slapd.binds()).toHaveLength(binds);
    });

    it('refuses an empty password before any bind (an empty bind is anonymous and succeeds)', async () => {
      const binds = slapd.binds().length;
      const res = await login(app, '100001', '');
      expect(messageOf(res, 'mta_login').PopupMessages.join(' ')).toContain('Password is required.');
      expect(await checkDirectoryPassword(settings, '100001', '')).toEqual({ kind: 'wrong' });
      expect(slapd.binds()).toHaveLength(binds);
    });

    it('escapes the pass id into the DN: special characters bind as no one else', async () => {
      for (const passId of ['100001,ou=x', '*)(uid=*', '100001+uid=200001', '100001\\', '100001;uid=200001']) {
        expect(await checkDirectoryPassword(settings, passId, PASSWORDS['100001'])).toEqual({ kind: 'wrong' });
      }
      const binds = slapd.binds();
      expect(binds).toContain('uid=100001\\2Cou\\3Dx,ou=people,dc=agency,dc=example');
      expect(binds).toContain('uid=100001\\2Buid\\3D200001,ou=people,dc=agency,dc=example');
      // Through the app such a pass id is refused by its schema before anything is asked.
      const count = binds.length;
      const res = await login(app, '100001,ou=x', PASSWORDS['100001']);
      expect(messageOf(res, 'mta_login').PopupMessages.join(' ')).toContain('Pass id must be digits only');
      expect(slapd.binds()).toHaveLength(count);
    });

    it('refuses a directory password of someone who is no employee of ours, and counts it', async () => {
      const res = await login(app, '555555', PASSWORDS['555555']);
      expect(messageOf(res, 'mta_login').Error).toBe(WRONG);
      const [counters] = await database.db
        .select()
        .from(unknownSignInFailures)
        .where(eq(unknownSignInFailures.passId, '555555'));
      expect(counters?.failedLogins).toBe(1);
    });

    it('runs the same statements and the same bind for an unknown pass id as for a known one', async () => {
      const statementsOf = async (passId: string) => {
        const from = logged.statements.length;
        const binds = slapd.binds().length;
        await login(app, passId, 'wrong');
        expect(slapd.binds().slice(binds)).toEqual([`uid=${passId},ou=people,dc=agency,dc=example`]);
        return logged.statements.slice(from);
      };
      expect(await statementsOf('7654321')).toEqual(await statementsOf('100003'));
    });

    it('speaks TLS with the CA of LDAP_CA_FILE: ldaps://, or StartTLS on ldap://; another CA gets no answer', async () => {
      const ca = slapd.caPem as string;
      const ldaps = { ...settings, url: slapd.ldapsUrl as string, ca };
      const startTls = { ...settings, ca };
      expect(await checkDirectoryPassword(ldaps, '100001', PASSWORDS['100001'])).toEqual({ kind: 'right' });
      expect(await checkDirectoryPassword(startTls, '100001', PASSWORDS['100001'])).toEqual({ kind: 'right' });
      expect(await checkDirectoryPassword(startTls, '100001', 'wrong')).toEqual({ kind: 'wrong' });
      const otherCa = { ...startTls, ca: rootCertificates[0] as string };
      expect(await checkDirectoryPassword(otherCa, '100001', PASSWORDS['100001'])).toMatchObject({
        kind: 'unavailable',
        reason: expect.stringMatching(/^StartTLS: .*certificate/),
      });
      expect(
        await checkDirectoryPassword({ ...ldaps, ca: rootCertificates[0] as string }, '100001', PASSWORDS['100001']),
      ).toMatchObject({ kind: 'unavailable' });
    });

    it('refuses Change password in words: the directory owns the password', async () => {
      const ticket = elementsOf(await login(app, '100001', PASSWORDS['100001'])).AP_TICKET as string;
      const res = await callService(
        app,
        'mta_changePassword',
        { currentPassword: PASSWORDS['100001'], newPassword: 'seven brass lanterns at dawn' },
        { passId: '100001', ticket },
      );
      expect(messageOf(res, 'mta_changePassword').Error).toBe(RAW_ERRORS.nonEmptyOutput(PASSWORD_TEXTS.byDirectory));
    });

    it('refuses enrolment in words with SECOND_FACTOR=off (nothing to set up), before the code is judged', async () => {
      const off = await testApp({
        db: database.db,
        now: clock.now,
        config: { directory: settings, secondFactor: 'off' },
      });
      try {
        const code = { passId: '100001', code: 'ABCD-EFGH-JKMN' };
        const start = await callService(off, 'mta_enrolStart', code);
        expect(messageOf(start, 'mta_enrolStart').Error).toBe(RAW_ERRORS.nonEmptyOutput(ENROL_TEXTS.byDirectory));
        for (const extra of [{}, { newPassword: 'seven brass lanterns at dawn' }]) {
          const finish = await callService(off, 'mta_enrolFinish', { ...code, ...extra });
          expect(messageOf(finish, 'mta_enrolFinish').Error).toBe(RAW_ERRORS.nonEmptyOutput(ENROL_TEXTS.byDirectory));
        }
        expect((await account('100001')).failedLogins).toBe(0);
      } finally {
        await off.close();
      }
    });

    it('answers a directory that does not answer with a refusal in words, counts nothing, and logs no password', async () => {
      const lines: string[] = [];
      const down = await testApp({
        db: database.db,
        now: clock.now,
        config: { directory: { ...settings, url: 'ldap://127.0.0.1:1' } },
        logTo: lines,
      });
      try {
        const password = 'a password never to be logged';
        const res = await login(down, '100001', password);
        expect(messageOf(res, 'mta_login').Error).toBe(RAW_ERRORS.nonEmptyOutput(SIGN_IN_TEXTS.directoryUnavailable));
        expect((await account('100001')).failedLogins).toBe(0);
        const warning = lines.find((l) => l.includes('the sign-in directory did not answer'));
        expect(warning).toContain('ldap://127.0.0.1:1');
        expect(warning).toContain('ECONNREFUSED');
        expect(lines.join('\n')).not.toContain(password);
      } finally {
        await down.close();
      }
    });
  },
);
