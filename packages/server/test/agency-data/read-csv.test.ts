import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type CsvRecord, readCsv } from '../../src/modules/agency-data/read-csv';
import { folderOf } from './files';

async function recordsOf(text: string): Promise<CsvRecord[]> {
  const path = join(folderOf({}), 'f.csv');
  writeFileSync(path, text);
  const out: CsvRecord[] = [];
  for await (const records of readCsv(path)) out.push(...records);
  return out;
}

const MISPLACED =
  'is not CSV: a quoted cell must start after its comma and end before the next, each quote inside it doubled ("")';

describe('reading a CSV file', () => {
  it('numbers each record by the line it starts on, a quoted line end and an empty line counted as an editor counts them', async () => {
    const text = ['a,b', '1,"two', 'lines"', '', '2,"x ""y"", z"', '3,"', '', 'c"', '4,last'].join('\n');
    expect(await recordsOf(text)).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1', 'two\nlines'] },
      { line: 5, cells: ['2', 'x "y", z'] },
      { line: 6, cells: ['3', '\n\nc'] },
      { line: 9, cells: ['4', 'last'] },
    ]);
  });

  it('takes a BOM and CRLF line ends (a quoted one kept in its cell), or CR line ends', async () => {
    expect(await recordsOf('\uFEFFa,b\r\n1,"x\r\ny"\r\n\r\n2,z\r\n')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1', 'x\r\ny'] },
      { line: 5, cells: ['2', 'z'] },
    ]);
    expect(await recordsOf('a,b\r1,x\r\r2,"y"\r')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1', 'x'] },
      { line: 4, cells: ['2', 'y'] },
    ]);
  });

  it('says which record is not CSV and reads on', async () => {
    expect(await recordsOf('a,b\n1,x"y\n2,"z"w\n3,ok\n4,"open\n5,never closed')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: [], problem: MISPLACED },
      { line: 3, cells: [], problem: MISPLACED },
      { line: 4, cells: ['3', 'ok'] },
      { line: 5, cells: [], problem: 'is not CSV: a quoted cell is not closed before the end of the file' },
    ]);
  });

  it('keeps lines and cells right across the chunks a large file is read in', async () => {
    const lines = ['id,text'];
    const expected: CsvRecord[] = [{ line: 1, cells: ['id', 'text'] }];
    for (let i = 0; lines.length < 60_000; i++) {
      const quoted = i % 7 === 0;
      const words = `é ${i} ${'x'.repeat(30)}`;
      expected.push({ line: lines.length + 1, cells: [String(i), quoted ? `${words},\r\n"${i}"` : words] });
      if (quoted) lines.push(`${i},"${words},`, `""${i}"""`);
      else lines.push(`${i},${words}`);
    }
    const text = lines.join('\r\n');
    expect(Buffer.byteLength(text)).toBeGreaterThan(2 * 1024 * 1024);
    expect(await recordsOf(text)).toEqual(expected);
  });
});
