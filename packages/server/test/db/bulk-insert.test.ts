import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BulkColumn, bulkInsert } from '../../src/db/bulk-insert';
import { copyRowStream } from '../../src/db/copy-rows';
import { rowsOf } from '../../src/db/rows';
import { createTestDatabase, type TestDatabase } from '../helper';

/**
 * bulkInsert against a real database (PGlite, and PostgreSQL in the PostgreSQL pass): every
 * column type it offers comes back as it went in, awkward values included, and the rows keep
 * the order given (the pick ledger's chain depends on their serial ids following it).
 */

interface Row {
  name: string | null;
  day: string | null;
  count: number | null;
  small: number | null;
  flag: boolean | null;
  doc: unknown;
  docb: unknown;
  at: Date | null;
  seats: (number | null)[] | null;
  tags: (string | null)[] | null;
}

const COLUMNS: BulkColumn<Row>[] = [
  { name: 'name', type: 'text', value: (r) => r.name },
  { name: 'day', type: 'date', value: (r) => r.day },
  { name: 'count', type: 'integer', value: (r) => r.count },
  { name: 'small', type: 'smallint', value: (r) => r.small },
  { name: 'flag', type: 'boolean', value: (r) => r.flag },
  { name: 'doc', type: 'json', value: (r) => r.doc },
  { name: 'docb', type: 'jsonb', value: (r) => r.docb },
  { name: 'at', type: 'timestamptz', value: (r) => r.at },
  { name: 'seats', type: 'smallint[]', value: (r) => r.seats },
  { name: 'tags', type: 'text[]', value: (r) => r.tags },
];

const AWKWARD = 'quote " backslash \\ comma , braces {} NULL é 🚌 tab \t line\r\nend \\N';

const ROWS: Row[] = [
  {
    name: AWKWARD,
    day: '2027-02-28',
    count: 2_147_483_647,
    small: -32_768,
    flag: true,
    doc: { b: [1, 2.5, null, 'x'], a: { nested: AWKWARD }, n: null },
    docb: { z: 1, a: [true, false] },
    at: new Date('2026-11-28T13:05:07.123Z'),
    seats: [1, null, 3],
    tags: [AWKWARD, null, 'NULL', ''],
  },
  {
    name: null,
    day: null,
    count: null,
    small: null,
    flag: false,
    doc: null,
    docb: 'plain string',
    at: null,
    seats: [],
    tags: null,
  },
  ...Array.from({ length: 500 }, (_, i) => ({
    name: `row ${i}`,
    day: '2026-12-01',
    count: i,
    small: i % 100,
    flag: i % 2 === 0,
    doc: { i },
    docb: [i],
    at: new Date(Date.UTC(2026, 10, 28, 0, 0, i)),
    seats: [i % 7],
    tags: [String(i)],
  })),
];

describe('bulkInsert', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
    await database.db.execute(sql`create table bulk_probe (
      id serial primary key, name text, day date, count integer, small smallint, flag boolean,
      doc json, docb jsonb, at timestamptz, seats smallint[], tags text[])`);
  });

  afterAll(async () => {
    await database?.close();
  });

  /** Every row of bulk_probe from id `from` on, as ROWS holds them. */
  async function expectStoredFrom(from: number) {
    const stored = rowsOf<Record<string, unknown>>(
      await database.db.execute(sql`select id, name, to_char(day, 'YYYY-MM-DD') as day, count, small, flag,
        doc::text as doc_text, docb, at, seats, tags from bulk_probe where id >= ${from} order by id`),
    );
    expect(stored).toHaveLength(ROWS.length);
    stored.forEach((s, i) => {
      const row = ROWS[i] as Row;
      expect(Number(s.id)).toBe(from + i);
      expect(s.name).toBe(row.name);
      expect(s.day).toBe(row.day);
      expect(s.count).toBe(row.count);
      expect(s.small).toBe(row.small);
      expect(s.flag).toBe(row.flag);
      // A json column keeps the text it was given: what the ledger hashed is what it holds.
      expect(s.doc_text).toBe(JSON.stringify(row.doc));
      expect(s.docb).toEqual(row.docb);
      expect(s.at === null ? null : new Date(s.at as string | Date).toISOString()).toBe(row.at?.toISOString() ?? null);
      expect(s.seats).toEqual(row.seats);
      expect(s.tags).toEqual(row.tags);
    });
  }

  it('stores every column type as given, in the order given', async () => {
    await bulkInsert(database.db, 'bulk_probe', COLUMNS, ROWS);
    await expectStoredFrom(1);
  });

  it('stores the same through COPY (copyRowStream in a transaction, on PostgreSQL), a batch at a time', async () => {
    async function* batches() {
      yield ROWS.slice(0, 1);
      yield [];
      yield ROWS.slice(1);
    }
    await database.db.transaction((tx) => copyRowStream(tx, 'bulk_probe', COLUMNS, batches()));
    await expectStoredFrom(ROWS.length + 1);
  });

  it('inserts nothing, and sends nothing, for no rows', async () => {
    await bulkInsert(database.db, 'no_such_table', COLUMNS, []);
  });

  it('writes all of the rows or none: one bad value leaves the table as it was', async () => {
    const before = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from bulk_probe`));
    const bad = [{ ...(ROWS[2] as Row) }, { ...(ROWS[3] as Row), small: 40_000 }];
    await expect(bulkInsert(database.db, 'bulk_probe', COLUMNS, bad)).rejects.toThrow();
    const after = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from bulk_probe`));
    expect(after[0]?.n).toBe(before[0]?.n);
  });
});
