import { type Column, parseCell, type Row } from './columns';
import { type FileKind, keyOf } from './file-kind';
import { type CsvRecord, readCsv } from './read-csv';

export interface FileRow {
  row: Row;
  line: number;
}

/** A file's rows by natural key, in file order. */
export type FileRows = Map<string, FileRow>;

export type Problem = (line: number, column: string, what: string) => void;

/** A record whose cells were read: `valid` when every one of them was. */
export interface ParsedRow extends FileRow {
  valid: boolean;
}

/** How often progress is said for a long file. */
const PROGRESS_EVERY = 10_000;

/** The words for a key (or unique columns) met again, said at the later line. */
export const alreadyOnLine = (values: readonly unknown[], first: number) =>
  `${values.join(' ')} is already on line ${first}`;

/** Counts a file's rows, saying so every PROGRESS_EVERY. */
export function progressCounter(onProgress?: (rows: number) => void) {
  let count = 0;
  return () => {
    count += 1;
    if (count % PROGRESS_EVERY === 0) onProgress?.(count);
  };
}

/**
 * A file's records with their cells parsed, streamed a chunk's worth at a time: the header
 * checked, then each row with every cell it could read (the cells with a problem left out).
 * Every problem is reported, none stops it; a row's as the row is taken, so that a reader's own
 * problems of a row follow its cells'.
 */
export async function* parsedRows(kind: FileKind, path: string, problem: Problem): AsyncIterable<Iterable<ParsedRow>> {
  let header: (Column | undefined)[] | undefined;
  const columns = kind.columns;
  /** Where each of the kind's columns sits in the header, or -1. */
  let positions: number[] = [];
  function* parsed(records: CsvRecord[]): Iterable<ParsedRow> {
    for (const { line, cells, problem: notCsv } of records) {
      if (notCsv) {
        problem(line, '', notCsv);
        continue;
      }
      if (!header) {
        header = cells.map((name) => columns.find((c) => c.name === name.trim()));
        cells.forEach((name, i) => {
          if (!header?.[i]) problem(line, name, `is not a column of ${kind.file}`);
        });
        for (const c of columns) {
          if (c.required && !header.includes(c)) problem(line, c.name, 'is missing from the header');
        }
        positions = columns.map((c) => header?.indexOf(c) ?? -1);
        continue;
      }
      if (cells.length !== header.length) {
        problem(line, '', `has ${cells.length} cells where the header has ${header.length}`);
        continue;
      }
      const row: Row = {};
      let valid = true;
      for (let i = 0; i < columns.length; i++) {
        const column = columns[i] as Column;
        const at = positions[i] as number;
        const cell = parseCell(column, at < 0 ? '' : (cells[at] as string));
        if ('problem' in cell) {
          valid = false;
          if (at >= 0 || !column.required) problem(line, column.name, cell.problem);
        } else row[column.name] = cell.value;
      }
      yield { row, line, valid };
    }
  }
  for await (const records of readCsv(path)) yield parsed(records);
  if (!header) problem(1, '', 'is empty: it needs at least its header row');
}

/**
 * Reads and checks one file: its header, every cell, each row's own rules, duplicate keys and
 * unique columns (a duplicate reported at its later line). Every problem is reported, none stops it.
 */
export async function readKindFile(
  kind: FileKind,
  path: string,
  problem: Problem,
  onProgress?: (rows: number) => void,
): Promise<FileRows> {
  const rows: FileRows = new Map();
  /** The line of each key read, the rows with problems included: a later duplicate names it. */
  const keyLines = new Map<string, number>();
  const uniques = (kind.unique ?? []).map((columns) => ({ columns, seen: new Map<string, number>() }));
  const counted = progressCounter(onProgress);
  for await (const batch of parsedRows(kind, path, problem))
    for (const parsed of batch) {
      const { row, line } = parsed;
      let valid = parsed.valid;
      // Duplicates are looked for in every row whose key (or unique columns) could be read, valid or not.
      const has = (columns: readonly string[]) => columns.every((c) => c in row);
      const key = keyOf(kind, row);
      const earlier = has(kind.key) ? keyLines.get(key) : undefined;
      if (earlier !== undefined) {
        problem(
          line,
          kind.key.join(' '),
          alreadyOnLine(
            kind.key.map((c) => row[c]),
            earlier,
          ),
        );
        valid = false;
      } else if (has(kind.key)) keyLines.set(key, line);
      for (const u of uniques) {
        // An empty cell is no value: two empty ones are not a duplicate.
        if (!has(u.columns) || u.columns.some((c) => row[c] === null)) continue;
        const value = keyOf(kind, row, u.columns);
        const first = u.seen.get(value);
        if (first !== undefined) {
          problem(
            line,
            u.columns.join(' '),
            `${alreadyOnLine(
              u.columns.map((c) => row[c]),
              first,
            )}: must be unique`,
          );
          valid = false;
        } else u.seen.set(value, line);
      }
      if (!valid) continue;
      const own = kind.checkRow?.(row);
      if (own) {
        problem(line, own.column, own.problem);
        continue;
      }
      rows.set(key, { row, line });
      counted();
    }
  return rows;
}
