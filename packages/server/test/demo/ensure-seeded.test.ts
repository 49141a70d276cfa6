import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../src/db/schema';
import { OFFICE_SIGN_INS } from '../../src/demo/office-sign-ins';
import { ensureSeeded, resolveSize, SIZE_PRESETS } from '../../src/demo/seed';
import { createEmployee } from '../factories/employees';
import { createTestDatabase, type TestDatabase } from '../helper';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ seed: false });
});
afterAll(() => t.close());

/** An empty database again (a seeded one cannot be emptied: its pick ledger refuses it). */
async function recreate(): Promise<void> {
  await t.close();
  t = await createTestDatabase({ seed: false });
}

const employeeCount = async () => (await t.db.select({ n: count() }).from(employees))[0]?.n;

describe('ensureSeeded', () => {
  it('seeds an empty database once and records what produced it', async () => {
    const first = await ensureSeeded(t.db, { seed: 8, size: 120, today: '2026-11-21' });
    expect(first).toEqual({ created: true, info: { id: 1, seed: 8, size: 120, generatedOn: '2026-11-21' } });
    const second = await ensureSeeded(t.db, { seed: 9, size: 300, today: '2026-12-01' });
    expect(second).toEqual({ created: false, info: first.info });
    // The pick office's sign-ins stand outside the agency's size.
    expect(await employeeCount()).toBe(120 + OFFICE_SIGN_INS.length);
  });

  it('leaves a database with employees of its own alone', async () => {
    await recreate();
    expect(await employeeCount()).toBe(0);
    await createEmployee(t.db);
    expect(await ensureSeeded(t.db, { size: 120, today: '2026-11-21' })).toEqual({ created: false, info: undefined });
    expect(await employeeCount()).toBe(1);
  });

  it('lets concurrent callers seed exactly once', async () => {
    await recreate();
    const results = await Promise.all([1, 2, 3].map(() => ensureSeeded(t.db, { size: 50, today: '2026-11-21' })));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await employeeCount()).toBe(50 + OFFICE_SIGN_INS.length);
  });
});

describe('resolveSize', () => {
  it('knows the presets and plain numbers, and refuses the rest', () => {
    expect(resolveSize(undefined)).toBe(SIZE_PRESETS.demo);
    expect(resolveSize('small')).toBe(400);
    expect(resolveSize('large')).toBe(50_000);
    expect(resolveSize('1234')).toBe(1234);
    for (const bad of ['huge', '3', '12.5', '9999999']) expect(() => resolveSize(bad)).toThrow(/size/);
  });
});
