import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_TODAY, type TestDatabase, testDbKind } from '../helper';
import { callService, signedIn, testApp } from '../support/app';
import { testClock } from '../support/clock';

/** The records reads people open at shift change, with who calls them and what they send. */
const READS: [service: string, passId: string, payload: Record<string, unknown>][] = [
  ['mta_loginTicket', '100001', {}],
  ['mta_timecardWeeks', '100001', {}],
  ['mta_timecard', '100001', { weekStart: '2026-11-08' }],
  ['mta_timecardColors', '100001', {}],
  ['mta_scheduledAssignments', '100001', { from: TEST_TODAY, to: '2026-12-31' }],
  ['mta_leaveBalances', '100001', {}],
  ['mta_quotaAbsences', '100001', {}],
  ['mta_pickedJobsDates', '100001', {}],
  ['mta_pickedJobSlides', '100001', {}],
  ['mta_otAvailability', '200001', {}],
];

// On PostgreSQL a call that reads in parallel takes a pooled connection per read: at 200
// connections that halves what the pool serves. Each call holds one at a time.
describe.skipIf(testDbKind() !== 'postgres')('records reads on PostgreSQL', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let inUse = 0;
  let peak = 0;
  const clock = testClock(`${TEST_TODAY}T15:00:00Z`);

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await testApp({ db: database.db, now: clock.now });
    const { pool } = database as unknown as { pool: pg.Pool };
    pool.on('acquire', () => {
      inUse += 1;
      peak = Math.max(peak, inUse);
    });
    pool.on('release', () => {
      inUse -= 1;
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it.each(READS)('%s (%s) holds one pooled connection at a time', async (service, passId, payload) => {
    const auth = await signedIn(app, passId);
    peak = inUse;
    const res = await callService(app, service, payload, auth);
    expect(res.json().success, res.body).toBe(true);
    expect(peak).toBe(1);
  });

  it('mta_pickedJobDetails holds one pooled connection at a time', async () => {
    const auth = await signedIn(app, '100001');
    const dates = await callService(app, 'mta_pickedJobsDates', {}, auth);
    const pickPeriodId = dates.json().Response.Elements.periods[0].pickPeriodId;
    peak = inUse;
    const res = await callService(app, 'mta_pickedJobDetails', { pickPeriodId }, auth);
    expect(res.json().success, res.body).toBe(true);
    expect(peak).toBe(1);
  });
});
