import { execFileSync } from 'node:child_process';
import { RAW_ERRORS } from '@crewline/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import type { Database } from '../../src/db/types';
import { SIZE_PRESETS, seedDemoAgency } from '../../src/demo/seed';
import { createPgDatabase, type ScratchPgDatabase, TEST_TODAY } from '../helper';
import { callService, login, testApp } from '../support/app';

/**
 * Stops and starts the whole cluster under a running server, so it runs only when asked
 * (CREWLINE_TEST_PG_CTL=1, as root) and alone: scripts/test.mjs runs it after the other
 * PostgreSQL tests, never beside them.
 */
const enabled = Boolean(process.env.CREWLINE_TEST_PG_URL) && process.env.CREWLINE_TEST_PG_CTL === '1';
const cluster = (process.env.CREWLINE_TEST_PG_CLUSTER ?? '15 main').split(' ');
const pgctl = (action: 'start' | 'stop') => execFileSync('pg_ctlcluster', [...cluster, action], { stdio: 'ignore' });
const running = () => {
  try {
    execFileSync('pg_ctlcluster', [...cluster, 'status'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

describe.skipIf(!enabled)('PostgreSQL stopped and started under the running server', () => {
  let scratch: ScratchPgDatabase;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    scratch = await createPgDatabase();
    // Idle connections that die are reported through onPoolError, never thrown.
    database = await openDatabase({ url: scratch.url, poolWaitMs: 1_000, onPoolError: () => undefined });
    await seedDemoAgency(database.db, { today: TEST_TODAY, size: SIZE_PRESETS.small });
    // No session cache: every call must reach the database for this test to mean anything.
    app = await testApp({
      db: database.db,
      dbHealth: database.health,
      now: () => new Date(`${TEST_TODAY}T15:00:00Z`),
      config: { sessionCacheMs: 0 },
    });
  });
  afterAll(async () => {
    if (!running()) pgctl('start'); // the test failed half-way
    await app?.close();
    await database?.close();
    await scratch?.drop();
  });

  it('answers "database unavailable" while it is down and serves again by itself once it is back', async () => {
    const signIn = (await login(app, '100001')).json();
    const auth = { passId: '100001', ticket: signIn.Response.Elements.AP_TICKET as string };
    expect((await callService(app, 'mta_loginTicket', {}, auth)).json().success).toBe(true);

    pgctl('stop');
    for (let i = 0; i < 3; i++) {
      const res = await callService(app, 'mta_loginTicket', {}, auth);
      expect(res.statusCode).toBe(200);
      expect(res.json().Response.mta_loginTicketMessage.Error).toBe(RAW_ERRORS.dbUnavailable);
    }

    pgctl('start');
    const deadline = Date.now() + 15_000;
    for (;;) {
      const body = (await callService(app, 'mta_loginTicket', {}, auth)).json();
      if (body.success) {
        expect(body.Response.Elements.HEADER_PASS_0).toBe('100001');
        break;
      }
      // While the server finishes starting, every failure is a catalogue error.
      expect([RAW_ERRORS.dbUnavailable, RAW_ERRORS.dbStarting]).toContain(body.Response.mta_loginTicketMessage.Error);
      if (Date.now() > deadline) throw new Error('the server did not recover');
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(database.health.lost).toBe(false);
  });
});
