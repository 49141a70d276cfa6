import {
  EXEC_BASE_PATH,
  loginTicketElements,
  logoutElements,
  metaApp,
  NO_CHALLENGE_HEADER,
  RAW_ERRORS,
  UNATTENDED_HEADER,
} from '@crewline/protocol';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema';
import { createTestDatabase, TEST_TODAY, type TestDatabase } from '../helper';
import { basic, callService, signedIn, testApp, testConfig } from '../support/app';
import { type TestClock, testClock } from '../support/clock';
import { parseEnvelope } from '../support/envelope';

const ticketEnvelope = (body: unknown) => parseEnvelope('mta_loginTicket', loginTicketElements, body);
const MINUTE = 60_000;

describe('sessions', () => {
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
    clock = testClock(`${TEST_TODAY}T16:00:00Z`);
    app = await testApp({
      db: database.db,
      now: clock.now,
      config: { sessionIdleSeconds: 30 * 60, sessionAbsoluteSeconds: 60 * 60 },
    });
  });

  const ticketCall = (auth: { passId: string; ticket: string }) => callService(app, 'mta_loginTicket', {}, auth);

  it('mta_loginTicket returns the profile and the session ids for a valid ticket', async () => {
    const auth = await signedIn(app, '200002');
    const res = await ticketCall(auth);
    expect(res.statusCode).toBe(200);
    const body = ticketEnvelope(res.json());
    expect(body.success).toBe(true);
    expect(body.elements).toMatchObject({
      HEADER_PASS_0: '200002',
      HEADER_TITLE_CLASS_0: 'HR',
      AP_TICKET: auth.ticket,
    });
    expect(body.message.ticket).toBe(auth.ticket);
    expect(body.message.transactionId).not.toBe('');
  });

  it.each([
    ['no Authorization header', undefined],
    ['a ticket of another employee', 'other'],
    ['an unknown ticket', 'unknown'],
  ])('answers 401 for %s', async (_label, kind) => {
    const auth = await signedIn(app, '200001');
    const res =
      kind === undefined
        ? await callService(app, 'mta_loginTicket')
        : await ticketCall(
            kind === 'other' ? { passId: '100001', ticket: auth.ticket } : { passId: '200001', ticket: 'x'.repeat(43) },
          );
    expect(res.statusCode).toBe(401);
    expect(ticketEnvelope(res.json()).message.Error).toBe(RAW_ERRORS.authInvalid);
  });

  it('ends a session idle longer than the idle limit; use keeps it alive', async () => {
    const auth = await signedIn(app, '200001');
    clock.advance(29 * MINUTE);
    expect((await ticketCall(auth)).statusCode).toBe(200);
    clock.advance(29 * MINUTE);
    expect((await ticketCall(auth)).statusCode).toBe(200);
    clock.advance(30 * MINUTE);
    expect((await ticketCall(auth)).statusCode).toBe(401);
  });

  it('answers a call the app made unattended, but lets the session go idle all the same', async () => {
    const auth = await signedIn(app, '200001');
    const unattendedCall = () =>
      app.inject({
        method: 'POST',
        url: `${EXEC_BASE_PATH}mta_loginTicket`,
        headers: {
          [NO_CHALLENGE_HEADER]: '1',
          [UNATTENDED_HEADER]: '1',
          authorization: basic(auth.passId, auth.ticket),
        },
        payload: { meta: { app: metaApp() } },
      });
    const codes: number[] = [];
    for (let minute = 1; minute < 30; minute++) {
      clock.advance(MINUTE);
      codes.push((await unattendedCall()).statusCode);
    }
    expect(codes).toEqual(Array(29).fill(200));
    clock.advance(MINUTE);
    expect((await unattendedCall()).statusCode).toBe(401);
    expect((await ticketCall(auth)).statusCode).toBe(401);
  });

  it('keeps a session in use alive under a short idle timeout (SESSION_IDLE_MINUTES=1)', async () => {
    const short = await testApp({ db: database.db, now: clock.now, config: { sessionIdleSeconds: 60 } });
    try {
      const auth = await signedIn(short, '200001');
      const codes: number[] = [];
      for (let i = 0; i < 15; i++) {
        clock.advance(10_000);
        codes.push((await callService(short, 'mta_loginTicket', {}, auth)).statusCode);
      }
      expect(codes).toEqual(Array(15).fill(200));
      clock.advance(61_000);
      expect((await callService(short, 'mta_loginTicket', {}, auth)).statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });

  it('ends a session at its absolute limit however active it is', async () => {
    const auth = await signedIn(app, '200001');
    for (let i = 0; i < 3; i++) {
      clock.advance(19 * MINUTE);
      expect((await ticketCall(auth)).statusCode).toBe(200);
    }
    clock.advance(4 * MINUTE);
    expect((await ticketCall(auth)).statusCode).toBe(401);
  });

  it('mta_logout ends the session', async () => {
    const auth = await signedIn(app, '300001');
    expect((await ticketCall(auth)).statusCode).toBe(200); // now in this process's session cache
    const res = await callService(app, 'mta_logout', {}, auth);
    expect(res.statusCode).toBe(200);
    const body = parseEnvelope('mta_logout', logoutElements, res.json());
    expect(body.elements).toEqual({ loggedOut: true });
    expect(body.success).toBe(true);
    expect((await ticketCall(auth)).statusCode).toBe(401);
    expect((await callService(app, 'mta_logout', {}, auth)).statusCode).toBe(401);
  });

  it('a session ended by another process sharing the database stops working within the cache time', async () => {
    const auth = await signedIn(app, '200002');
    expect((await ticketCall(auth)).statusCode).toBe(200);
    await database.db.update(sessions).set({ endedAt: clock.now() }).where(eq(sessions.passId, '200002'));
    clock.advance(testConfig().sessionCacheMs);
    expect((await ticketCall(auth)).statusCode).toBe(401);
  });
});
