import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { MIGRATIONS_FOLDER } from '../../src/db/migrations';
import { depots } from '../../src/db/schema';
import { createPgDatabase } from '../helper';

const appliedMigrations = sql`select count(*)::int as n from drizzle.__drizzle_migrations`;
/** Each migration of the folder applied exactly once. */
const migrationCount = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).length;

describe('openDatabase on PGlite', () => {
  const root = mkdtempSync(join(tmpdir(), 'crewline-db-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('creates a missing data folder, migrates it once, and keeps the data across opens', async () => {
    const dataDir = join(root, 'nested', 'pglite');
    const first = await openDatabase({ dataDir });
    expect(first.kind).toBe('pglite');
    expect(existsSync(dataDir)).toBe(true);
    await first.db.insert(depots).values({ code: 'X', name: 'Test Depot', dept: 'DOB', borough: 'Queens' });
    await first.close();

    const second = await openDatabase({ dataDir });
    try {
      expect(await second.db.select().from(depots)).toEqual([
        { code: 'X', name: 'Test Depot', dept: 'DOB', borough: 'Queens' },
      ]);
      expect(await second.db.execute(appliedMigrations)).toMatchObject({ rows: [{ n: migrationCount }] });
    } finally {
      await second.close();
    }
  });

  it('opens in memory when asked, even with a data folder configured', async () => {
    const dataDir = join(root, 'unused');
    const database = await openDatabase({ memory: true, dataDir });
    try {
      expect(await database.db.select().from(depots)).toEqual([]);
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      await database.close();
    }
  });
});

describe.skipIf(!process.env.CREWLINE_TEST_PG_URL)('openDatabase on PostgreSQL', () => {
  it('lets processes starting together migrate one database exactly once', async () => {
    const scratch = await createPgDatabase();
    try {
      const opened = await Promise.all([1, 2, 3].map(() => openDatabase({ url: scratch.url, poolMax: 2 })));
      expect(opened.map((d) => d.kind)).toEqual(['postgres', 'postgres', 'postgres']);
      expect(await opened[0]?.db.execute(appliedMigrations)).toMatchObject({ rows: [{ n: migrationCount }] });
      await Promise.all(opened.map((d) => d.close()));
    } finally {
      await scratch.drop();
    }
  });
});
