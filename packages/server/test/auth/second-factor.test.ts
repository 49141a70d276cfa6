import {
  loginElements,
  loginTicketElements,
  RAW_ERRORS,
  readSecondFactorReturn,
  SIGN_IN_TEXTS,
} from '@crewline/protocol';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_APP_ORIGINS } from '../../src/config';
import { employees } from '../../src/db/schema';
import { createTestDatabase, TEST_TODAY, type TestDatabase } from '../helper';
import { callService, login, testApp, testConfig } from '../support/app';
import { type TestClock, testClock } from '../support/clock';
import { parseEnvelope } from '../support/envelope';
import { failingDb } from '../support/failing-db';
import { postedMessage, submitCode, tokenOf } from '../support/second-factor';

const loginEnvelope = (body: unknown) => parseEnvelope('mta_login', loginElements, body);

describe('second factor (100002)', () => {
  let database: TestDatabase;
  let clock: TestClock;
  let app: FastifyInstance;
  let secret: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const [row] = await database.db.select().from(employees).where(eq(employees.passId, '100002'));
    if (!row?.totpSecret) throw new Error('100002 has no TOTP secret in the seed');
    secret = testConfig().secrets.open(row.totpSecret);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  beforeEach(async () => {
    await app?.close();
    // Each test starts at the same instant: forget the codes, wrong codes and lock of the one before.
    await database.db
      .update(employees)
      .set({ totpLastStep: null, failedCodes: 0, failedCodesWindowStart: null, lockedUntil: null })
      .where(eq(employees.passId, '100002'));
    clock = testClock(`${TEST_TODAY}T16:00:00Z`);
    app = await testApp({ db: database.db, now: clock.now });
  });

  const codeAt = (offsetSteps = 0) =>
    generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) + offsetSteps * 30 });

  /** A six-digit code that is none of the codes valid now. */
  async function wrongCode(): Promise<string> {
    const valid = new Set(await Promise.all([-1, 0, 1].map((s) => codeAt(s))));
    for (let n = 0; ; n++) {
      const code = String(n).padStart(6, '0');
      if (!valid.has(code)) return code;
    }
  }

  async function startSignIn() {
    const res = await login(app, '100002');
    const body = loginEnvelope(res.json());
    const e = body.elements;
    if (!e) throw new Error(res.body);
    return { body, e, token: tokenOf(e.DUO_AUTH_URL) };
  }

  it('answers a correct password with only DUO_AUTH_URL and no ticket', async () => {
    const { body, e } = await startSignIn();
    expect(body.success).toBe(true);
    expect(e.DUO_AUTH_URL).toMatch(/^http:\/\/localhost(:80)?\/auth\/second-factor\?token=[A-Za-z0-9_-]{43}$/);
    const { DUO_AUTH_URL: _url, has_upcoming_medical: _m, ...rest } = e;
    expect(Object.values(rest).every((v) => v === '')).toBe(true);
    expect(body.message.ticket).toBe('');
  });

  it('serves an accessible code form that only the app origin may frame', async () => {
    const { token } = await startSignIn();
    const res = await app.inject({ method: 'GET', url: `/auth/second-factor?token=${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const csp = String(res.headers['content-security-policy']);
    // The server's own origin and the shells' (desktop app://, Capacitor on iOS and Android).
    expect(csp).toMatch(
      /frame-ancestors 'self' http:\/\/localhost app:\/\/crewline capacitor:\/\/localhost https:\/\/localhost(;|$)/,
    );
    expect(csp).toMatch(/script-src 'nonce-[^']+'/);
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.body).toContain('<label for="code">Authentication code</label>');
    expect(res.body).toMatch(/inputmode="numeric"/);
    expect(res.body).toMatch(/autocomplete="one-time-code"/);
    expect(res.body).toContain('>Verify</button>');
    expect(res.body).not.toMatch(/(src|href)="https?:/);
    expect(postedMessage(res.body)).toBeUndefined();
  });

  it('allows configured app origins to frame the page and receive its message', async () => {
    const other = await testApp({ db: database.db, now: clock.now, config: { appOrigins: ['https://app.example'] } });
    try {
      const token = tokenOf(loginEnvelope((await login(other, '100002')).json()).elements?.DUO_AUTH_URL ?? '');
      const page = await other.inject({ method: 'GET', url: `/auth/second-factor?token=${token}` });
      expect(page.headers['content-security-policy']).toMatch(
        /frame-ancestors 'self' http:\/\/localhost https:\/\/app\.example(;|$)/,
      );
      const done = await submitCode(other, token, await codeAt());
      expect(postedMessage(done.body)?.origins).toEqual(['http://localhost', 'https://app.example']);
    } finally {
      await other.close();
    }
  });

  it('posts its message to the app origin it was opened from, and only there', async () => {
    const other = await testApp({ db: database.db, now: clock.now, config: { appOrigins: ['https://app.example'] } });
    try {
      const token = tokenOf(loginEnvelope((await login(other, '100002')).json()).elements?.DUO_AUTH_URL ?? '');
      const page = await other.inject({
        method: 'GET',
        url: `/auth/second-factor?token=${token}&origin=${encodeURIComponent('https://app.example')}`,
      });
      const action = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1]?.replaceAll('&amp;', '&');
      expect(action).toBe(`/auth/second-factor?origin=${encodeURIComponent('https://app.example')}`);
      const wrong = await submitCode(other, token, await wrongCode(), action);
      expect(wrong.body).toContain(`action="${action}"`);
      const done = await submitCode(other, token, await codeAt(), action);
      expect(postedMessage(done.body)?.origins).toEqual(['https://app.example']);
    } finally {
      await other.close();
    }
  });

  it("never posts to an origin that is not the app's, whatever the address says", async () => {
    const { token } = await startSignIn();
    const action = `/auth/second-factor?origin=${encodeURIComponent('https://evil.example')}`;
    const page = await app.inject({
      method: 'GET',
      url: `/auth/second-factor?token=${token}&origin=https://evil.example`,
    });
    expect(page.body).not.toContain('evil.example');
    const done = await submitCode(app, token, await codeAt(), action);
    expect(postedMessage(done.body)?.origins).not.toContain('https://evil.example');
    expect(done.body).not.toContain('evil.example');
  });

  it('with the right code posts the Response of mta_login, whose ticket works', async () => {
    const { token } = await startSignIn();
    const res = await submitCode(app, token, await codeAt());
    expect(res.statusCode).toBe(200);
    const posted = postedMessage(res.body);
    expect(posted?.origins).toEqual([
      'http://localhost',
      ...DEFAULT_APP_ORIGINS.filter((o) => o !== 'http://localhost'),
    ]);
    if (!posted || !('serviceResponse' in posted.message)) throw new Error(`no serviceResponse: ${res.body}`);
    const envelope = loginEnvelope({ success: true, Response: posted.message.serviceResponse.Response });
    const e = envelope.elements;
    expect(e?.HEADER_PASS_0).toBe('100002');
    expect(e?.DUO_AUTH_URL).toBe('');
    expect(e?.AP_TICKET).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(envelope.message.ticket).toBe(e?.AP_TICKET);

    const ticketCall = await callService(app, 'mta_loginTicket', {}, { passId: '100002', ticket: e?.AP_TICKET ?? '' });
    expect(ticketCall.statusCode).toBe(200);
    const profile = parseEnvelope('mta_loginTicket', loginTicketElements, ticketCall.json());
    expect(profile.elements?.HEADER_NAME_0).toBe(e?.HEADER_NAME_0);
  });

  it('hands the same message to the in-app browser through the return page address', async () => {
    const { token } = await startSignIn();
    const posted = postedMessage((await submitCode(app, token, await codeAt())).body);
    if (!posted) throw new Error('no result page');
    expect(readSecondFactorReturn(posted.returnUrl, 'http://localhost')).toEqual(posted.message);
    const landing = await app.inject({ method: 'GET', url: new URL(posted.returnUrl).pathname });
    expect(landing.statusCode).toBe(200);
    expect(landing.headers['cache-control']).toBe('no-store');
    expect(landing.body).toContain('You can close this window.');
  });

  it('accepts the code of the previous 30-second step', async () => {
    const { token } = await startSignIn();
    const posted = postedMessage((await submitCode(app, token, await codeAt(-1))).body);
    expect(posted?.message).toHaveProperty('serviceResponse');
  });

  it('re-shows the form for a wrong code, and locks the account at the fifth (the token is spent)', async () => {
    const { token } = await startSignIn();
    const wrong = await wrongCode();
    for (let i = 1; i <= 4; i++) {
      const res = await submitCode(app, token, wrong);
      expect(res.body).toContain(SIGN_IN_TEXTS.secondFactorWrong);
      expect(res.body).toContain('aria-invalid="true"');
      expect(postedMessage(res.body)).toBeUndefined();
    }
    const fifth = await submitCode(app, token, wrong);
    expect(postedMessage(fifth.body)?.message).toEqual({
      error: RAW_ERRORS.nonEmptyOutput(SIGN_IN_TEXTS.secondFactorLocked('11:15A')),
    });
    const late = await submitCode(app, token, await codeAt());
    expect(postedMessage(late.body)?.message).toEqual({ error: RAW_ERRORS.sessionNotFound });
  });

  it('refuses a replayed token', async () => {
    const { token } = await startSignIn();
    const code = await codeAt();
    expect(postedMessage((await submitCode(app, token, code)).body)?.message).toHaveProperty('serviceResponse');
    const replay = await submitCode(app, token, code);
    expect(postedMessage(replay.body)?.message).toEqual({ error: RAW_ERRORS.sessionNotFound });
    expect(replay.body).toContain('Session not found or already in use, please retry.');
    const reopen = await app.inject({ method: 'GET', url: `/auth/second-factor?token=${token}` });
    expect(postedMessage(reopen.body)?.message).toEqual({ error: RAW_ERRORS.sessionNotFound });
  });

  it('counts wrong codes across sign-ins: a new sign-in does not start again, and the account locks', async () => {
    const wrong = await wrongCode();
    const first = await startSignIn();
    for (let i = 1; i <= 4; i++) {
      expect((await submitCode(app, first.token, wrong)).body).toContain(SIGN_IN_TEXTS.secondFactorWrong);
    }
    // A right password again does not wipe the four wrong codes.
    const second = await startSignIn();
    const fifth = await submitCode(app, second.token, wrong);
    expect(postedMessage(fifth.body)?.message).toEqual({
      error: RAW_ERRORS.nonEmptyOutput(SIGN_IN_TEXTS.secondFactorLocked('11:15A')),
    });
    // Locked: the password is refused as for too many wrong passwords, and no right code gets through.
    const third = loginEnvelope((await login(app, '100002')).json());
    expect(third.success).toBe(false);
    expect(JSON.stringify(third)).toContain(SIGN_IN_TEXTS.locked('11:15A'));
    const late = await submitCode(app, first.token, await codeAt());
    expect(postedMessage(late.body)?.message).not.toHaveProperty('serviceResponse');
    // After the lock, the right code signs in.
    clock.advance(15 * 60_000 + 1000);
    const fourth = await startSignIn();
    expect(postedMessage((await submitCode(app, fourth.token, await codeAt())).body)?.message).toHaveProperty(
      'serviceResponse',
    );
  });

  it('refuses a code already accepted, and codes of earlier steps, in another sign-in (RFC 6238 §5.2)', async () => {
    const code = await codeAt();
    const first = await startSignIn();
    expect(postedMessage((await submitCode(app, first.token, code)).body)?.message).toHaveProperty('serviceResponse');
    const second = await startSignIn();
    const again = await submitCode(app, second.token, code);
    expect(postedMessage(again.body)).toBeUndefined();
    expect(again.body).toContain(SIGN_IN_TEXTS.secondFactorReused);
    const earlier = await submitCode(app, second.token, await codeAt(-1));
    expect(earlier.body).toContain(SIGN_IN_TEXTS.secondFactorReused);
    // The next step's code is a new one.
    clock.advance(30_000);
    expect(postedMessage((await submitCode(app, second.token, await codeAt())).body)?.message).toHaveProperty(
      'serviceResponse',
    );
  });

  it('accepts one of two sign-ins racing with the same code', async () => {
    const code = await codeAt();
    const [a, b] = [await startSignIn(), await startSignIn()];
    const pages = await Promise.all([submitCode(app, a.token, code), submitCode(app, b.token, code)]);
    const signedIn = pages.filter(
      (p) => postedMessage(p.body)?.message && 'serviceResponse' in (postedMessage(p.body)?.message ?? {}),
    );
    expect(signedIn).toHaveLength(1);
  });

  it('limits the codes sent from one address per minute, keeping the form', async () => {
    const limited = await testApp({ db: database.db, now: clock.now, config: { loginRateLimit: 3 } });
    try {
      const res = await login(limited, '100002');
      const token = tokenOf(loginEnvelope(res.json()).elements?.DUO_AUTH_URL ?? '');
      const wrong = await wrongCode();
      for (let i = 1; i <= 3; i++) expect((await submitCode(limited, token, wrong)).statusCode).toBe(200);
      const over = await submitCode(limited, token, await codeAt());
      expect(over.statusCode).toBe(429);
      expect(over.body).toContain(SIGN_IN_TEXTS.secondFactorThrottled);
      expect(over.body).toContain(`value="${token}"`);
      expect(postedMessage(over.body)).toBeUndefined();
    } finally {
      await limited.close();
    }
  });

  it('refuses an expired token (after 5 minutes) and an unknown one', async () => {
    const { token } = await startSignIn();
    clock.advance(5 * 60_000);
    const page = await app.inject({ method: 'GET', url: `/auth/second-factor?token=${token}` });
    expect(postedMessage(page.body)?.message).toEqual({ error: RAW_ERRORS.sessionNotFound });
    const posted = await submitCode(app, token, await codeAt());
    expect(postedMessage(posted.body)?.message).toEqual({ error: RAW_ERRORS.sessionNotFound });
    const unknown = await app.inject({ method: 'GET', url: '/auth/second-factor?token=nope' });
    expect(postedMessage(unknown.body)?.message).toEqual({ error: RAW_ERRORS.sessionNotFound });
  });
});

describe('second-factor page on a database fault', () => {
  it('posts the raw database error instead of failing', async () => {
    const app = await testApp({ db: failingDb(Object.assign(new Error('starting'), { code: '57P03' })) });
    try {
      const res = await submitCode(app, 'some-token', '123456');
      expect(res.statusCode).toBe(200);
      expect(postedMessage(res.body)?.message).toEqual({ error: RAW_ERRORS.dbStarting });
      expect(res.body).toContain('Remote database unavailable, please try again later.');
    } finally {
      await app.close();
    }
  });
});
