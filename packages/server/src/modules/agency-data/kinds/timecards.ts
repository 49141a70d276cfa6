import { addDays } from '@crewline/protocol';
import type { TimecardLine } from '../../../db/schema';
import { fromLineColumns, toLineColumns } from '../../../db/timecard-lines';
import type { Row } from '../columns';
import type { StagedKind, Staging } from '../file-kind';
import { paged } from '../paged';
import { unknownPayCode } from './absences';
import { timecardsPage, unknownLinePayCodes } from './timecards.repository';

export const TIMECARD_STATUSES = ['APPROVED', 'PENDING'] as const;
/** What a line's cell holds where it has no job, start or end. */
const NONE = '-';
const MINUTES = /^\d{1,4}$/;

/** A line as the file writes it: `date pay_code minutes`, then `job start end` when it has any of them (`-` for one it lacks). */
export function formatLine(l: TimecardLine): string {
  const head = `${l.date} ${l.payCode} ${l.minutes}`;
  if (l.job === undefined && l.start === undefined && l.end === undefined) return head;
  return `${head} ${l.job ?? NONE} ${l.start ?? NONE} ${l.end ?? NONE}`;
}

/** The seven dates of the week starting `weekStart`, kept: a year of timecards names some fifty weeks, each many times. */
const weekDates = new Map<string, readonly string[]>();
function datesOfWeek(weekStart: string): readonly string[] {
  let dates = weekDates.get(weekStart);
  if (!dates) {
    if (weekDates.size > 1_000) weekDates.clear();
    dates = Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
    weekDates.set(weekStart, dates);
  }
  return dates;
}

/** A line of the week starting `weekStart` out of its text, or what is wrong with it. */
export function parseLine(text: string, weekStart: string): TimecardLine | string {
  const parts = text.split(/\s+/);
  if (parts.length !== 3 && parts.length !== 6)
    return `must be "date pay_code minutes" or "date pay_code minutes job start end": ${text}`;
  const [date, payCode, minutes, job, start, end] = parts as string[];
  if (!datesOfWeek(weekStart).includes(date as string))
    return `the day is not a date of the week from ${weekStart}: ${text}`;
  if (!MINUTES.test(minutes as string) || Number(minutes) > 1440) return `minutes must be 0 to 1440: ${text}`;
  const line: TimecardLine = { date: date as string, payCode: payCode as string, minutes: Number(minutes) };
  if (job !== undefined && job !== NONE) line.job = job;
  const problem = minutesInto(line, 'start', start) ?? minutesInto(line, 'end', end);
  return problem ? `${problem}: ${text}` : line;
}

/** Sets a line's start or end from its text, or says what is wrong with it. */
function minutesInto(line: TimecardLine, name: 'start' | 'end', value: string | undefined) {
  if (value === undefined || value === NONE) return undefined;
  if (!MINUTES.test(value) || Number(value) > 4320) return `${name} must be minutes, 0 to 4320, or -`;
  line[name] = Number(value);
  return undefined;
}

/** The row checkRow passed last and its lines, parsed: its staging, which follows at once, need not parse them again. */
let checked: { row: Row; lines: TimecardLine[] } | undefined;

function stored(r: Row) {
  const weekStart = r.week_start as string;
  const lines =
    checked?.row === r ? checked.lines : (r.lines as string[]).map((l) => parseLine(l, weekStart) as TimecardLine);
  const week = datesOfWeek(weekStart);
  const c = toLineColumns(weekStart, lines, (date) => week.indexOf(date));
  return {
    pass_id: r.pass_id,
    week_start: weekStart,
    status: r.status,
    line_days: c.lineDays,
    line_pay_codes: c.linePayCodes,
    line_minutes: c.lineMinutes,
    line_jobs: c.lineJobs,
    line_starts: c.lineStarts,
    line_ends: c.lineEnds,
  };
}

const COLUMNS: Staging['columns'] = [
  { name: 'pass_id', type: 'text' },
  { name: 'week_start', type: 'date' },
  { name: 'status', type: 'text' },
  { name: 'line_days', type: 'smallint[]' },
  { name: 'line_pay_codes', type: 'text[]' },
  { name: 'line_minutes', type: 'smallint[]' },
  { name: 'line_jobs', type: 'text[]' },
  { name: 'line_starts', type: 'smallint[]' },
  { name: 'line_ends', type: 'smallint[]' },
];

const isSunday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay() === 0;

export const timecardsKind: StagedKind = {
  name: 'timecards',
  file: 'timecards.csv',
  about:
    "Payroll's timecards: an employee's pay week (Sunday to Saturday) and its lines, as the Timecard screen shows them. Each line is `date pay_code minutes`, then for worked time `job start end` (minutes after midnight of the service day; `-` for one it lacks), lines separated by `;`.",
  tables: 'One row of `timecards` each, its lines stored column-wise.',
  columns: [
    { name: 'pass_id', type: 'pass id', required: true, example: '012345', about: 'An employee of employees.csv.' },
    {
      name: 'week_start',
      type: 'date',
      required: true,
      example: '2026-11-08',
      about: 'The Sunday the pay week starts.',
    },
    {
      name: 'status',
      type: 'one of',
      values: TIMECARD_STATUSES,
      required: true,
      example: 'APPROVED',
      about: 'PENDING for the week payroll has not closed yet.',
    },
    {
      name: 'lines',
      type: 'list',
      required: false,
      example: '2026-11-09 REG 495 JG-104 360 855;2026-11-10 VAC 480',
      about: 'Its lines, in order; each pay code one of the pay codes.',
    },
  ],
  key: ['pass_id', 'week_start'],
  references: [{ columns: ['pass_id'], kind: 'employees' }],
  checkRow(row) {
    const weekStart = row.week_start as string;
    if (!isSunday(weekStart)) return { column: 'week_start', problem: `is not a Sunday: ${weekStart}` };
    const lines: TimecardLine[] = [];
    for (const text of row.lines as string[]) {
      const line = parseLine(text, weekStart);
      if (typeof line === 'string') return { column: 'lines', problem: line };
      lines.push(line);
    }
    checked = { row, lines };
    return undefined;
  },
  read: (db) =>
    paged(db, timecardsPage, (t) => ({
      pass_id: t.passId,
      week_start: t.weekStart,
      status: t.status,
      lines: fromLineColumns(t.weekStart, t).map(formatLine),
    })),
  staged: {
    table: 'timecards',
    columns: COLUMNS,
    stored,
    async refuse(db, rows) {
      return (await unknownLinePayCodes(db, rows)).map(({ line, code }) => ({
        line,
        column: 'lines',
        problem: unknownPayCode(code),
      }));
    },
  },
};
