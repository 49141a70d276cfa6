import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { arrayLiteral, type BulkColumn, bulkInsert } from './bulk-insert';
import type { Db } from './types';

/**
 * The node-postgres connection a transaction runs on, or undefined on PGlite. drizzle keeps it
 * as the transaction session's `client` and offers no public way to it; COPY needs that very
 * connection, or the rows would land outside the transaction.
 */
function connectionOf(tx: Db): pg.ClientBase | undefined {
  const client = (tx as unknown as { session?: { client?: unknown } }).session?.client;
  return client instanceof pg.Client ? client : undefined;
}

/** COPY's text format: a backslash, tab, newline and carriage return escaped; `\N` is null. */
const SPECIAL = /[\\\t\n\r]/;
const escaped = (text: string) =>
  SPECIAL.test(text)
    ? text.replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c] as string)
    : text;

type Type = BulkColumn<unknown>['type'];

/** How a column's (not null) value is written, chosen once per column rather than once per value. */
function formatOf(type: Type): (value: unknown) => string {
  if (type === 'json' || type === 'jsonb') return (v) => escaped(JSON.stringify(v));
  if (type === 'timestamptz') return (v) => (v instanceof Date ? v : new Date(v as string)).toISOString();
  if (type === 'boolean') return (v) => (v ? 't' : 'f');
  if (type.endsWith('[]')) return (v) => escaped(arrayLiteral(v as unknown[]));
  return (v) => escaped(String(v));
}

/** How many rows go to a chunk of COPY text, or to one statement where there is no COPY. */
const CHUNK = 2_000;

/** A row as a line of COPY text. */
function copyLineOf<R>(columns: readonly BulkColumn<R>[]) {
  const values = columns.map((c) => c.value);
  const formats = columns.map((c) => formatOf(c.type));
  // As in bulkInsert's document: a JSON column's null is JSON's null, any other column's is SQL's.
  const nulls = columns.map((c) => (c.type === 'json' || c.type === 'jsonb' ? 'null' : '\\N'));
  return (row: R) => {
    let line = '';
    for (let i = 0; i < values.length; i++) {
      const value = (values[i] as (row: R) => unknown)(row);
      if (i > 0) line += '\t';
      line += value === null || value === undefined ? nulls[i] : (formats[i] as (v: unknown) => string)(value);
    }
    return `${line}\n`;
  };
}

/** Lines of COPY text, a few thousand rows to a chunk. */
function* copyText<R>(columns: readonly BulkColumn<R>[], rows: readonly R[]) {
  const line = copyLineOf(columns);
  for (let i = 0; i < rows.length; i += CHUNK) {
    let text = '';
    for (let j = i; j < Math.min(i + CHUNK, rows.length); j++) text += line(rows[j] as R);
    yield text;
  }
}

async function copyFromStdin(
  client: pg.ClientBase,
  table: string,
  columns: readonly BulkColumn<unknown>[],
  text: Readable,
) {
  const names = columns.map((c) => `"${c.name}"`).join(', ');
  await pipeline(text, client.query(copyFrom(`copy "${table}" (${names}) from stdin`)));
}

/**
 * Inserts many rows as `bulkInsert` does, in the order given, through PostgreSQL's COPY on the
 * transaction's own connection: an agency import's 180,000 absences go in several times faster
 * than as one JSON document. PGlite has no COPY from a client stream: there it is `bulkInsert`.
 */
export async function copyRows<R>(tx: Db, table: string, columns: readonly BulkColumn<R>[], rows: readonly R[]) {
  if (rows.length === 0) return;
  const client = connectionOf(tx);
  if (!client) return bulkInsert(tx, table, columns, rows);
  await copyFromStdin(client, table, columns as BulkColumn<unknown>[], Readable.from(copyText(columns, rows)));
}

/**
 * `copyRows` of a stream of batches (a chunk of a file's rows each), never held whole: each batch
 * is one chunk of COPY text, taken as PostgreSQL takes them in (a large agency's millions of
 * records). The stream must not use the transaction meanwhile. On PGlite, one `bulkInsert` a
 * few thousand rows.
 */
export async function copyRowStream<R>(
  tx: Db,
  table: string,
  columns: readonly BulkColumn<R>[],
  batches: AsyncIterable<readonly R[]>,
) {
  const client = connectionOf(tx);
  if (!client) {
    for await (const rows of batches)
      for (let i = 0; i < rows.length; i += CHUNK) await bulkInsert(tx, table, columns, rows.slice(i, i + CHUNK));
    return;
  }
  const line = copyLineOf(columns);
  async function* text() {
    for await (const rows of batches) {
      let text = '';
      for (const row of rows) text += line(row);
      if (text !== '') yield text;
    }
  }
  await copyFromStdin(client, table, columns as BulkColumn<unknown>[], Readable.from(text()));
}
