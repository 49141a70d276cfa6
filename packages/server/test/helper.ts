import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { openPglite } from '../src/db/pglite';
import type { Database } from '../src/db/types';
import { seedDemoAgency } from '../src/seed/seed';
import { pgliteSnapshot } from './pglite-snapshot';

/** The fixed date test data is generated for, unless a test asks for another. */
export const TEST_TODAY = '2026-11-21';

export interface TestDatabaseOptions {
  /** Seed the small demo agency (default true). */
  seed?: boolean;
  today?: string;
}

export type TestDatabase = Database & { today: string };

/** CREWLINE_TEST_DB=postgres runs the database tests against CREWLINE_TEST_PG_URL. */
export const testDbKind = (): 'pglite' | 'postgres' =>
  process.env.CREWLINE_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export function testPgUrl(): string {
  const url = process.env.CREWLINE_TEST_PG_URL;
  if (!url) throw new Error('CREWLINE_TEST_PG_URL must name a PostgreSQL server (a role that may create databases)');
  return url;
}

/** A fresh, migrated and (by default) seeded database of its own, for one test file or test. */
export async function createTestDatabase(opts: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const today = opts.today ?? TEST_TODAY;
  const seed = opts.seed ?? true;
  const database = testDbKind() === 'postgres' ? await freshPostgres(seed, today) : await freshPglite(seed, today);
  return { ...database, today };
}

async function freshPglite(seed: boolean, today: string): Promise<Database> {
  const snapshot = await pgliteSnapshot(seed ? `seeded:${today}` : 'empty', async ({ db }) => {
    if (seed) await seedDemoAgency(db, { today });
  });
  const { client: _client, ...database } = await openPglite({ loadDataDir: snapshot });
  return database;
}

/** Runs one statement as the CREWLINE_TEST_PG_URL role (database-wide work: create, drop, alter). */
export async function adminQuery(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: testPgUrl() });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

export interface ScratchPgDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A new, empty PostgreSQL database on the CREWLINE_TEST_PG_URL server. */
export async function createPgDatabase(): Promise<ScratchPgDatabase> {
  const name = `crewline_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(testPgUrl());
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
}

async function freshPostgres(seed: boolean, today: string): Promise<Database> {
  const scratch = await createPgDatabase();
  let database: Database | undefined;
  try {
    database = await openDatabase({ url: scratch.url, poolMax: 5 });
    if (seed) await seedDemoAgency(database.db, { today });
  } catch (err) {
    await database?.close();
    await scratch.drop();
    throw err;
  }
  const opened = database;
  return {
    ...opened,
    close: async () => {
      await opened.close();
      await scratch.drop();
    },
  };
}
