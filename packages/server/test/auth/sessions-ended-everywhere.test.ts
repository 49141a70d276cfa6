import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/client';
import { employees } from '../../src/db/schema';
import type { Database } from '../../src/db/types';
import { SIZE_PRESETS, seedDemoAgency } from '../../src/demo/seed';
import { createPgDatabase, createTestDatabase, type ScratchPgDatabase, TEST_TODAY, testDbKind } from '../helper';
import { callService, login, signedIn, testConfig } from '../support/app';
import { testClock } from '../support/clock';

/**
 * A session ended anywhere stops working everywhere at once. The clock stands still, so the
 * session cache (2 s) never expires by itself: only the database's notification can end it.
 */
const clock = testClock(`${TEST_TODAY}T16:00:00Z`);
const server = (database: Database) => buildApp({ config: testConfig(), database, now: clock.now });

const ticketStatus = async (app: FastifyInstance, auth: { passId: string; ticket: string }) =>
  (await callService(app, 'mta_loginTicket', {}, auth)).statusCode;

/** The status once it becomes `expected`, or the last one seen after a second. */
async function settle(read: () => Promise<number>, expected: number): Promise<number> {
  let status = await read();
  for (let i = 0; i < 20 && status !== expected; i++) {
    await new Promise((r) => setTimeout(r, 50));
    status = await read();
  }
  return status;
}

describe('sessions end at once on a new password or a lockout', () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await server(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('a password changed in the database ends the sessions of the account', async () => {
    const auth = await signedIn(app, '200001');
    expect(await ticketStatus(app, auth)).toBe(200); // now in the session cache
    await database.db.update(employees).set({ passwordHash: 'changed' }).where(eq(employees.passId, '200001'));
    expect(await settle(() => ticketStatus(app, auth), 401)).toBe(401);
  });

  it('a lockout ends the sessions of the account', async () => {
    const auth = await signedIn(app, '300001');
    expect(await ticketStatus(app, auth)).toBe(200);
    for (let i = 0; i < 5; i++) await login(app, '300001', 'wrong');
    expect(await settle(() => ticketStatus(app, auth), 401)).toBe(401);
  });
});

describe.skipIf(testDbKind() !== 'postgres')('two server processes on one PostgreSQL', () => {
  let scratch: ScratchPgDatabase;
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    scratch = await createPgDatabase();
    for (let i = 0; i < 2; i++) databases.push(await openDatabase({ url: scratch.url, poolMax: 3 }));
    const [first] = databases;
    if (!first) throw new Error('no database');
    await seedDemoAgency(first.db, { today: TEST_TODAY, size: SIZE_PRESETS.small });
    for (const d of databases) apps.push(await server(d));
  });
  afterAll(async () => {
    for (const a of apps) await a.close();
    for (const d of databases) await d.close();
    await scratch?.drop();
  });

  it('a logout on one ends the session on the other at once', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const auth = await signedIn(a, '100001');
    expect(await ticketStatus(b, auth)).toBe(200); // in b's session cache
    expect((await callService(a, 'mta_logout', {}, auth)).statusCode).toBe(200);
    expect(await settle(() => ticketStatus(b, auth), 401)).toBe(401);
  });

  it('a lockout through one ends the session on the other', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const auth = await signedIn(a, '200002');
    expect(await ticketStatus(b, auth)).toBe(200);
    for (let i = 0; i < 5; i++) await login(a, '200002', 'wrong');
    expect(await settle(() => ticketStatus(b, auth), 401)).toBe(401);
  });
});
