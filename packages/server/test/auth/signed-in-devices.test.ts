import {
  CALENDAR_FEED_PATH,
  metaApp,
  RAW_ERRORS,
  SESSIONS_TEXTS,
  type SignedInSession,
  sessionsElements,
} from '@crewline/protocol';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../src/db/schema';
import { DEMO_PASSWORD } from '../../src/demo/demo-sign-ins';
import { createEmployee } from '../factories/employees';
import { createTestDatabase, TEST_TODAY, type TestDatabase } from '../helper';
import { callService, EXEC, signedIn, testApp, testConfig } from '../support/app';
import { testClock } from '../support/clock';
import { parseEnvelope } from '../support/envelope';
import { postedMessage, submitCode, tokenOf } from '../support/second-factor';

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36';
const LAPTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const DESKTOP_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 Crewline/2.5.1 Chrome/126.0 Electron/31.0 Safari/537.36';

type Auth = { passId: string; ticket: string };

describe('signed-in devices', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = testClock(`${TEST_TODAY}T15:00:00Z`);
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await testApp({ db: database.db, now: clock.now });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** mta_login the way the app on a device calls it: its User-Agent and the platform it says. */
  const loginOn = (passId: string, userAgent: string, platform?: string, password = DEMO_PASSWORD) =>
    app.inject({
      method: 'POST',
      url: `${EXEC}mta_login`,
      headers: { 'x-no-challenge': '1', 'user-agent': userAgent },
      payload: {
        meta: { app: metaApp() },
        LOGIN_BLOCK_TI_PASS_0: passId,
        LOGIN_BLOCK_TI_SOCSEC_0: password,
        LOGIN_BLOCK_LISTDB_0: 0,
        ...(platform ? { DEVICE_PLATFORM: platform } : {}),
      },
    });
  const signInOn = async (passId: string, userAgent: string, platform?: string, password = DEMO_PASSWORD) => {
    const res = await loginOn(passId, userAgent, platform, password);
    const ticket = res.json().Response.Elements?.AP_TICKET;
    if (!ticket) throw new Error(`sign-in failed: ${res.body}`);
    clock.advance(60_000);
    return { passId, ticket } as Auth;
  };
  const sessionsOf = async (auth: Auth) => {
    const res = await callService(app, 'mta_sessions', {}, auth);
    const body = parseEnvelope('mta_sessions', sessionsElements, res.json());
    if (!body.elements) throw new Error(`mta_sessions refused: ${res.body}`);
    return body.elements.sessions;
  };
  const works = async (auth: Auth) => (await callService(app, 'mta_loginTicket', {}, auth)).statusCode === 200;
  const refOf = (list: readonly SignedInSession[], device: string) => {
    const found = list.find((s) => s.device === device);
    if (!found) throw new Error(`no ${device} in ${JSON.stringify(list)}`);
    return found.session;
  };

  it('lists my sessions on every device, this one first, with device, platform and last use, and no ticket', async () => {
    const e = await createEmployee(database.db, {});
    const password = e.password as string;
    const phone = await signInOn(e.passId, PHONE_UA, 'android', password);
    const laptop = await signInOn(e.passId, LAPTOP_UA, 'web', password);
    await signInOn(e.passId, DESKTOP_UA, undefined, password);
    clock.advance(5 * 60_000);
    expect(await works(phone)).toBe(true); // the phone is used again, later than the others

    const list = await sessionsOf(laptop);
    expect(list.map(({ device, platform, current }) => ({ device, platform, current }))).toEqual([
      { device: 'Chrome on Windows', platform: 'web', current: true },
      { device: 'Crewline app on Pixel 8', platform: 'android', current: false },
      { device: 'Crewline desktop on macOS', platform: null, current: false },
    ]);
    const phoneRow = list[1] as SignedInSession;
    expect(phoneRow.lastUsedAt).toBe(clock.now().toISOString());
    expect(new Date(phoneRow.signedInAt).getTime()).toBeLessThan(new Date(phoneRow.lastUsedAt).getTime());
    for (const s of list) expect(s.session).toMatch(/^[0-9a-f]{16}$/);
    const body = JSON.stringify(list);
    for (const ticket of [phone.ticket, laptop.ticket]) expect(body).not.toContain(ticket);
    // Another employee's sessions are never in my list.
    await signedIn(app, '100001');
    expect((await sessionsOf(laptop)).length).toBe(3);
  });

  it('signs one other device out at once; a retry changes nothing; this device is signed out from the menu', async () => {
    const e = await createEmployee(database.db, {});
    const password = e.password as string;
    const phone = await signInOn(e.passId, PHONE_UA, 'android', password);
    const laptop = await signInOn(e.passId, LAPTOP_UA, 'web', password);
    const list = await sessionsOf(laptop);
    const end = (session: string) => callService(app, 'mta_sessionEnd', { session }, laptop);
    // The phone is in use: this process holds its session (SESSION_CACHE_MS), and must drop it.
    expect(await works(phone)).toBe(true);

    const ended = (await end(refOf(list, 'Crewline app on Pixel 8'))).json();
    expect(ended.Response.Elements.ended).toBe(true);
    expect(ended.Response.Elements.sessions.map((s: SignedInSession) => s.device)).toEqual(['Chrome on Windows']);
    expect(await works(phone)).toBe(false);
    expect(await works(laptop)).toBe(true);

    const retry = (await end(refOf(list, 'Crewline app on Pixel 8'))).json();
    expect(retry.success).toBe(true);
    expect(retry.Response.Elements.ended).toBe(false);

    const self = (await end(refOf(list, 'Chrome on Windows'))).json();
    expect(self.Response.mta_sessionEndMessage.Error).toBe(RAW_ERRORS.nonEmptyOutput(SESSIONS_TEXTS.currentSession));
    expect(await works(laptop)).toBe(true);

    const bad = (await end('not-a-reference')).json();
    expect(bad.Response.mta_sessionEndMessage.PopupMessages).toEqual([`session: ${SESSIONS_TEXTS.sessionRef}`]);
  });

  it("cannot name another employee's session", async () => {
    const mine = await createEmployee(database.db, {});
    const theirs = await createEmployee(database.db, {});
    const me = await signInOn(mine.passId, LAPTOP_UA, 'web', mine.password as string);
    const them = await signInOn(theirs.passId, PHONE_UA, 'android', theirs.password as string);
    const [theirSession] = await sessionsOf(them);
    const res = (await callService(app, 'mta_sessionEnd', { session: theirSession?.session }, me)).json();
    expect(res.Response.Elements.ended).toBe(false);
    expect(await works(them)).toBe(true);
  });

  it('signs out everywhere else, keeping this device and the calendar link', async () => {
    const e = await createEmployee(database.db, {});
    const password = e.password as string;
    const others = [
      await signInOn(e.passId, PHONE_UA, 'android', password),
      await signInOn(e.passId, DESKTOP_UA, 'desktop', password),
    ];
    const here = await signInOn(e.passId, LAPTOP_UA, 'web', password);
    const feed = (await callService(app, 'mta_calendarFeedRenew', {}, here)).json().Response.Elements.url as string;
    for (const other of others) expect(await works(other)).toBe(true); // held in this process's session cache
    const res = (await callService(app, 'mta_sessionsEndOthers', {}, here)).json();
    expect(res.Response.Elements.ended).toBe(2);
    expect(res.Response.Elements.sessions.map((s: SignedInSession) => s.current)).toEqual([true]);
    for (const other of others) expect(await works(other)).toBe(false);
    expect(await works(here)).toBe(true);
    expect((await app.inject({ method: 'GET', url: new URL(feed).pathname })).statusCode).toBe(200);
    // Again: nobody else is signed in.
    expect((await callService(app, 'mta_sessionsEndOthers', {}, here)).json().Response.Elements.ended).toBe(0);
  });

  it('a new password ends every session and the calendar link; a lockout ends the sessions only', async () => {
    const e = await createEmployee(database.db, {});
    const auth = await signInOn(e.passId, LAPTOP_UA, 'web', e.password as string);
    const feedOf = async (a: Auth) =>
      new URL((await callService(app, 'mta_calendarFeedRenew', {}, a)).json().Response.Elements.url).pathname;
    const fetchFeed = async (path: string) => (await app.inject({ method: 'GET', url: path })).statusCode;
    const feed = await feedOf(auth);
    expect(feed.startsWith(CALENDAR_FEED_PATH)).toBe(true);
    expect(await fetchFeed(feed)).toBe(200);

    // A lockout (as five wrong passwords set it): sessions end, the calendar link stays.
    await database.db
      .update(employees)
      .set({ lockedUntil: new Date(clock.now().getTime() + 60_000) })
      .where(eq(employees.passId, e.passId));
    clock.advance(3_000); // past this process's session cache: the test app does not LISTEN
    expect(await works(auth)).toBe(false);
    expect(await fetchFeed(feed)).toBe(200);
    await database.db.update(employees).set({ lockedUntil: null }).where(eq(employees.passId, e.passId));

    // A new password, however it is written (the agency's import, an administrator): both end.
    const again = await signInOn(e.passId, LAPTOP_UA, 'web', e.password as string);
    const newFeed = await feedOf(again);
    await database.db
      .update(employees)
      .set({ passwordHash: await hash('a-new-password') })
      .where(eq(employees.passId, e.passId));
    clock.advance(3_000);
    expect(await works(again)).toBe(false);
    expect(await fetchFeed(newFeed)).toBe(404);
  });

  it('keeps the device and platform of a sign-in through its second factor', async () => {
    const [row] = await database.db.select().from(employees).where(eq(employees.passId, '100002'));
    if (!row?.totpSecret) throw new Error('100002 has no TOTP secret in the seed');
    const res = await loginOn('100002', PHONE_UA, 'android');
    const token = tokenOf(res.json().Response.Elements.DUO_AUTH_URL);
    const code = await generate({
      secret: testConfig().secrets.open(row.totpSecret),
      epoch: Math.floor(clock.now().getTime() / 1000),
    });
    const posted = postedMessage((await submitCode(app, token, code)).body);
    if (!posted || !('serviceResponse' in posted.message)) throw new Error('the second factor did not sign in');
    const ticket = (posted.message.serviceResponse.Response.Elements as { AP_TICKET: string }).AP_TICKET;
    const [session] = await sessionsOf({ passId: '100002', ticket });
    expect(session).toMatchObject({ device: 'Crewline app on Pixel 8', platform: 'android', current: true });
    await callService(app, 'mta_logout', {}, { passId: '100002', ticket });
  });
});
