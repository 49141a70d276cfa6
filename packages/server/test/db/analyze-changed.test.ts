import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeChangedTables } from '../../src/db/analyze-changed';
import { rowsOf } from '../../src/db/rows';
import { createTestDatabase, type TestDatabase } from '../helper';

/** The planner's row count of a table: what the last analyze saw (-1 or 0 before any). */
async function plannerRows(database: TestDatabase, table: string): Promise<number> {
  const [row] = rowsOf<{ reltuples: number }>(
    await database.db.execute(sql`select reltuples::float8 as reltuples from pg_class where relname = ${table}`),
  );
  return Number(row?.reltuples);
}

describe('the tables autovacuum would analyze, analyzed (PGlite has no autovacuum)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
    await database.db.execute(sql`create table analyze_probe (id integer primary key, note text)`);
  });
  afterAll(() => database.close());
  // On PostgreSQL the inserting connection of the pool reports its changes when it is next idle.
  const analyzed = () =>
    expect.poll(() => analyzeChangedTables(database.db), { timeout: 20_000 }).toContain('public.analyze_probe');

  it('analyzes a table once more rows changed than 50 + 10% of it, and then leaves it', async () => {
    await analyzeChangedTables(database.db);
    await database.db.execute(sql`insert into analyze_probe select g, 'x' from generate_series(1, 40) g`);
    expect(await analyzeChangedTables(database.db)).not.toContain('public.analyze_probe');

    await database.db.execute(sql`insert into analyze_probe select g, 'x' from generate_series(41, 3000) g`);
    await analyzed();
    expect(await plannerRows(database, 'analyze_probe')).toBe(3000);
    expect(await analyzeChangedTables(database.db)).not.toContain('public.analyze_probe');

    // 10% of 3,000 and 50 more: 300 rows are not yet enough, 400 are.
    await database.db.execute(sql`insert into analyze_probe select g, 'x' from generate_series(3001, 3300) g`);
    expect(await analyzeChangedTables(database.db)).not.toContain('public.analyze_probe');
    await database.db.execute(sql`insert into analyze_probe select g, 'x' from generate_series(3301, 3400) g`);
    await analyzed();
    expect(await plannerRows(database, 'analyze_probe')).toBe(3400);
  });
});
