import { sql } from 'drizzle-orm';
import type { Db } from './types';

export interface BulkColumn<R> {
  name: string;
  /** The column's SQL type; json, jsonb, instants and arrays travel as text and are cast on the way in. */
  type:
    | 'text'
    | 'date'
    | 'integer'
    | 'smallint'
    | 'boolean'
    | 'json'
    | 'jsonb'
    | 'timestamptz'
    | 'smallint[]'
    | 'text[]';
  value: (row: R) => unknown;
}

const travelsAsText = (type: BulkColumn<unknown>['type']) =>
  type === 'json' || type === 'jsonb' || type === 'timestamptz' || type.endsWith('[]');

/** An array literal ('{1,NULL}', '{"FB-1",NULL}'): one column's array per row inside the unnested array parameter. */
function arrayLiteral(values: readonly unknown[]): string {
  const element = (v: unknown) => {
    if (v === null || v === undefined) return 'NULL';
    if (typeof v === 'number') return String(v);
    return `"${String(v).replace(/["\\]/g, '\\$&')}"`;
  };
  return `{${values.map(element).join(',')}}`;
}

function asParameter(type: BulkColumn<unknown>['type'], value: unknown): unknown {
  if (type === 'json' || type === 'jsonb') return JSON.stringify(value);
  if (type === 'timestamptz') return value === null ? null : (value as Date).toISOString();
  if (type.endsWith('[]')) return arrayLiteral(value as unknown[]);
  return value;
}

/**
 * Inserts many rows in one statement: one array parameter per column, unnested on the
 * server. Hundreds of thousands of rows a minute on PGlite, where a VALUES list per row is
 * several times slower and PostgreSQL's 65,535 bind-parameter limit would split it anyway.
 * Rows go in in the order given (serial ids follow it: the pick ledger's chain depends on it).
 */
export async function bulkInsert<R>(tx: Db, table: string, columns: readonly BulkColumn<R>[], rows: readonly R[]) {
  if (rows.length === 0) return;
  const names = columns.map((c) => sql.identifier(c.name));
  const arrays = columns.map((c) => {
    const values = rows.map((row) => asParameter(c.type, c.value(row)));
    return sql`${sql.param(values)}::${sql.raw(travelsAsText(c.type) ? 'text' : c.type)}[]`;
  });
  const selected = columns.map((c, i) => sql`${sql.raw(`c${i}`)}::${sql.raw(c.type)}`);
  const aliases = sql.raw(columns.map((_, i) => `c${i}`).join(', '));
  await tx.execute(
    sql`insert into ${sql.identifier(table)} (${sql.join(names, sql`, `)}) select ${sql.join(selected, sql`, `)} from unnest(${sql.join(arrays, sql`, `)}) with ordinality as t(${aliases}, n) order by n`,
  );
}
