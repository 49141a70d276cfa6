import { createReadStream } from 'node:fs';
import { CsvError, parse } from 'csv-parse/sync';

export interface CsvRecord {
  /** The line the record starts on, as an editor counts them: the header is line 1. */
  line: number;
  cells: string[];
  /** Why the record is not CSV (a quote out of place); it then has no cells. */
  problem?: string;
}

/** How much of a file is read at a time; the records of each read are handed on together. */
const CHUNK_BYTES = 1 << 20;

const MISPLACED_QUOTE =
  'is not CSV: a quoted cell must start after its comma and end before the next, each quote inside it doubled ("")';
const UNCLOSED_QUOTE = 'is not CSV: a quoted cell is not closed before the end of the file';

const CR = 13;
const COMMA = 44;
const QUOTE = 34;
const withoutCr = (text: string) => (text.charCodeAt(text.length - 1) === CR ? text.slice(0, -1) : text);

/**
 * Where a line's quotes leave its record: inside a quoted cell (the record goes on to the next
 * line), outside, or at a quote out of place (for the parser to say). `inside`: the line starts
 * inside a quoted cell.
 */
function quotesAfter(line: string, inside: boolean): 'inside' | 'outside' | 'wrong' {
  for (let at = line.indexOf('"'); at !== -1; at = line.indexOf('"', at + 1)) {
    if (!inside) {
      if (at > 0 && line.charCodeAt(at - 1) !== COMMA) return 'wrong';
      inside = true;
    } else if (line.charCodeAt(at + 1) === QUOTE) at += 1;
    else if (at + 1 < line.length && line.charCodeAt(at + 1) !== COMMA) return 'wrong';
    else inside = false;
  }
  return inside ? 'inside' : 'outside';
}

/** csv-parse's reading of one record that holds quotes. */
function quotedRecord(text: string, line: number): CsvRecord {
  try {
    const [cells, more] = parse(text, { relax_column_count: true });
    if (cells && !more) return { line, cells };
  } catch (err) {
    if (!(err instanceof CsvError)) throw err;
  }
  return { line, cells: [], problem: MISPLACED_QUOTE };
}

/**
 * A file's lines as records. A line without a quote is a record of its text between commas, as
 * a CSV parser reads it; a record with quotes is csv-parse's, taken over as many lines as its
 * quoted cells hold line ends.
 */
class Records {
  /** The lines read so far. */
  private line = 0;
  /** A record whose last line ended inside a quoted cell, and its text so far. */
  private open: { line: number; text: string } | undefined;

  take(raw: string, out: CsvRecord[]) {
    this.line += 1;
    const text = withoutCr(raw);
    const open = this.open;
    if (open) {
      // A carriage return before the line end is the quoted cell's own.
      open.text += `\n${raw}`;
      if (quotesAfter(text, true) !== 'inside') {
        out.push(quotedRecord(withoutCr(open.text), open.line));
        this.open = undefined;
      }
      return;
    }
    if (text === '') return;
    if (!text.includes('"')) out.push({ line: this.line, cells: text.split(',') });
    else if (quotesAfter(text, false) === 'inside') this.open = { line: this.line, text: raw };
    else out.push(quotedRecord(text, this.line));
  }

  end(out: CsvRecord[]) {
    if (this.open) out.push({ line: this.open.line, cells: [], problem: UNCLOSED_QUOTE });
  }
}

/** Whether the text's lines end with a carriage return alone (old Mac files). */
function carriageReturnsOnly(text: string) {
  const cr = text.indexOf('\r');
  const lf = text.indexOf('\n');
  return cr !== -1 && (lf === -1 || cr < lf) && cr + 1 < text.length && text.charCodeAt(cr + 1) !== 10;
}

/**
 * The records of a CSV file, streamed, a chunk's worth at a time: UTF-8, a BOM and CRLF (or CR)
 * line ends accepted, empty lines skipped. Only records with quotes go through the parser: a
 * million plain lines are split far faster than a parser reads them character by character.
 */
export async function* readCsv(path: string): AsyncIterable<CsvRecord[]> {
  const records = new Records();
  let rest = '';
  let first = true;
  let crOnly = false;
  for await (const chunk of createReadStream(path, { encoding: 'utf8', highWaterMark: CHUNK_BYTES })) {
    let text = rest + (chunk as string);
    if (first) {
      first = false;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      crOnly = carriageReturnsOnly(text);
    }
    if (crOnly) text = text.replaceAll('\r', '\n');
    const out: CsvRecord[] = [];
    let start = 0;
    for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
      records.take(text.slice(start, end), out);
      start = end + 1;
    }
    rest = text.slice(start);
    if (out.length > 0) yield out;
  }
  const out: CsvRecord[] = [];
  if (rest !== '') records.take(rest, out);
  records.end(out);
  if (out.length > 0) yield out;
}
