import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../../db/types';
import type { Row } from './columns';
import { type Changes, type FileKind, keyOf, type Reference } from './file-kind';
import { FILE_KINDS, kindNamed } from './kinds';
import { ensureProductCodes } from './product-codes.repository';
import { type FileRows, readKindFile } from './read-file';

export interface KindSummary {
  file: string;
  rows: number;
  added: number;
  changed: number;
  removed: number;
}

export interface ImportResult {
  /** `file:line: column: what is wrong`, every one found; nothing was written when there is any. */
  problems: string[];
  summary: KindSummary[];
  written: boolean;
}

export interface ImportOptions {
  dir: string;
  /** Checks and summarises, writes nothing. */
  check: boolean;
  now: Date;
  onProgress?: (file: string, rows: number) => void;
}

class Refused extends Error {}

/** A list's order is not a difference (days off, a clerk's groups). */
const comparable = (value: unknown) => (Array.isArray(value) ? [...value].sort() : value);
const same = (kind: FileKind, a: Row, b: Row) =>
  kind.columns.every((c) => JSON.stringify(comparable(a[c.name])) === JSON.stringify(comparable(b[c.name])));

const matches = (ref: Reference, row: Row) =>
  Object.entries(ref.where ?? {}).every(([column, value]) => row[column] === value);

/** The values a reference may name: of the target's rows in its file, or in the database when the file is left out. */
async function referencedKeys(db: Db, target: FileKind, ref: Reference, inFile: FileRows | undefined) {
  const keys = new Set<string>();
  const add = (row: Row) => {
    if (matches(ref, row)) keys.add(keyOf(target, row, ref.target ?? target.key));
  };
  if (inFile) for (const { row } of inFile.values()) add(row);
  else for await (const row of target.read(db)) add(row);
  return keys;
}

/**
 * Imports the agency's files of `dir` (docs/data-formats.md): reads and checks all of them,
 * then in one transaction works out each kind's changes by natural key, refuses what a pick
 * used, and writes. With any problem (or `check`) nothing is written.
 */
export async function importAgency(db: Db, opts: ImportOptions): Promise<ImportResult> {
  const problems: string[] = [];
  const files = new Map<FileKind, FileRows>();
  for (const kind of FILE_KINDS) {
    const path = join(opts.dir, kind.file);
    if (!existsSync(path)) continue;
    const rows = await readKindFile(
      kind,
      path,
      (line, column, what) => problems.push(`${kind.file}:${line}: ${column}: ${what}`),
      (n) => opts.onProgress?.(kind.file, n),
    );
    files.set(kind, rows);
  }
  for (const [kind, rows] of files) {
    for (const ref of kind.references ?? []) {
      const target = kindNamed(ref.kind) as FileKind;
      const inFile = files.get(target);
      const keys = await referencedKeys(db, target, ref, inFile);
      const where = inFile ? `in ${target.file}` : `in the database (${target.file} left out)`;
      for (const { row, line } of rows.values()) {
        if (ref.columns.some((c) => row[c] === null)) continue;
        if (!keys.has(keyOf(kind, row, ref.columns)))
          problems.push(
            `${kind.file}:${line}: ${ref.columns.join(' ')}: no ${[...ref.columns.map((c) => row[c]), ...Object.values(ref.where ?? {})].join(' ')} ${where}`,
          );
      }
    }
  }
  const summary: KindSummary[] = [];
  const run = async (tx: Db) => {
    // Rolled back with the rest under --check or a problem.
    await ensureProductCodes(tx);
    const planned = new Map<FileKind, Changes>();
    for (const kind of FILE_KINDS) {
      const rows = files.get(kind);
      if (!rows) continue;
      const changes: Changes = { added: [], changed: [], removed: [] };
      const seen = new Set<string>();
      for await (const before of kind.read(tx)) {
        const key = keyOf(kind, before);
        const now = rows.get(key);
        if (!now) changes.removed.push(before);
        else {
          seen.add(key);
          if (!same(kind, now.row, before)) changes.changed.push({ row: now.row, before });
        }
      }
      for (const [key, { row }] of rows) if (!seen.has(key)) changes.added.push(row);
      planned.set(kind, changes);
    }
    const context = {
      now: opts.now,
      removing: (name: string) => planned.get(kindNamed(name) as FileKind)?.removed,
    };
    for (const [kind, changes] of planned) {
      const rows = files.get(kind) as FileRows;
      for (const r of (await kind.refuse?.(tx, changes, context)) ?? []) {
        const line = rows.get(keyOf(kind, r.row))?.line;
        const where =
          line === undefined
            ? `${kind.file}: ${kind.key.map((c) => `${c} ${r.row[c]}`).join(', ')}`
            : `${kind.file}:${line}`;
        problems.push(`${where}: ${r.column}: ${r.problem}`);
      }
      summary.push({
        file: kind.file,
        rows: rows.size,
        added: changes.added.length,
        changed: changes.changed.length,
        removed: changes.removed.length,
      });
    }
    if (problems.length > 0 || opts.check) throw new Refused();
    // A row is removed before the rows it names (a round after its turns), added after them.
    const nothing = { added: [], changed: [] };
    for (const [kind, changes] of [...planned].reverse())
      if (changes.removed.length > 0) await kind.write(tx, { ...nothing, removed: changes.removed }, context);
    for (const [kind, changes] of planned) await kind.write(tx, { ...changes, removed: [] }, context);
  };
  try {
    await db.transaction(run);
  } catch (err) {
    if (!(err instanceof Refused)) throw err;
    return { problems, summary, written: false };
  }
  return { problems, summary, written: true };
}
