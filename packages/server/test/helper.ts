import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe } from 'vitest';
import yearEdges from '../../../test/year-edges.json' with { type: 'json' };
import { openDatabase } from '../src/db/client';
import { openPglite } from '../src/db/pglite';
import type { Database } from '../src/db/types';
import { SIZE_PRESETS, seedDemoAgency } from '../src/demo/seed';
import { pgliteSnapshot, sourceKey } from './pglite-snapshot';

/** The fixed date test data is generated for, unless a test asks for another. */
export const TEST_TODAY = '2026-11-21';

/**
 * The days of the year whose edges the demo agency must hold up on (January 1, a day in June,
 * December 1 and 31, a leap day): the dated server tests and journeys run as of each of them.
 */
export const YEAR_EDGES: readonly string[] = yearEdges;

/**
 * Whether this run holds the seeded demo agency to the year's edges. A run of both databases
 * (scripts/test.mjs with CREWLINE_TEST_PG_URL) does so in its PostgreSQL pass only and sets
 * CREWLINE_TEST_YEAR_EDGES=0 for the PGlite one: what a date changes is the data and the
 * services' arithmetic, the same on both, and the PGlite pass is the slower by far.
 */
export const RUNS_YEAR_EDGES = process.env.CREWLINE_TEST_YEAR_EDGES !== '0';

/** Where a test of the seeded demo agency runs: TEST_TODAY and, in runs that hold them, each of the year's edges. */
export const DEMO_DAYS: readonly string[] = [TEST_TODAY, ...(RUNS_YEAR_EDGES ? YEAR_EDGES : [])];

/** A describe block of the seeded demo agency once for each demo day, which `body` is given. */
export function describeEachDemoDay(name: string, body: (today: string) => void): void {
  describe.each(DEMO_DAYS)(`${name}, as of %s`, body);
}

export interface TestDatabaseOptions {
  /** Seed the small demo agency, the tests' (default true). */
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

function pgliteSeeded(seed: boolean, today: string) {
  return pgliteSnapshot(seed ? `seeded:${today}` : 'empty', async ({ db }) => {
    if (seed) await seedDemoAgency(db, { today, size: SIZE_PRESETS.small });
  });
}

async function freshPglite(seed: boolean, today: string): Promise<Database> {
  const { client: _client, ...database } = await openPglite({ loadDataDir: await pgliteSeeded(seed, today) });
  return database;
}

/**
 * Seeds the small demo agency as of `today` once, for every test database made of it later
 * (a PGlite snapshot on disk, or a PostgreSQL template), when it is not made yet.
 */
export async function prepareSeeded(today: string): Promise<void> {
  if (testDbKind() === 'postgres') await seededTemplate(today);
  else await pgliteSeeded(true, today);
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

/**
 * A new PostgreSQL database on the CREWLINE_TEST_PG_URL server: empty, or a copy of `template`.
 * Copies of one template may be asked for at once: PostgreSQL refuses a copy while another
 * session is in the template (55006), so that is tried again.
 */
export async function createPgDatabase(template?: string): Promise<ScratchPgDatabase> {
  const name = `crewline_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(`create database ${name}${template ? ` template ${template}` : ''}`);
      break;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt === 20) throw err;
      await new Promise((r) => setTimeout(r, 100 * attempt));
    }
  }
  const url = new URL(testPgUrl());
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
}

const templates = new Map<string, Promise<string>>();

/**
 * A seeded database to copy, named by what its content depends on (migrations, the seed and the
 * pick engine, as the PGlite snapshots): seeding takes seconds, a copy a fraction of one. Built
 * once per server under an advisory lock, under a building name renamed when done, so a test
 * process never copies half a seed.
 */
function seededTemplate(today: string): Promise<string> {
  const name = `crewline_tpl_${sourceKey(`seeded:${today}`)}`;
  let template = templates.get(name);
  if (!template) {
    template = buildTemplate(name, today);
    templates.set(name, template);
    template.catch(() => templates.delete(name));
  }
  return template;
}

async function buildTemplate(name: string, today: string): Promise<string> {
  const admin = new pg.Client({ connectionString: testPgUrl() });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      const building = await createPgDatabase();
      try {
        const database = await openDatabase({ url: building.url, poolMax: 5 });
        try {
          await seedDemoAgency(database.db, { today, size: SIZE_PRESETS.small });
        } finally {
          await database.close();
        }
        await admin.query(`alter database ${building.name} rename to ${name}`);
      } catch (err) {
        await building.drop();
        throw err;
      }
    }
    return name;
  } finally {
    await admin.end();
  }
}

/** A new PostgreSQL database holding the small demo agency seeded as of `today`: a copy of its template. */
export async function createSeededPgDatabase(today: string = TEST_TODAY): Promise<ScratchPgDatabase> {
  return createPgDatabase(await seededTemplate(today));
}

async function freshPostgres(seed: boolean, today: string): Promise<Database> {
  const scratch = seed ? await createSeededPgDatabase(today) : await createPgDatabase();
  let database: Database | undefined;
  try {
    database = await openDatabase({ url: scratch.url, poolMax: 5 });
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
