import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../../db/types';
import { formatCell } from './columns';
import type { FileKind } from './file-kind';
import { FILE_KINDS } from './kinds';

/** A cell quoted as RFC 4180 wants when it holds a comma, a quote, a line end or edge spaces. */
function quoted(text: string): string {
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Streams a kind's stored rows to its file, a page at a time; returns how many. */
async function writeKind(db: Db, kind: FileKind, dir: string): Promise<number> {
  const out = createWriteStream(join(dir, kind.file));
  const line = (cells: string[]) => `${cells.map(quoted).join(',')}\r\n`;
  let count = 0;
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(line(kind.columns.map((c) => c.name)));
  for await (const row of kind.read(db)) {
    await write(line(kind.columns.map((c) => formatCell(c, row[c.name] ?? null))));
    count += 1;
  }
  out.end();
  await once(out, 'finish');
  return count;
}

/** Writes every kind of the database's agency to `dir` in the import's format (docs/data-formats.md). */
export async function exportAgency(db: Db, dir: string): Promise<{ file: string; rows: number }[]> {
  const written: { file: string; rows: number }[] = [];
  for (const kind of FILE_KINDS) written.push({ file: kind.file, rows: await writeKind(db, kind, dir) });
  return written;
}
