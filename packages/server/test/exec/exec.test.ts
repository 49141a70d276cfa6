import { loginElements, metaApp, RAW_ERRORS, request, SERVICES, type ServiceDef } from '@crewline/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseMaintenanceWindows } from '../../src/exec/maintenance';
import { createTestDatabase, TEST_TODAY, type TestDatabase } from '../helper';
import { callService, EXEC, login, signedIn, testApp } from '../support/app';
import { parseEnvelope } from '../support/envelope';
import { failingDb } from '../support/failing-db';

const okElements = z.object({ ok: z.literal(true) });
/** Test-only services: a DOB-only one, one that fails, one that is slow. */
const TEST_SERVICES: Record<string, ServiceDef> = {
  ...SERVICES,
  test_dobOnly: { role: 'DOB', summary: 'test', request: request({}), elements: okElements },
  test_boom: { role: 'public', summary: 'test', request: request({}), elements: okElements },
  test_slow: { role: 'public', summary: 'test', request: request({ ms: z.number() }), elements: okElements },
};
const okEnvelope = (service: string) => (body: unknown) => parseEnvelope(service, okElements, body);
const loginEnvelope = (body: unknown) => parseEnvelope('mta_login', loginElements, body);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('ExecMacro', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await testApp({
      db: database.db,
      services: TEST_SERVICES,
      // The budget holds for every call of this app, the test's sign-ins too (argon2 and the
      // database on a loaded CI machine took over 200 ms once): tight enough, not that tight.
      config: { bodyLimit: 2048, serviceBudgetMs: 1_500 },
      extend: (handlers) =>
        handlers
          .register('test_dobOnly', async () => ({ ok: true }))
          .register('test_boom', async () => {
            throw new Error('secret internals at /srv/crewline/boom.ts:12');
          })
          .register('test_slow', async (_ctx, input) => {
            await sleep((input as { ms: number }).ms);
            return { ok: true };
          }),
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const post = (service: string, payload: string, contentType = 'application/json') =>
    app.inject({ method: 'POST', url: `${EXEC}${service}`, headers: { 'content-type': contentType }, payload });
  const popupOf = (res: { json: () => unknown }, service = 'mta_login') =>
    parseEnvelope(service, z.unknown(), res.json()).message;

  it('answers an unknown service with the service-not-found raw error', async () => {
    const res = await callService(app, 'mta_noSuchThing');
    expect(res.statusCode).toBe(200);
    const body = parseEnvelope('mta_noSuchThing', z.never(), res.json());
    expect(body.success).toBe(false);
    expect(body.message.Error).toBe(RAW_ERRORS.serviceNotFound);
  });

  it('does not treat object prototype names as services', async () => {
    const res = await callService(app, 'constructor');
    expect(res.json().Response.constructorMessage.Error).toBe(RAW_ERRORS.serviceNotFound);
  });

  it('answers malformed JSON in plain words', async () => {
    const res = await post('mta_login', '{"meta": {');
    expect(res.statusCode).toBe(200);
    const m = popupOf(res);
    expect(res.json().success).toBe(false);
    expect(m.Error).toBe(RAW_ERRORS.popupOutput);
    expect(m.PopupMessages).toEqual(['Request body: is not valid JSON']);
  });

  it('answers a wrong content type and an empty body', async () => {
    const xml = await post('mta_login', '<login/>', 'application/xml');
    expect(xml.statusCode).toBe(200);
    expect(popupOf(xml).PopupMessages).toEqual(['Request body: must be sent with Content-Type application/json']);
    const text = await post('mta_login', 'hello', 'text/plain');
    expect(popupOf(text).PopupMessages).toEqual(['Request body: must be a JSON object sent as application/json']);
    const empty = await post('mta_login', '');
    expect(popupOf(empty).Error).toBe(RAW_ERRORS.popupOutput);
  });

  it('lists every wrong or missing field', async () => {
    const res = await callService(app, 'mta_login', { LOGIN_BLOCK_TI_PASS_0: '12ab', LOGIN_BLOCK_TI_SOCSEC_0: 42 });
    const m = popupOf(res);
    expect(res.json().success).toBe(false);
    expect(m.Error).toBe(RAW_ERRORS.popupOutput);
    expect(m.PopupMessages).toEqual([
      'LOGIN_BLOCK_TI_PASS_0: Pass id must be digits only (up to 12).',
      'LOGIN_BLOCK_TI_SOCSEC_0: must be text',
      'LOGIN_BLOCK_LISTDB_0: is required',
    ]);
    const noMeta = await post('mta_login', '{}');
    expect(popupOf(noMeta).PopupMessages).toContain('meta: is required');
  });

  it('refuses a body over the limit with a clear message', async () => {
    const res = await callService(app, 'mta_login', { padding: 'x'.repeat(4096) });
    expect(res.statusCode).toBe(200);
    expect(popupOf(res).PopupMessages).toEqual(['Request body: is larger than the limit of 2 KiB']);
  });

  it('answers 401 with a challenge unless X-No-Challenge is sent', async () => {
    const plain = await app.inject({
      method: 'POST',
      url: `${EXEC}mta_loginTicket`,
      payload: { meta: { app: metaApp() } },
    });
    expect(plain.statusCode).toBe(401);
    expect(plain.headers['www-authenticate']).toBe('Basic realm="Crewline"');
    const quiet = await callService(app, 'mta_loginTicket');
    expect(quiet.statusCode).toBe(401);
    expect(quiet.headers['www-authenticate']).toBeUndefined();
    expect(quiet.json().Response.mta_loginTicketMessage.Error).toBe(RAW_ERRORS.authInvalid);
  });

  it('enforces the role of the registry: refused for RTO on a DOB service, allowed for DOB', async () => {
    const rto = await signedIn(app, '200001');
    const refused = await callService(app, 'test_dobOnly', {}, rto);
    expect(refused.statusCode).toBe(200);
    const body = okEnvelope('test_dobOnly')(refused.json());
    expect(body.success).toBe(false);
    expect(body.message.Error).toBe(RAW_ERRORS.roleRefused);
    expect(body.elements).toBeUndefined();
    expect(body.message.transactionId).not.toBe('');

    const dob = await signedIn(app, '100001');
    const allowed = await callService(app, 'test_dobOnly', {}, dob);
    expect(allowed.statusCode).toBe(200);
    expect(okEnvelope('test_dobOnly')(allowed.json()).elements).toEqual({ ok: true });
  });

  it('hides unexpected errors behind a reference', async () => {
    const res = await callService(app, 'test_boom');
    expect(res.statusCode).toBe(200);
    const m = okEnvelope('test_boom')(res.json()).message;
    expect(res.json().success).toBe(false);
    expect(m.StatusBarMessages).toEqual([expect.stringMatching(/^FRM-40735: internal error, reference [0-9a-f]{8}$/)]);
    expect(res.body).not.toContain('secret internals');
    expect(res.body).not.toContain('boom.ts');
  });

  it('answers the service-timeout raw error for a handler over its budget', async () => {
    const res = await callService(app, 'test_slow', { ms: 2_000 });
    expect(res.statusCode).toBe(200);
    expect(okEnvelope('test_slow')(res.json()).message.Error).toBe(RAW_ERRORS.serviceTimeout);
    const fast = await callService(app, 'test_slow', { ms: 1 });
    expect(fast.json().success).toBe(true);
  });
});

describe('ExecMacro guards', () => {
  it('sheds load past MAX_IN_FLIGHT with HTTP 503, and recovers', async () => {
    const app = await testApp({
      db: failingDb(new Error('unused')),
      services: TEST_SERVICES,
      config: { maxInFlight: 2 },
      extend: (h) =>
        h.register('test_slow', async () => {
          await sleep(150);
          return { ok: true };
        }),
    });
    try {
      const answers = await Promise.all([1, 2, 3].map(() => callService(app, 'test_slow', { ms: 0 })));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 503]);
      const shed = answers.find((a) => a.statusCode === 503);
      expect(shed?.json().success).toBe(false);
      const after = await callService(app, 'test_slow', { ms: 0 });
      expect(after.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('answers scheduledDowntime inside a maintenance window, in agency time', async () => {
    // 2026-11-21 is a Saturday; 16:00Z is 11:00 in New York.
    const at = (iso: string) => () => new Date(iso);
    const windows = parseMaintenanceWindows('Sat 10:30-11:30');
    const inside = await testApp({
      db: failingDb(new Error('unused')),
      now: at(`${TEST_TODAY}T16:00:00Z`),
      config: { maintenanceWindows: windows },
    });
    const outside = await testApp({
      db: failingDb(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })),
      now: at(`${TEST_TODAY}T17:00:00Z`),
      config: { maintenanceWindows: windows },
    });
    try {
      const res = await login(inside, '100001');
      expect(res.statusCode).toBe(200);
      expect(loginEnvelope(res.json()).message.Error).toBe(RAW_ERRORS.scheduledDowntime);
      const later = await login(outside, '100001');
      expect(loginEnvelope(later.json()).message.Error).not.toBe(RAW_ERRORS.scheduledDowntime);
    } finally {
      await inside.close();
      await outside.close();
    }
  });

  it.each([
    ['57P03', RAW_ERRORS.dbStarting],
    ['ECONNREFUSED', RAW_ERRORS.dbListenerDown],
    ['25006', RAW_ERRORS.dbRestricted],
  ])('maps a database fault %s to its raw error, HTTP 200, no stack', async (code, raw) => {
    const driverError = Object.assign(new Error(`driver says ${code}`), { code });
    const app = await testApp({ db: failingDb(driverError) });
    try {
      const res = await login(app, '100001');
      expect(res.statusCode).toBe(200);
      const body = loginEnvelope(res.json());
      expect(body.success).toBe(false);
      expect(body.message.Error).toBe(raw);
      expect(res.body).not.toContain('driver says');
      expect(res.body).not.toMatch(/at .*\.ts:\d+/);
      const signedInCall = await callService(app, 'mta_loginTicket', {}, { passId: '100001', ticket: 't' });
      expect(signedInCall.json().Response.mta_loginTicketMessage.Error).toBe(raw);
    } finally {
      await app.close();
    }
  });

  it('answers a database closed under the server without a 500', async () => {
    const database = await createTestDatabase();
    const app = await testApp({ db: database.db });
    await database.close();
    try {
      const res = await login(app, '100001');
      expect(res.statusCode).toBe(200);
      const m = loginEnvelope(res.json()).message;
      expect(m.Error !== '' || m.StatusBarMessages.length > 0).toBe(true);
      expect(res.json().success).toBe(false);
    } finally {
      await app.close();
    }
  });
});
