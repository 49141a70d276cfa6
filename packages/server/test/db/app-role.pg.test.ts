import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRoleGrants } from '../../src/db/app-role';
import { openDatabase } from '../../src/db/client';
import type { Database } from '../../src/db/types';
import { SIZE_PRESETS, seedDemoAgency, seedInstant } from '../../src/demo/seed';
import { verifyLedgerChain } from '../../src/modules/pick/ledger/ledger.service';
import { processDueTurns } from '../../src/modules/pick/turns/turn-processor';
import { runRetention } from '../../src/modules/retention/retention.service';
import { adminQuery, createPgDatabase, type ScratchPgDatabase, TEST_TODAY, testDbKind } from '../helper';
import { callService, login, testApp } from '../support/app';
import { testClock } from '../support/clock';

/**
 * The server as a role that does not own the tables (docs/deploying.md#database-roles): the
 * owner migrates (MIGRATION_DATABASE_URL); the server's role reads and writes rows and can do
 * nothing to the tables themselves.
 */
describe.skipIf(testDbKind() !== 'postgres')('the server connected as a role that does not own the tables', () => {
  const role = `crewline_app_${randomBytes(4).toString('hex')}`;
  const password = randomBytes(12).toString('hex');
  let scratch: ScratchPgDatabase;
  let database: Database;
  let appUrl: string;
  let app: FastifyInstance;

  /** One statement as the server's role, on a connection of its own; its error's code and message, or undefined. */
  const asApp = async (statement: string): Promise<string | undefined> => {
    const client = new pg.Client({ connectionString: appUrl });
    await client.connect();
    try {
      await client.query(statement);
      return undefined;
    } catch (err) {
      return `${(err as { code?: string }).code} ${(err as Error).message}`;
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    scratch = await createPgDatabase();
    await adminQuery(`create role ${role} login password '${password}'`);
    const url = new URL(scratch.url);
    url.username = role;
    url.password = password;
    appUrl = url.toString();
    // The owner (the test run's role) migrates while the server's role opens the database.
    const owner = new URL(scratch.url).username;
    const grantor = new pg.Client({ connectionString: scratch.url });
    await grantor.connect();
    try {
      for (const statement of appRoleGrants(scratch.name, role, owner)) await grantor.query(statement);
    } finally {
      await grantor.end();
    }
    database = await openDatabase({ url: appUrl, migrationUrl: scratch.url, poolMax: 3 });
    const seeding = await openDatabase({ url: scratch.url, poolMax: 2 });
    try {
      await seedDemoAgency(seeding.db, { today: TEST_TODAY, size: SIZE_PRESETS.small });
    } finally {
      await seeding.close();
    }
    app = await testApp({ db: database.db, now: testClock(`${TEST_TODAY}T16:00:00Z`).now });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await scratch?.drop();
    await adminQuery(`drop role if exists ${role}`);
  });

  it('cannot disable the ledger trigger, truncate, drop, alter or create a table', async () => {
    const notOwner = /^42501 (must be owner of table|permission denied for (table|schema))/;
    expect(await asApp('alter table pick_events disable trigger pick_events_no_update_delete')).toMatch(notOwner);
    expect(await asApp('alter table awards disable trigger all')).toMatch(notOwner);
    expect(await asApp('truncate awards')).toMatch(notOwner);
    expect(await asApp('drop table awards')).toMatch(notOwner);
    expect(await asApp('drop table employees cascade')).toMatch(notOwner);
    expect(await asApp('alter table employees add column x int')).toMatch(notOwner);
    expect(await asApp('create table intruder (id int)')).toMatch(notOwner);
    // Its rows it may write, but not the ledger's: the trigger still stands.
    expect(await asApp('delete from pick_events')).toMatch(/append-only: DELETE refused/);
  });

  it('serves: sign-in, sign-out, the turn processor, retention', async () => {
    const signedIn = await login(app, '100001');
    expect(signedIn.json().Response.Elements, signedIn.body).toBeDefined();
    const ticket = signedIn.json().Response.Elements.AP_TICKET as string;
    expect(ticket).not.toBe('');
    const auth = { passId: '100001', ticket };
    expect((await callService(app, 'mta_loginTicket', {}, auth)).statusCode).toBe(200);
    expect((await callService(app, 'mta_logout', {}, auth)).statusCode).toBe(200);
    expect((await callService(app, 'mta_loginTicket', {}, auth)).statusCode).toBe(401);
    const later = new Date(seedInstant(TEST_TODAY, 'America/New_York').getTime() + 3 * 86_400_000);
    await processDueTurns(database.db, later);
    expect((await verifyLedgerChain(database.db)).ok).toBe(true);
    await runRetention(database.db, later, 90);
  });
});
