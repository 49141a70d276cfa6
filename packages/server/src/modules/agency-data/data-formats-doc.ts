import {
  AWARDS_EXPORT_COLUMNS,
  DATE_YEAR_MAX,
  DATE_YEAR_MIN,
  PICK_SHEET_COLUMNS,
  type ResultColumn,
} from '@crewline/protocol';
import type { Column } from './columns';
import { FILE_KINDS } from './kinds';

const cell = (text: string) => text.replace(/\|/g, '\\|');

function typeOf(c: Column): string {
  if (c.type === 'one of') return `one of ${c.values?.map((v) => `\`${v}\``).join(', ')}`;
  if (c.type === 'integer' && (c.min !== undefined || c.max !== undefined))
    return `integer${c.min !== undefined ? ` ≥ ${c.min}` : ''}${c.max !== undefined ? ` ≤ ${c.max}` : ''}`;
  return c.type;
}

/** docs/data-formats.md as the file kinds define it (a test holds the checked-in file to this). */
export function dataFormatsDoc(): string {
  const parts = [
    '# Data formats',
    '',
    '<!-- Generated from packages/server/src/modules/agency-data/kinds: edit the definitions, then `npm run agency -- doc`. -->',
    '',
    "The files of an agency's data, as `npm run agency -- import --dir D` reads them and `export --out D` writes them. Each is",
    'CSV in UTF-8 (a byte-order mark and CRLF line ends are accepted) with a header row naming its columns, in any order;',
    'a column not required may be left out or empty. A file left out of the folder leaves its kind untouched; a file given',
    'is the whole of its kind: a row gone from it is removed (unless the pick used it, which is refused). Rows are matched',
    'to the stored ones by their key. Every problem is reported as `file:line: column: what is wrong` (the header is line',
    '1; a row is at the line it starts on, a line end inside a quoted cell counted as an editor counts it) and nothing is',
    'written while there is one; `--check` reports and summarises, and writes nothing.',
    '',
    'Types: `pass id` is text (letters and digits; leading zeros are kept); `date` is a real calendar day, YYYY-MM-DD, from',
    `${DATE_YEAR_MIN}-01-01 to ${DATE_YEAR_MAX}-12-31; \`instant\` is ISO 8601 with its offset; \`yes/no\` is \`yes\` or \`no\`; \`list\` is values`,
    'separated by `;`.',
    '',
    "What a pick produces (saved lists, awards, the ledger) and what employees file in My Time are the product's own: no file",
    'carries them. Passwords and second factors are set by enrolment, never a file.',
    '',
    'The records files (leave balances, absences, timecards) are streamed through the database, never held whole, so an',
    "import runs with node's default memory: at 50,000 employees with a year of records (5.3 million rows) it peaked at",
    '1.1 GB (docs/adr/0032-agency-import-records-through-staging-tables.md).',
  ];
  for (const kind of FILE_KINDS) {
    parts.push(
      '',
      `## ${kind.file}`,
      '',
      kind.about,
      '',
      `Key: ${kind.key.map((k) => `\`${k}\``).join(' + ')}. ${kind.tables}`,
      '',
    );
    parts.push('| Column | Type | Required | Example | Meaning |', '| --- | --- | --- | --- | --- |');
    for (const c of kind.columns) {
      parts.push(
        `| \`${c.name}\` | ${cell(typeOf(c))} | ${c.required ? 'yes' : 'no'} | \`${cell(c.example)}\` | ${cell(c.about)} |`,
      );
    }
  }
  parts.push(
    '',
    '## Files the pick office gives out',
    '',
    "The pick office's Results screen (docs/pick.md#results) gives each round of a group as files for other systems, in",
    'the same CSV (UTF-8, CRLF line ends, a header row, RFC 4180 quoting) with the columns in this order. They are',
    'written, never read back.',
    '',
    '### pick-sheet',
    '',
    'The pick sheet for posting and payroll (also as a PDF with the same lines): every turn of the group in the round, in seniority order, one line per award row (a turn holding two items, or skipped and then picking from what was left, has two); a turn not processed yet is `TO_COME`. Named `<pick>-<depot>-<round kind>-pick-sheet.csv`.',
    '',
    ...resultTable(PICK_SHEET_COLUMNS),
    '',
    '### awards-export',
    '',
    "The awards for the scheduling system: one line per item held in the round by the group's employees (skips hold nothing and are left out), in seniority order. Named `<pick>-<depot>-<round kind>-awards.csv`.",
    '',
    ...resultTable(AWARDS_EXPORT_COLUMNS),
  );
  return `${parts.join('\n')}\n`;
}

function resultTable(columns: readonly ResultColumn[]): string[] {
  return [
    '| Column | Type | Example | Meaning |',
    '| --- | --- | --- | --- |',
    ...columns.map((c) => `| \`${c.name}\` | ${cell(c.type)} | \`${cell(c.example)}\` | ${cell(c.about)} |`),
  ];
}
