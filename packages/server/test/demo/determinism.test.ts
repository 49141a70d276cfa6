import { afterAll, describe, expect, it } from 'vitest';
import { generateAgency } from '../../src/demo/generate';
import { seedDemoAgency } from '../../src/demo/seed';
import { createTestDatabase, type TestDatabase } from '../helper';
import { agencyDigest } from './digest';

const input = { seed: 1234, size: 300, today: '2026-11-21', timeZone: 'America/New_York' };

describe('the generator', () => {
  it('gives the same agency for the same seed and day', () => {
    expect(generateAgency(input)).toEqual(generateAgency(input));
  });

  it('gives another agency for another seed or day', () => {
    const a = generateAgency(input);
    expect(generateAgency({ ...input, seed: 1235 }).employees).not.toEqual(a.employees);
    expect(generateAgency({ ...input, today: '2026-11-22' }).employees).not.toEqual(a.employees);
  });

  it('makes exactly `size` employees with unique pass ids', () => {
    const { employees } = generateAgency({ ...input, size: 5_000 });
    expect(employees).toHaveLength(5_000);
    expect(new Set(employees.map((e) => e.passId)).size).toBe(5_000);
  });

  it('refuses a size that cannot hold the demo sign-ins', () => {
    expect(() => generateAgency({ ...input, size: 5 })).toThrow(/size/);
  });
});

describe('seeding a database', () => {
  const opened: TestDatabase[] = [];
  const emptyDatabase = async () => {
    const database = await createTestDatabase({ seed: false });
    opened.push(database);
    return database.db;
  };
  afterAll(async () => {
    await Promise.all(opened.map((d) => d.close()));
  });

  it('writes identical rows, password hashes included, for the same seed and day', async () => {
    const [a, b, c] = await Promise.all([emptyDatabase(), emptyDatabase(), emptyDatabase()]);
    await seedDemoAgency(a, { seed: 99, size: 200, today: '2026-11-21' });
    await seedDemoAgency(b, { seed: 99, size: 200, today: '2026-11-21' });
    await seedDemoAgency(c, { seed: 100, size: 200, today: '2026-11-21' });
    const digestA = await agencyDigest(a);
    expect(await agencyDigest(b)).toBe(digestA);
    expect(await agencyDigest(c)).not.toBe(digestA);
  }, 120_000);

  it('reports progress up to the total', async () => {
    const db = await emptyDatabase();
    const calls: [number, number][] = [];
    const summary = await seedDemoAgency(db, {
      seed: 5,
      size: 1_500,
      today: '2026-11-21',
      onProgress: (done, total) => calls.push([done, total]),
    });
    expect(calls.length).toBeGreaterThan(2);
    const last = calls.at(-1);
    const total = 2 * summary.employees;
    expect(last).toEqual([total, total]);
    for (let i = 1; i < calls.length; i++) expect(calls[i]?.[0]).toBeGreaterThan(calls[i - 1]?.[0] ?? 0);
  }, 120_000);
});
