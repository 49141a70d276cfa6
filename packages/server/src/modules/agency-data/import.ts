import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../../db/types';
import type { Row } from './columns';
import {
  type Changes,
  type FileKind,
  type HeldKind,
  isStaged,
  keyOf,
  notFound,
  type Reference,
  type StagedKind,
} from './file-kind';
import { FILE_KINDS, kindNamed } from './kinds';
import { ensureProductCodes } from './product-codes.repository';
import { type FileRows, readKindFile } from './read-file';
import { stagedReferenceProblems, stagedRefusals, stageFile } from './staged';
import type { Staging } from './staged.repository';

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
  return { keys, where: inFile ? `in ${target.file}` : `in the database (${target.file} left out)` };
}

/**
 * Imports the agency's files of `dir` (docs/data-formats.md): reads and checks all of them,
 * then in one transaction works out each kind's changes by natural key, refuses what a pick
 * used, and writes. With any problem (or `check`) nothing is written. The kinds of many rows
 * (a year of records) are streamed through staging tables and never held (staged.ts).
 */
export async function importAgency(db: Db, opts: ImportOptions): Promise<ImportResult> {
  /** Each kind's problems: of its file, then of its references; said in that order, then the refusals. */
  const read = new Map<FileKind, string[]>();
  const referenced = new Map<FileKind, string[]>();
  const files = new Map<HeldKind, FileRows>();
  const streamed = new Map<StagedKind, string>();
  for (const kind of FILE_KINDS) {
    const path = join(opts.dir, kind.file);
    if (!existsSync(path)) continue;
    if (isStaged(kind)) {
      streamed.set(kind, path);
      continue;
    }
    const problems: string[] = [];
    const rows = await readKindFile(
      kind,
      path,
      (line, column, what) => problems.push(`${kind.file}:${line}: ${column}: ${what}`),
      (n) => opts.onProgress?.(kind.file, n),
    );
    files.set(kind, rows);
    read.set(kind, problems);
  }
  const target = (ref: Reference) => {
    const kind = kindNamed(ref.kind) as FileKind;
    return { kind, rows: isStaged(kind) ? undefined : files.get(kind) };
  };
  for (const [kind, rows] of files) {
    const problems: string[] = [];
    for (const ref of kind.references ?? []) {
      const { kind: to, rows: inFile } = target(ref);
      const { keys, where } = await referencedKeys(db, to, ref, inFile);
      for (const { row, line } of rows.values()) {
        if (ref.columns.some((c) => row[c] === null)) continue;
        if (!keys.has(keyOf(kind, row, ref.columns)))
          problems.push(
            `${kind.file}:${line}: ${ref.columns.join(' ')}: ${notFound(
              ref,
              ref.columns.map((c) => row[c]),
              where,
            )}`,
          );
      }
    }
    referenced.set(kind, problems);
  }
  let problems: string[] = [];
  const summary: KindSummary[] = [];
  const run = async (tx: Db) => {
    // Rolled back with the rest under --check or a problem.
    await ensureProductCodes(tx);
    const stagings = new Map<StagedKind, Staging>();
    for (const [kind, path] of streamed) {
      const staged = await stageFile(tx, kind, path, (n) => opts.onProgress?.(kind.file, n));
      stagings.set(kind, staged.staging);
      read.set(kind, staged.problems);
      referenced.set(
        kind,
        await stagedReferenceProblems(tx, staged.staging, (ref) => {
          const { kind: to, rows } = target(ref);
          return referencedKeys(tx, to, ref, rows);
        }),
      );
    }
    const planned = new Map<HeldKind, Changes>();
    for (const [kind, rows] of files) {
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
      removing: (name: string) => planned.get(kindNamed(name) as HeldKind)?.removed,
    };
    const refused: string[] = [];
    for (const kind of FILE_KINDS) {
      if (isStaged(kind)) {
        const staging = stagings.get(kind);
        if (!staging) continue;
        refused.push(...(await stagedRefusals(tx, staging)));
        summary.push({ file: kind.file, ...(await staging.counts(tx)) });
        continue;
      }
      const changes = planned.get(kind);
      const rows = files.get(kind);
      if (!changes || !rows) continue;
      for (const r of (await kind.refuse?.(tx, changes, context)) ?? []) {
        const line = rows.get(keyOf(kind, r.row))?.line;
        const where =
          line === undefined
            ? `${kind.file}: ${kind.key.map((c) => `${c} ${r.row[c]}`).join(', ')}`
            : `${kind.file}:${line}`;
        refused.push(`${where}: ${r.column}: ${r.problem}`);
      }
      summary.push({
        file: kind.file,
        rows: rows.size,
        added: changes.added.length,
        changed: changes.changed.length,
        removed: changes.removed.length,
      });
    }
    problems = [
      ...FILE_KINDS.flatMap((k) => read.get(k) ?? []),
      ...FILE_KINDS.flatMap((k) => referenced.get(k) ?? []),
      ...refused,
    ];
    if (problems.length > 0 || opts.check) throw new Refused();
    // A row is removed before the rows it names (a round after its turns), added after them.
    for (const kind of [...FILE_KINDS].reverse()) {
      const staging = isStaged(kind) && stagings.get(kind);
      if (staging) await staging.deleteRemoved(tx);
      const changes = !isStaged(kind) && planned.get(kind);
      if (changes && changes.removed.length > 0)
        await kind.write(tx, { added: [], changed: [], removed: changes.removed }, context);
    }
    for (const kind of FILE_KINDS) {
      const staging = isStaged(kind) && stagings.get(kind);
      if (staging) await staging.writeStaged(tx);
      const changes = !isStaged(kind) && planned.get(kind);
      if (changes) await kind.write(tx, { ...changes, removed: [] }, context);
    }
  };
  try {
    await db.transaction(run);
  } catch (err) {
    if (!(err instanceof Refused)) throw err;
    return { problems, summary, written: false };
  }
  return { problems, summary, written: true };
}
