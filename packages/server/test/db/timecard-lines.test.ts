import { addDays } from '@crewline/protocol';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TimecardLine } from '../../src/db/schema';
import { fromLineColumns, toLineColumns } from '../../src/db/timecard-lines';

const WEEK = '2026-11-15';

const line = fc.record(
  {
    date: fc.integer({ min: 0, max: 6 }).map((d) => addDays(WEEK, d)),
    payCode: fc.constantFrom('REG', 'OT', 'VAC', 'NDIF', 'SUN'),
    minutes: fc.integer({ min: 0, max: 1440 }),
    job: fc.string({ minLength: 1, maxLength: 9 }),
    start: fc.integer({ min: 0, max: 2880 }),
    end: fc.integer({ min: 0, max: 2880 }),
  },
  { requiredKeys: ['date', 'payCode', 'minutes'] },
);

describe('timecard lines stored column-wise', () => {
  it('come back as they went in, in order, with no field added or lost', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines: TimecardLine[]) => {
        expect(fromLineColumns(WEEK, toLineColumns(WEEK, lines))).toEqual(lines);
      }),
    );
  });

  it('hold a day of the week, not a date, and null where a leave line has no job or times', () => {
    const columns = toLineColumns(WEEK, [
      { date: '2026-11-16', payCode: 'REG', minutes: 480, job: 'FB-1', start: 400, end: 880 },
      { date: '2026-11-21', payCode: 'VAC', minutes: 480 },
    ]);
    expect(columns).toEqual({
      lineDays: [1, 6],
      linePayCodes: ['REG', 'VAC'],
      lineMinutes: [480, 480],
      lineJobs: ['FB-1', null],
      lineStarts: [400, null],
      lineEnds: [880, null],
    });
  });
});
