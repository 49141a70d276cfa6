import {
  ENROL_CODE_HOURS,
  ENROL_LINK_PARAMS,
  ENROL_PATH,
  PICK_OFFICE_TEXTS,
  RAW_ERRORS,
  type ServiceName,
} from '@crewline/protocol';
import { and, asc, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, enrolmentAudit, enrolmentCodes, sessions } from '../../src/db/schema';
import { createTestDatabase, TEST_TODAY, type TestDatabase } from '../helper';
import { callService, signedIn, testApp } from '../support/app';
import { testClock } from '../support/clock';
import { signedInWithSecondFactor } from '../support/second-factor';
import { type Auth, serviceCalls } from '../support/service-calls';

const NOW = `${TEST_TODAY}T15:00:00.000Z`;

describe('the pick office: accounts — enrolment and reset codes (supervisor; docs/product.md#enrolment)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = testClock(NOW);
  const { call, ok } = serviceCalls(() => app);
  let clerk: Auth;
  let supervisor: Auth;
  let employee: Auth;
  let unenrolled: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await testApp({ db: database.db, now: clock.now });
    clerk = (await signedInWithSecondFactor(app, '900001', clock.now())).auth;
    supervisor = (await signedInWithSecondFactor(app, '900002', clock.now())).auth;
    employee = await signedIn(app, '100001');
    const rows = await database.db
      .select({ passId: employees.passId })
      .from(employees)
      .where(and(isNull(employees.passwordHash), isNull(employees.leftOn)))
      .orderBy(asc(employees.passId))
      .limit(4);
    unenrolled = rows.map((r) => r.passId);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const written = async (passId: string) => {
    const [codes] = await database.db
      .select({ n: count() })
      .from(enrolmentCodes)
      .where(eq(enrolmentCodes.passId, passId));
    const audit = await database.db
      .select({ act: enrolmentAudit.act, actor: enrolmentAudit.actor })
      .from(enrolmentAudit)
      .where(eq(enrolmentAudit.passId, passId))
      .orderBy(asc(enrolmentAudit.id));
    const [account] = await database.db
      .select({ password: employees.passwordHash, totp: employees.totpSecret })
      .from(employees)
      .where(eq(employees.passId, passId));
    return { codes: Number(codes?.n ?? 0), audit, account };
  };

  /** Each accounts service × employee / clerk / supervisor. */
  it('refuses the accounts services to employees and clerks, on the server', async () => {
    const passId = unenrolled[0] ?? '';
    const before = await written(passId);
    const payloads: Record<string, Record<string, unknown>> = {
      mta_officeFindEmployees: { query: '1000' },
      mta_officeEnrolmentCode: { passId, reset: false },
    };
    for (const service of Object.keys(payloads)) {
      for (const auth of [employee, clerk]) {
        const body = await call(service as ServiceName, auth, payloads[service]);
        expect({ service, who: auth.passId, error: body.message.Error }).toEqual({
          service,
          who: auth.passId,
          error: RAW_ERRORS.roleRefused,
        });
      }
    }
    expect(await written(passId)).toEqual(before);
  });

  it('finds employees by the beginning of a pass id or a last name, saying who has a password', async () => {
    const byPass = await ok('mta_officeFindEmployees', supervisor, { query: '10000' });
    expect(byPass.employees.map((e) => e.PASS_ID)).toContain('100001');
    expect(byPass.employees.every((e) => e.PASS_ID.startsWith('10000'))).toBe(true);
    expect(byPass.employees.find((e) => e.PASS_ID === '100001')?.HAS_PASSWORD).toBe('Y');
    const [someone] = await database.db
      .select({ lastName: employees.lastName })
      .from(employees)
      .where(eq(employees.passId, unenrolled[1] ?? ''));
    const byName = await ok('mta_officeFindEmployees', supervisor, {
      query: someone?.lastName.slice(0, 3).toLowerCase(),
    });
    expect(byName.employees.length).toBeGreaterThan(0);
    expect(byName.employees.length).toBeLessThanOrEqual(20);
    for (const e of byName.employees)
      expect(
        e.NAME.split(' ')
          .at(-1)
          ?.toLowerCase()
          .startsWith(someone?.lastName.slice(0, 3).toLowerCase() ?? ''),
      ).toBe(true);
    // A LIKE pattern is taken literally.
    expect((await ok('mta_officeFindEmployees', supervisor, { query: '%%' })).employees).toEqual([]);
    const short = await call('mta_officeFindEmployees', supervisor, { query: 'a' });
    expect(short.message.PopupMessages.join(' ')).toContain(PICK_OFFICE_TEXTS.findQuery);
  });

  it('makes an enrolment code for an employee without a password, audited with the supervisor, that starts an enrolment', async () => {
    const passId = unenrolled[1] ?? '';
    const made = await ok('mta_officeEnrolmentCode', supervisor, { passId, reset: false });
    expect(made).toMatchObject({ PASS_ID: passId, RESET: 'N' });
    expect(made.CODE).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(new Date(made.EXPIRES_AT).getTime()).toBe(clock.now().getTime() + ENROL_CODE_HOURS * 3_600_000);
    const link = new URL(made.LINK);
    expect(link.pathname).toBe(ENROL_PATH);
    expect(new URLSearchParams(link.hash.slice(1)).get(ENROL_LINK_PARAMS.code)).toBe(made.CODE);
    expect((await written(passId)).audit).toEqual([{ act: 'code', actor: '900002' }]);
    const start = await callService(app, 'mta_enrolStart', { passId, code: made.CODE });
    expect(start.json().Response.mta_enrolStartMessage.Error).toBe('');
  });

  it('resets an account: its sessions, password and second factor end at once, the act audited with the supervisor', async () => {
    const [someone] = await database.db
      .select({ passId: employees.passId })
      .from(employees)
      .where(and(isNotNull(employees.passwordHash), isNull(employees.leftOn), eq(employees.passId, '100002')));
    const passId = someone?.passId ?? '';
    const theirs = await signedInWithSecondFactor(app, passId, clock.now());
    expect((await call('mta_loginTicket', theirs.auth)).message.Error).toBe('');
    const made = await ok('mta_officeEnrolmentCode', supervisor, { passId, reset: true });
    expect(made.RESET).toBe('Y');
    const after = await written(passId);
    expect(after.account).toEqual({ password: null, totp: null });
    expect(after.audit.at(-1)).toEqual({ act: 'reset', actor: '900002' });
    const live = await database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.passId, passId), isNull(sessions.endedAt)));
    expect(live).toEqual([]);
    const res = await callService(app, 'mta_loginTicket', {}, theirs.auth);
    expect(res.statusCode).toBe(401);
    // A second reset (a retry) makes a new code; the first stops working.
    const again = await ok('mta_officeEnrolmentCode', supervisor, { passId, reset: true });
    expect(again.CODE).not.toBe(made.CODE);
    const old = await callService(app, 'mta_enrolStart', { passId, code: made.CODE });
    expect(old.json().Response.mta_enrolStartMessage.Error).not.toBe('');
    const fresh = await callService(app, 'mta_enrolStart', { passId, code: again.CODE });
    expect(fresh.json().Response.mta_enrolStartMessage.Error).toBe('');
  });

  it('refuses, in words and writing nothing: an enrolment code for an account with a password, an unknown pass id, a former employee', async () => {
    const before = await written('100001');
    const has = await call('mta_officeEnrolmentCode', supervisor, { passId: '100001', reset: false });
    expect(has.message.Error).toBe(RAW_ERRORS.nonEmptyOutput(PICK_OFFICE_TEXTS.hasPasswordUseReset));
    expect(await written('100001')).toEqual(before);

    const unknown = await call('mta_officeEnrolmentCode', supervisor, { passId: '987654321', reset: true });
    expect(unknown.message.Error).toBe(RAW_ERRORS.nonEmptyOutput(PICK_OFFICE_TEXTS.accountNoSuchEmployee));

    const leaver = unenrolled[2] ?? '';
    await database.db.update(employees).set({ leftOn: '2026-01-02' }).where(eq(employees.passId, leaver));
    const left = await call('mta_officeEnrolmentCode', supervisor, { passId: leaver, reset: false });
    expect(left.message.Error).toBe(RAW_ERRORS.nonEmptyOutput(PICK_OFFICE_TEXTS.employeeLeft));
    expect(await written(leaver)).toEqual({ codes: 0, audit: [], account: { password: null, totp: null } });

    const badPass = await call('mta_officeEnrolmentCode', supervisor, { passId: 'x1', reset: false });
    expect(badPass.message.PopupMessages.length).toBeGreaterThan(0);
  });
});
