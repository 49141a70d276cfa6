import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '../../src/config';
import { seedInstant } from '../../src/demo/seed';
import { exportAgency, FILE_KINDS, importAgency } from '../../src/modules/agency-data';
import { createTestDatabase, TEST_TODAY, type TestDatabase } from '../helper';
import { tableCounts } from './files';

const folder = () => mkdtempSync(join(tmpdir(), 'crewline-sample-'));
const files = (dir: string) => Object.fromEntries(readdirSync(dir).map((f) => [f, readFileSync(join(dir, f), 'utf8')]));

describe('the demo agency exported, imported into an empty database and exported again', () => {
  let seeded: TestDatabase;
  let empty: TestDatabase;
  beforeAll(async () => {
    seeded = await createTestDatabase();
    empty = await createTestDatabase({ seed: false });
  });
  afterAll(async () => {
    await seeded.close();
    await empty.close();
  });

  it('imports with no problem and exports the very same files: the generator and the importer cannot drift', async () => {
    const sample = folder();
    const exported = await exportAgency(seeded.db, sample);
    expect(exported.map((e) => e.file)).toEqual(FILE_KINDS.map((k) => k.file));
    expect(exported.every((e) => e.rows > 0)).toBe(true);
    // Read a page at a time by key: every row once, of tables many pages long.
    const counts = await tableCounts(seeded.db);
    const rowsOf = (file: string) => exported.find((e) => e.file === file)?.rows;
    expect([rowsOf('timecards.csv'), rowsOf('leave-balances.csv'), rowsOf('employees.csv')]).toEqual([
      counts.timecards,
      counts.leave_banks,
      counts.employees,
    ]);
    expect(counts.timecards).toBeGreaterThan(10_000);
    const result = await importAgency(empty.db, {
      dir: sample,
      check: false,
      now: seedInstant(TEST_TODAY, DEFAULT_TIME_ZONE),
    });
    expect(result.problems).toEqual([]);
    expect(result.summary.map((s) => [s.file, s.added])).toEqual(exported.map((e) => [e.file, e.rows]));
    const again = folder();
    await exportAgency(empty.db, again);
    expect(files(again)).toEqual(files(sample));
  }, 180_000);
});
