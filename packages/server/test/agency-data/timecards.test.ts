import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { timecards } from '../../src/db/schema';
import { importAgency } from '../../src/modules/agency-data';
import { createTestDatabase, type TestDatabase } from '../helper';
import { folderOf, tableCounts, VALID, validWith } from './files';

const NOW = new Date('2026-12-01T12:00:00Z');

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase({ seed: false });
});
afterEach(() => database.close());

const importFiles = (files: Record<string, string>) =>
  importAgency(database.db, { dir: folderOf(files), check: false, now: NOW });
const header = (VALID['timecards.csv'] as string).split('\n')[0];

describe('timecards.csv', () => {
  it('stores a week and its lines as the Timecard screen reads them', async () => {
    expect((await importFiles(VALID)).problems).toEqual([]);
    const [card] = await database.db.select().from(timecards).where(eq(timecards.passId, '012345'));
    expect(card).toEqual({
      passId: '012345',
      weekStart: '2026-07-05',
      status: 'APPROVED',
      lineDays: [0, 0, 1],
      linePayCodes: ['REG', 'SUN', 'VAC'],
      lineMinutes: [495, 495, 480],
      lineJobs: ['JG-105', 'JG-105', null],
      lineStarts: [415, 415, null],
      lineEnds: [900, 900, null],
    });
    const [training] = await database.db.select().from(timecards).where(eq(timecards.passId, '000777'));
    expect(training).toMatchObject({ lineJobs: [null], lineStarts: [480], lineEnds: [960] });
  });

  it('reports a week not starting on a Sunday, a line outside its week or of no pay code, and writes nothing', async () => {
    const before = await tableCounts(database.db);
    const result = await importFiles(
      validWith({
        'timecards.csv': [
          header,
          '012345,2026-07-06,APPROVED,2026-07-06 REG 495',
          '012345,2026-07-12,APPROVED,2026-07-19 REG 495',
          '012345,2026-07-19,APPROVED,2026-07-20 REG 495 JG-105',
          '012345,2026-07-26,APPROVED,2026-07-27 REG 2000',
          '000777,2026-08-02,PENDING,2026-08-03 XYZ 480',
        ].join('\n'),
      }),
    );
    expect(result.written).toBe(false);
    expect(result.problems).toEqual([
      'timecards.csv:2: week_start: is not a Sunday: 2026-07-06',
      'timecards.csv:3: lines: the day is not a date of the week from 2026-07-12: 2026-07-19 REG 495',
      'timecards.csv:4: lines: must be "date pay_code minutes" or "date pay_code minutes job start end": 2026-07-20 REG 495 JG-105',
      'timecards.csv:5: lines: minutes must be 0 to 1440: 2026-07-27 REG 2000',
      'timecards.csv:6: lines: is not one of the pay codes: XYZ',
    ]);
    expect(await tableCounts(database.db)).toEqual(before);
  });

  it('a re-import replaces a changed week whole', async () => {
    await importFiles(VALID);
    const changed = (VALID['timecards.csv'] as string).replace(';2026-07-06 VAC 480', ';2026-07-06 SICK 480');
    const result = await importFiles(validWith({ 'timecards.csv': changed }));
    expect(result.problems).toEqual([]);
    expect(result.summary.find((s) => s.file === 'timecards.csv')).toMatchObject({ added: 0, changed: 1, removed: 0 });
    const [card] = await database.db.select().from(timecards).where(eq(timecards.passId, '012345'));
    expect(card?.linePayCodes).toEqual(['REG', 'SUN', 'SICK']);
  });
});
