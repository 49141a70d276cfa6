import type { Db } from '../../db/types';
import type { Row } from './columns';
import { notFound, type Reference, type StagedKind } from './file-kind';
import { alreadyOnLine, type Problem, parsedRows, progressCounter } from './read-file';
import { type StagedRow, Staging } from './staged.repository';

/**
 * Streams a staged kind's file into its staging table, never holding it: each row's cells and
 * own rules checked as it passes, then its duplicate keys in SQL. Returns the staging and the
 * file's problems in line order.
 */
export async function stageFile(tx: Db, kind: StagedKind, path: string, onProgress?: (rows: number) => void) {
  const staging = new Staging(kind);
  const found: { line: number; text: string }[] = [];
  const problem: Problem = (line, column, what) =>
    found.push({ line, text: `${kind.file}:${line}: ${column}: ${what}` });
  const counted = progressCounter(onProgress);
  const hasKey = (row: Row) => kind.key.every((c) => c in row);
  async function* rows(): AsyncIterable<StagedRow[]> {
    for await (const parsed of parsedRows(kind, path, problem)) {
      const staged: StagedRow[] = [];
      for (const { row, line, valid } of parsed) {
        // A row whose key could be read is staged, valid or not: a later duplicate names it.
        if (!hasKey(row)) continue;
        const own = valid ? kind.checkRow?.(row) : undefined;
        if (own) problem(line, own.column, own.problem);
        if (valid && !own) {
          counted();
          staged.push(staging.row(line, true, kind.staged.stored(row)));
        } else staged.push(staging.row(line, false, Object.fromEntries(kind.key.map((c) => [c, row[c]]))));
      }
      yield staged;
    }
  }
  await staging.create(tx);
  await staging.fill(tx, rows());
  for (const d of await staging.markDuplicates(tx)) problem(d.line, kind.key.join(' '), alreadyOnLine(d.key, d.first));
  // Stable: a line's own problems before its duplicate.
  found.sort((a, b) => a.line - b.line);
  return { staging, problems: found.map((f) => f.text) };
}

/** The staged rows whose references name nothing; `target` gives what each reference may name and where that was looked for. */
export async function stagedReferenceProblems(
  tx: Db,
  staging: Staging,
  target: (ref: Reference) => Promise<{ keys: Set<string>; where: string }>,
) {
  const { kind } = staging;
  const problems: string[] = [];
  for (const ref of kind.references ?? []) {
    const [column] = ref.columns;
    if (column === undefined || ref.columns.length > 1)
      throw new Error(`${kind.file}: a staged kind refers by one column`);
    const { keys, where } = await target(ref);
    // The keys are keyOf's JSON arrays of one value.
    const values = [...keys].map((k) => String((JSON.parse(k) as unknown[])[0]));
    for (const { line, value } of await staging.notAmong(tx, column, values))
      problems.push(`${kind.file}:${line}: ${column}: ${notFound(ref, [value], where)}`);
  }
  return problems;
}

/** The staged rows the kind refuses to write, as problems. */
export async function stagedRefusals(tx: Db, staging: Staging) {
  const { kind } = staging;
  const refused = (await kind.staged.refuse?.(tx, staging.rows)) ?? [];
  return refused.map((r) => `${kind.file}:${r.line}: ${r.column}: ${r.problem}`);
}
