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

/** One file of the agency's data: what docs/data-formats.md says of it, how it is read, checked and stored. */
export interface FileKind {
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
  /** What the pick already used or the office owns, among the changed and removed rows. */
  refuse?(db: Db, changes: Changes, ctx: WriteContext): Promise<Refusal[]>;
  write(db: Db, changes: Changes, ctx: WriteContext): Promise<void>;
}

export const keyOf = (kind: Pick<FileKind, 'key'>, row: Row, columns: readonly string[] = kind.key) =>
  JSON.stringify(columns.map((c) => row[c]));
