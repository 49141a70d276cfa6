import { DATE_RANGE_PROBLEM, dateField, instantField } from '@crewline/protocol';
import { z } from 'zod';

/** What a cell holds, as docs/data-formats.md names it. */
export type ColumnType = 'text' | 'pass id' | 'integer' | 'date' | 'instant' | 'yes/no' | 'e-mail' | 'list' | 'one of';

export interface Column {
  name: string;
  type: ColumnType;
  required: boolean;
  example: string;
  about: string;
  /** `one of`: the values allowed. */
  values?: readonly string[];
  /** `integer`: the smallest allowed. */
  min?: number;
  max?: number;
}

export type Cell = string | number | boolean | string[] | null;
export type Row = Record<string, Cell>;

const date = dateField(
  `must be a real calendar date, YYYY-MM-DD, that ${DATE_RANGE_PROBLEM.replace('must be ', 'is ')}`,
);
const instant = instantField(
  `must be an instant, YYYY-MM-DDTHH:MM with its offset (Z or ±HH:MM), ${DATE_RANGE_PROBLEM}`,
);
const email = z.email({ error: 'must be an e-mail address' });
const integer = /^-?\d+$/;
/** Pass ids are text: leading zeros are part of them. */
const passId = /^[0-9A-Za-z]{1,20}$/;

type Parsed = { value: Cell } | { problem: string };

function ofZod(schema: z.ZodType<string>, raw: string): Parsed {
  const r = schema.safeParse(raw);
  return r.success ? { value: r.data } : { problem: r.error.issues[0]?.message ?? 'is not valid' };
}

/** A cell's text as the column's value, or what is wrong with it. An empty cell is null. */
export function parseCell(column: Column, raw: string): Parsed {
  const text = raw.trim();
  if (text === '') return column.required ? { problem: 'is required' } : { value: column.type === 'list' ? [] : null };
  switch (column.type) {
    case 'text':
      return { value: text };
    case 'pass id':
      return passId.test(text) ? { value: text } : { problem: 'must be a pass id: letters and digits, at most 20' };
    case 'integer': {
      if (!integer.test(text)) return { problem: `must be a whole number: ${text}` };
      const n = Number(text);
      if (column.min !== undefined && n < column.min) return { problem: `must be at least ${column.min}: ${text}` };
      if (column.max !== undefined && n > column.max) return { problem: `must be at most ${column.max}: ${text}` };
      return { value: n };
    }
    case 'date': {
      const r = ofZod(date, text);
      return 'problem' in r ? { problem: `${r.problem}: ${text}` } : r;
    }
    case 'instant': {
      const r = ofZod(instant, text);
      return 'problem' in r ? { problem: `${r.problem}: ${text}` } : { value: new Date(text).toISOString() };
    }
    case 'yes/no':
      if (text === 'yes') return { value: true };
      if (text === 'no') return { value: false };
      return { problem: `must be yes or no: ${text}` };
    case 'e-mail': {
      const r = ofZod(email, text);
      return 'problem' in r ? { problem: `${r.problem}: ${text}` } : r;
    }
    case 'list':
      return { value: text.split(';').map((s) => s.trim()) };
    case 'one of':
      return column.values?.includes(text)
        ? { value: text }
        : { problem: `must be one of ${column.values?.join(', ')}: ${text}` };
  }
}

/** A value as the file writes it: the inverse of parseCell. */
export function formatCell(column: Column, value: Cell): string {
  if (value === null) return '';
  if (column.type === 'yes/no') return value ? 'yes' : 'no';
  if (column.type === 'list') return (value as string[]).join(';');
  return String(value);
}

/** The column that names a row's pick, in every file of a pick's parts (its code in pick-periods.csv). */
export const PICK_COLUMN: Column = {
  name: 'pick',
  type: 'text',
  required: true,
  example: 'DOB-2026-05-03',
  about: 'The code of a pick of pick-periods.csv.',
};
