import { addDays, daysBetween } from '@crewline/protocol';
import type { TimecardLine, timecards } from './schema';

/** A timecard's lines as stored: one array per field, element i of each being line i. */
export type TimecardLineColumns = Pick<
  typeof timecards.$inferSelect,
  'lineDays' | 'linePayCodes' | 'lineMinutes' | 'lineJobs' | 'lineStarts' | 'lineEnds'
>;

/** The stored columns of the lines of the pay week starting `weekStart`; `dayOf` a line's date's day of that week, when the caller has it cheaper. */
export function toLineColumns(
  weekStart: string,
  lines: readonly TimecardLine[],
  dayOf = (date: string) => daysBetween(weekStart, date),
): TimecardLineColumns {
  return {
    lineDays: lines.map((l) => dayOf(l.date)),
    linePayCodes: lines.map((l) => l.payCode),
    lineMinutes: lines.map((l) => l.minutes),
    lineJobs: lines.map((l) => l.job ?? null),
    lineStarts: lines.map((l) => l.start ?? null),
    lineEnds: lines.map((l) => l.end ?? null),
  };
}

/** The lines of a stored timecard of the pay week starting `weekStart`, in stored order. */
export function fromLineColumns(weekStart: string, columns: TimecardLineColumns): TimecardLine[] {
  return columns.lineDays.map((day, i) => {
    const line: TimecardLine = {
      date: addDays(weekStart, day),
      payCode: columns.linePayCodes[i] as string,
      minutes: columns.lineMinutes[i] as number,
    };
    const job = columns.lineJobs[i];
    const start = columns.lineStarts[i];
    const end = columns.lineEnds[i];
    if (job != null) line.job = job;
    if (start != null) line.start = start;
    if (end != null) line.end = end;
    return line;
  });
}
