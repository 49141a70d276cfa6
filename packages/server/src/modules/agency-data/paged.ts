/** Rows read a page at a time, so an export of a large agency never holds a whole table. */
const PAGE = 5_000;

export async function* paged<T, R>(
  fetch: (offset: number, limit: number) => Promise<T[]>,
  map: (row: T) => R,
): AsyncIterable<R> {
  for (let offset = 0; ; offset += PAGE) {
    const rows = await fetch(offset, PAGE);
    for (const row of rows) yield map(row);
    if (rows.length < PAGE) return;
  }
}
