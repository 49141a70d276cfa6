import type { SQL } from 'drizzle-orm';
import type { BulkColumn } from '../../db/bulk-insert';
import type { Db } from '../../db/types';
import type { Cell, Column, Row } from './columns';

/** Values of `columns` in a row must be the natural key of a row of `kind` (in its file, or the database when left out). */
export interface Reference {
  columns: readonly string[];
  kind: string;
  /** The columns of `kind` they name, in order; its key by default. */
  target?: readonly string[];
  /** Only the rows of `kind` with these values count (a requirement names a PICK holiday). */
  where?: Readonly<Record<string, Cell>>;
}

/** What a write is told: the rows to add, the ones whose other columns differ, and the keys gone from the file. */
export interface Changes {
  added: Row[];
  changed: { row: Row; before: Row }[];
  removed: Row[];
}

/** A refused row: the row it is about (the file's, or the database's when removed) and why. */
export interface Refusal {
  row: Row;
  column: string;
  problem: string;
}

export interface WriteContext {
  now: Date;
  /** The rows the import removes of another kind (by name), or undefined when its file is left out. */
  removing(kind: string): readonly Row[] | undefined;
}

/** The rows of a staged file the import would write, for a kind's checks in SQL: conditions on the staging table as `s`. */
export interface StagedRows {
  table: SQL;
  /** The row's line in its file. */
  line: SQL;
  /** A row the import adds or changes. */
  written: SQL;
  /** A row the import adds. */
  added: SQL;
}

/** A refused row of a staged file, by its line. */
export interface LineRefusal {
  line: number;
  column: string;
  problem: string;
}

/**
 * How a kind of many rows (a year of records) is imported without holding them: its file is
 * streamed into a staging table, then checked, compared and written in SQL (staged.ts).
 */
export interface Staging {
  /** The table its rows are stored in, one row a file row. */
  table: string;
  /** Its stored columns, the file's key columns first under the same names. */
  columns: readonly Omit<BulkColumn<unknown>, 'value'>[];
  /** A valid row's stored values, by column name. */
  stored(row: Row): Record<string, unknown>;
  /** Which of the table's rows are the file's; the others are the product's own. */
  own?: SQL;
  /** What may not be written (a pay code that does not exist …). */
  refuse?(db: Db, rows: StagedRows): Promise<LineRefusal[]>;
}

interface KindOfFile {
  name: string;
  file: string;
  about: string;
  /** How its rows map to tables, in words. */
  tables: string;
  columns: readonly Column[];
  /** The columns that name a row: a re-import updates by them. */
  key: readonly string[];
  references?: readonly Reference[];
  /** Checks across a row's own cells (after each cell is valid). */
  checkRow?: (row: Row) => { column: string; problem: string } | undefined;
  /** Checks across the whole file (a column unique beyond the key); at the later line. */
  unique?: readonly (readonly string[])[];
  /** Every stored row in the file's form, key order. */
  read(db: Db): AsyncIterable<Row>;
}

/** A kind whose rows the import holds, compares and writes in node. */
export interface HeldKind extends KindOfFile {
  /** What the pick already used or the office owns, among the changed and removed rows. */
  refuse?(db: Db, changes: Changes, ctx: WriteContext): Promise<Refusal[]>;
  write(db: Db, changes: Changes, ctx: WriteContext): Promise<void>;
}

/** A kind streamed through a staging table (no `unique`; references of one column). */
export interface StagedKind extends KindOfFile {
  staged: Staging;
}

/** One file of the agency's data: what docs/data-formats.md says of it, how it is read, checked and stored. */
export type FileKind = HeldKind | StagedKind;

export const isStaged = (kind: FileKind): kind is StagedKind => 'staged' in kind;

/** The words for a reference to nothing: `where` says where it was looked for. */
export const notFound = (ref: Reference, values: readonly unknown[], where: string) =>
  `no ${[...values, ...Object.values(ref.where ?? {})].join(' ')} ${where}`;

export const keyOf = (kind: Pick<FileKind, 'key'>, row: Row, columns: readonly string[] = kind.key) =>
  JSON.stringify(columns.map((c) => row[c]));
