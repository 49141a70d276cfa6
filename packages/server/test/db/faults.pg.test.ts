import { RAW_ERRORS } from '@crewline/protocol';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { rawErrorForDbFault } from '../../src/db/faults';
import { employees } from '../../src/db/schema';
import type { Database } from '../../src/db/types';
import { adminQuery, createPgDatabase, type ScratchPgDatabase } from '../helper';

const pgUrl = process.env.CREWLINE_TEST_PG_URL;

/**
 * Sends a query now (drizzle queries are lazy thenables) and resolves to its error; rejects
 * when the query succeeds.
 */
const failure = (query: PromiseLike<unknown>) =>
  new Promise<unknown>((resolve, reject) =>
    query.then(
      () => reject(new Error('expected the database call to fail')),
      (e: unknown) => resolve(e ?? new Error('rejected without a reason')),
    ),
  );
const rawErrorOf = async (query: PromiseLike<unknown>) => rawErrorForDbFault(await failure(query));

/** Sends a query now. */
const start = <T>(query: PromiseLike<T>) => new Promise<T>((resolve, reject) => query.then(resolve, reject));
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

const withUrl = (base: string, change: (u: URL) => void) => {
  const u = new URL(base);
  change(u);
  return u.toString();
};

// Real conditions on a real server; each gives the catalogue's raw error.
describe.skipIf(!pgUrl)('database faults on PostgreSQL', () => {
  let scratch: ScratchPgDatabase;
  const opened: Database[] = [];
  const open = async (opts: Parameters<typeof openDatabase>[0]) => {
    const database = await openDatabase(opts);
    opened.push(database);
    return database;
  };
  const role = `crewline_fault_${process.pid}`;

  beforeAll(async () => {
    scratch = await createPgDatabase();
    await open({ url: scratch.url }); // migrated
    await adminQuery(`create role ${role} nologin password 'fault'`);
  });
  afterAll(async () => {
    for (const d of opened.splice(0)) await d.close().catch(() => undefined);
    await scratch?.drop();
    await adminQuery(`drop role if exists ${role}`);
  });

  it('refused credentials', async () => {
    const url = withUrl(scratch.url, (u) => {
      u.password = 'not-the-password';
    });
    expect(await rawErrorOf(openDatabase({ url }))).toBe(RAW_ERRORS.dbCredentials);
  });

  it('a role that may not log in', async () => {
    const url = withUrl(scratch.url, (u) => {
      u.username = role;
      u.password = 'fault';
    });
    expect(await rawErrorOf(openDatabase({ url }))).toBe(RAW_ERRORS.dbAccountLocked);
  });

  it('nothing listening', async () => {
    const url = withUrl(scratch.url, (u) => {
      u.hostname = '127.0.0.1';
      u.port = '1';
    });
    expect(await rawErrorOf(openDatabase({ url }))).toBe(RAW_ERRORS.dbListenerDown);
  });

  it('a database that does not exist', async () => {
    const url = withUrl(scratch.url, (u) => {
      u.pathname = '/crewline_no_such_database';
    });
    expect(await rawErrorOf(openDatabase({ url }))).toBe(RAW_ERRORS.dbUnavailable);
  });

  it('a statement over its time budget', async () => {
    const { db } = await open({ url: scratch.url, statementTimeoutMs: 100 });
    expect(await rawErrorOf(db.execute(sql`select pg_sleep(2)`))).toBe(RAW_ERRORS.serviceTimeout);
    await expect(db.execute(sql`select 1`)).resolves.toBeDefined();
  });

  it('no pooled connection free in time', async () => {
    const { db } = await open({ url: scratch.url, poolMax: 1, poolWaitMs: 100 });
    const busy = start(db.execute(sql`select pg_sleep(0.6)`));
    await pause(50);
    expect(await rawErrorOf(db.execute(sql`select 1`))).toBe(RAW_ERRORS.connectionWait);
    await busy;
  });

  it('a read-only database (it still opens), and one without privileges for us', async () => {
    await adminQuery(`alter database ${scratch.name} set default_transaction_read_only = on`);
    try {
      const { db } = await open({ url: scratch.url });
      const insert = db.insert(employees).values({
        passId: '1',
        firstName: 'A',
        lastName: 'B',
        department: 'DOB',
        division: 'DOB',
        subdivision: 'BUS OPERATIONS',
        title: 'Bus Operator',
        titleClass: 'FT',
        seniorityNumber: 1,
        seniorityDate: '2020-01-06',
        depotCode: 'FB',
      });
      expect(await rawErrorOf(insert)).toBe(RAW_ERRORS.dbRestricted);
    } finally {
      await adminQuery(`alter database ${scratch.name} reset default_transaction_read_only`);
    }

    const reader = `${role}_reader`;
    await adminQuery(`create role ${reader} login password 'reader'`);
    const pool = new pg.Pool({
      connectionString: withUrl(scratch.url, (u) => {
        u.username = reader;
        u.password = 'reader';
      }),
    });
    try {
      expect(await rawErrorOf(pool.query('select * from employees'))).toBe(RAW_ERRORS.dbRestricted);
    } finally {
      await pool.end();
      await adminQuery(`drop role ${reader}`);
    }
  });

  it('a database closed to connections', async () => {
    const closed = await createPgDatabase();
    try {
      await adminQuery(`alter database ${closed.name} allow_connections false`);
      expect(await rawErrorOf(openDatabase({ url: closed.url }))).toBe(RAW_ERRORS.dbRestricted);
    } finally {
      await closed.drop();
    }
  });

  it('connections killed by the server: the query fails with a raw error, the pool recovers by itself', async () => {
    const poolErrors: Error[] = [];
    const { db } = await open({ url: scratch.url, poolMax: 3, onPoolError: (e) => poolErrors.push(e) });
    await Promise.all([1, 2, 3].map(() => db.execute(sql`select 1`))); // fill the pool with idle clients
    const running = failure(db.execute(sql`select pg_sleep(5)`));
    await pause(200);
    await adminQuery(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${scratch.name}' and application_name = 'crewline' and pid <> pg_backend_pid()`,
    );
    expect(rawErrorForDbFault(await running)).toBe(RAW_ERRORS.dbUnavailable);
    await pause(100);
    expect(poolErrors.length).toBeGreaterThan(0); // the idle ones: handled, not a crash
    await expect(db.execute(sql`select 1 as ok`)).resolves.toMatchObject({ rows: [{ ok: 1 }] });
  });
});
