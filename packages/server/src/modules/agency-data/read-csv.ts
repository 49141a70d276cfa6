import { createReadStream } from 'node:fs';
import { parse } from 'csv-parse';

export interface CsvRecord {
  /** The line the record starts on, as an editor counts them: the header is line 1. */
  line: number;
  cells: string[];
}

/** The records of a CSV file, streamed: UTF-8, a BOM and CRLF line ends accepted. */
export async function* readCsv(path: string): AsyncIterable<CsvRecord> {
  const parser = createReadStream(path).pipe(
    parse({ bom: true, relax_column_count: true, info: true, skip_empty_lines: true }),
  );
  for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    yield { line: info.lines, cells: record };
  }
}
