import { sql } from 'drizzle-orm';
import type { BulkColumn } from '../../db/bulk-insert';
import { copyRows } from '../../db/copy-rows';
import type { Db } from '../../db/types';
import type { Row } from './columns';
import type { Changes } from './file-kind';

/** Deletes the rows whose key columns (the first `keyCount` of `columns`) match one of `rows`. */
export async function deleteByKey<S>(
  tx: Db,
  table: string,
  columns: readonly BulkColumn<S>[],
  keyCount: number,
  rows: readonly S[],
) {
  if (rows.length === 0) return;
  const keys = columns.slice(0, keyCount);
  const document = JSON.stringify(rows.map((r) => keys.map((c) => c.value(r))));
  const names = keys.map((c) => sql.identifier(c.name));
  const values = keys.map((c, i) => sql.raw(`(r->>${i})::${c.type}`));
  await tx.execute(
    sql`delete from ${sql.identifier(table)} where (${sql.join(names, sql`, `)}) in (select ${sql.join(values, sql`, `)} from json_array_elements(${document}::json) as t(r))`,
  );
}

/**
 * Writes a kind whose table rows are its file rows: the removed and changed deleted by key,
 * the changed and added inserted in one statement.
 */
export async function replaceRows<S>(
  tx: Db,
  table: string,
  columns: readonly BulkColumn<S>[],
  keyCount: number,
  stored: (row: Row) => S,
  { added, changed, removed }: Changes,
) {
  await deleteByKey(tx, table, columns, keyCount, [...removed, ...changed.map((c) => c.before)].map(stored));
  await copyRows(tx, table, columns, [...changed.map((c) => c.row), ...added].map(stored));
}
