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
const escaped = (text: string) =>
  text.replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c] as string);

function field(type: BulkColumn<unknown>['type'], value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (type === 'json' || type === 'jsonb') return escaped(JSON.stringify(value));
  if (type === 'timestamptz') return (value instanceof Date ? value : new Date(value as string)).toISOString();
  if (type === 'boolean') return value ? 't' : 'f';
  if (type.endsWith('[]')) return escaped(arrayLiteral(value as unknown[]));
  return escaped(String(value));
}

/** How many rows go to a chunk of COPY text, or to one statement where there is no COPY. */
const CHUNK = 2_000;

const copyLine = <R>(columns: readonly BulkColumn<R>[], row: R) =>
  `${columns.map((c) => field(c.type, c.value(row))).join('\t')}\n`;

/** Lines of COPY text, a few thousand rows to a chunk. */
function* copyText<R>(columns: readonly BulkColumn<R>[], rows: readonly R[]) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    let text = '';
    for (const row of rows.slice(i, i + CHUNK)) text += copyLine(columns, row);
    yield text;
  }
}

/** The rows of a stream a few thousand at a time. */
async function* chunked<R>(rows: AsyncIterable<R>) {
  let chunk: R[] = [];
  for await (const row of rows) {
    chunk.push(row);
    if (chunk.length === CHUNK) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length > 0) yield chunk;
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
 * `copyRows` of a stream, never held whole: the rows are taken as PostgreSQL takes them in (a
 * large agency's millions of records). The stream must not use the transaction meanwhile. On
 * PGlite, one `bulkInsert` a few thousand rows.
 */
export async function copyRowStream<R>(
  tx: Db,
  table: string,
  columns: readonly BulkColumn<R>[],
  rows: AsyncIterable<R>,
) {
  const client = connectionOf(tx);
  if (!client) {
    for await (const chunk of chunked(rows)) await bulkInsert(tx, table, columns, chunk);
    return;
  }
  async function* text() {
    for await (const chunk of chunked(rows)) yield chunk.map((row) => copyLine(columns, row)).join('');
  }
  await copyFromStdin(client, table, columns as BulkColumn<unknown>[], Readable.from(text()));
}
