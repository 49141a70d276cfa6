import { sql } from 'drizzle-orm';
import type { Db } from './types';

export interface BulkColumn<R> {
  name: string;
  /** The column's SQL type: each value is taken out of the JSON document and cast to it. */
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

/** What an array element's quotes escape. */
const QUOTED_SPECIAL = /["\\]/;

/** An array literal ('{1,NULL}', '{"FB-1",NULL}'): how an array column's value travels inside the document. */
export function arrayLiteral(values: readonly unknown[]): string {
  // A loop, not map and join: a year of timecards writes six of these a row.
  let literal = '{';
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (i > 0) literal += ',';
    if (v === null || v === undefined) literal += 'NULL';
    else if (typeof v === 'number') literal += v;
    else {
      const text = String(v);
      literal += `"${QUOTED_SPECIAL.test(text) ? text.replace(/["\\]/g, '\\$&') : text}"`;
    }
  }
  return `${literal}}`;
}

/** A value as it sits in the document: JSON columns as themselves, instants and arrays as text. */
function inDocument(type: BulkColumn<unknown>['type'], value: unknown): unknown {
  if (value === undefined) return null;
  if (type === 'timestamptz') return value === null ? null : (value as Date).toISOString();
  if (type.endsWith('[]')) return value === null ? null : arrayLiteral(value as unknown[]);
  return value;
}

/** The SQL that takes column `i` of a document row `r` as the column's type. */
function fromDocument(type: BulkColumn<unknown>['type'], i: number) {
  if (type === 'json') return sql.raw(`r->${i}`);
  if (type === 'jsonb') return sql.raw(`(r->${i})::jsonb`);
  return sql.raw(`(r->>${i})::${type}`);
}

/**
 * Inserts many rows in one statement, sent as one JSON document (an array of rows, each an
 * array of its column values) that the server takes apart. A round's 50,000 ledger events went
 * in in about 60 % of the time they took as one array parameter per column, whose elements the
 * driver encodes and escapes one by one; a VALUES list per row is slower still and PostgreSQL's
 * 65,535 bind-parameter limit would split it. Rows go in in the order given (serial ids
 * follow it: the pick ledger's chain depends on it).
 */
export async function bulkInsert<R>(tx: Db, table: string, columns: readonly BulkColumn<R>[], rows: readonly R[]) {
  if (rows.length === 0) return;
  const names = columns.map((c) => sql.identifier(c.name));
  const document = JSON.stringify(rows.map((row) => columns.map((c) => inDocument(c.type, c.value(row)))));
  const selected = columns.map((c, i) => fromDocument(c.type, i));
  await tx.execute(
    sql`insert into ${sql.identifier(table)} (${sql.join(names, sql`, `)}) select ${sql.join(selected, sql`, `)} from json_array_elements(${document}::json) with ordinality as t(r, n) order by n`,
  );
}
