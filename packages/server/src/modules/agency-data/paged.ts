import type { Db } from '../../db/types';

/** Rows read a page at a time, so an export of a large agency never holds a whole table. */
const PAGE = 5_000;

/**
 * A table's rows in key order, a page at a time, each page read by key after the last row of
 * the one before (never OFFSET, which reads and drops every row before the page): `after`.
 */
export async function* paged<T, R>(
  db: Db,
  page: (db: Db, last: T | undefined, limit: number) => Promise<T[]>,
  map: (row: T) => R,
): AsyncIterable<R> {
  let last: T | undefined;
  for (;;) {
    const rows = await page(db, last, PAGE);
    for (const row of rows) yield map(row);
    if (rows.length < PAGE) return;
    last = rows[rows.length - 1];
  }
}
