import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { absences, depots, leaveBanks } from '../../src/db/schema';
import { importAgency } from '../../src/modules/agency-data';
import { createTestDatabase, type TestDatabase } from '../helper';
import { folderOf, tableCounts, VALID, validWith } from './files';

/** The records files (absences, timecards, leave balances) go through staging tables: their checks, said as for every file. */
const NOW = new Date('2026-12-01T12:00:00Z');

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase({ seed: false });
});
afterEach(() => database.close());

const importFiles = (files: Record<string, string>, check = false) =>
  importAgency(database.db, { dir: folderOf(files), check, now: NOW });
const lines = (file: string) => (VALID[file] as string).split('\n');

describe('the records files', () => {
  it('reports a duplicate key at its later line (the first one with a problem of its own too), an unknown pass id and pay code, and writes nothing', async () => {
    const [absenceHeader, vacation, training] = lines('absences.csv');
    const [balanceHeader, balance] = lines('leave-balances.csv');
    const files = validWith({
      'absences.csv': [
        absenceHeader,
        vacation?.replace(',480,', ',9999,'),
        training,
        vacation,
        '099999,2026-07-07,VACATION,VAC,480,,,,,',
        '012345,2026-07-08,VACATION,NOPE,480,,,,,',
      ].join('\n'),
      'leave-balances.csv': [balanceHeader, balance, balance].join('\n'),
    });
    const before = await tableCounts(database.db);
    const result = await importFiles(files);
    expect(result.written).toBe(false);
    expect(result.problems).toEqual([
      'leave-balances.csv:3: pass_id bank year: 012345 VAC 2026 is already on line 2',
      'absences.csv:2: minutes: must be at most 1440: 9999',
      'absences.csv:4: pass_id date: 012345 2026-07-06 is already on line 2',
      'absences.csv:5: pass_id: no 099999 in employees.csv',
      'absences.csv:6: pay_code: is not one of the pay codes: NOPE',
    ]);
    expect(result.summary.find((s) => s.file === 'absences.csv')).toMatchObject({ rows: 3, added: 3 });
    expect(await tableCounts(database.db)).toEqual(before);
  });

  it('counts a line end inside a quoted cell as a line, in a records file and in a small one, and says which line is not CSV', async () => {
    const [absenceHeader, vacation] = lines('absences.csv');
    const [depotHeader, gleason, street] = lines('depots.csv');
    const files = validWith({
      'depots.csv': [depotHeader, '"XX","Two', 'lines",DOB,Brooklyn', gleason, street, gleason].join('\r\n'),
      'absences.csv': [
        absenceHeader,
        '000777,2026-08-03,TRAINING,,480,,"Defensive',
        'driving, the ""long"" course",Training center,480,960',
        vacation,
        vacation?.replace(',480,', ',9999,'),
        '012345,2026-07-07,VACATION,VAC,480,,"Vac"ation,,,',
        '012345,2026-07-08,VACATION,VAC,480,,,,,',
      ].join('\n'),
    });
    const before = await tableCounts(database.db);
    const result = await importFiles(files);
    expect(result.written).toBe(false);
    expect(result.problems).toEqual([
      'depots.csv:6: code: JG is already on line 4',
      'absences.csv:5: minutes: must be at most 1440: 9999',
      'absences.csv:5: pass_id date: 012345 2026-07-06 is already on line 4',
      'absences.csv:6: : is not CSV: a quoted cell must start after its comma and end before the next, each quote inside it doubled ("")',
    ]);
    expect(await tableCounts(database.db)).toEqual(before);

    const fixed = (files['depots.csv'] as string).split('\r\n').slice(0, -1).join('\r\n');
    const absencesFixed = (files['absences.csv'] as string).split('\n').slice(0, 4).join('\n');
    expect((await importFiles(validWith({ 'depots.csv': fixed, 'absences.csv': absencesFixed }))).problems).toEqual([]);
    const [training] = await database.db.select().from(absences).where(eq(absences.passId, '000777'));
    expect(training?.description).toBe('Defensive\ndriving, the "long" course');
    const [xx] = await database.db.select().from(depots).where(eq(depots.code, 'XX'));
    expect(xx?.name).toBe('Two\r\nlines');
  });

  it('re-imports by key: adds, changes and removes the records, leaves the absences the product wrote, refuses a day they hold', async () => {
    expect((await importFiles(VALID)).problems).toEqual([]);
    // A vacation day a pick awarded: the product's own.
    await database.db
      .insert(absences)
      .values({ passId: '012345', date: '2026-09-07', kind: 'VACATION', payCode: 'VAC', minutes: 480, awardId: 1 });
    const [absenceHeader, vacation] = lines('absences.csv');
    const [balanceHeader, balance, sick] = lines('leave-balances.csv');
    const refused = await importFiles(
      validWith({ 'absences.csv': [absenceHeader, vacation, '012345,2026-09-07,SICK,SICK,480,,,,,'].join('\n') }),
    );
    expect(refused.problems).toEqual([
      'absences.csv:3: date: the employee is already away that day by the pick or My Time',
    ]);
    const result = await importFiles(
      validWith({
        'absences.csv': [
          absenceHeader,
          vacation?.replace(',480,', ',240,'),
          '012345,2026-07-07,SICK,SICK,480,,,,,',
        ].join('\n'),
        'leave-balances.csv': [balanceHeader, balance, sick?.replace(',480', ',600')].join('\n'),
      }),
    );
    expect(result.problems).toEqual([]);
    const by = Object.fromEntries(result.summary.map((s) => [s.file, [s.rows, s.added, s.changed, s.removed]]));
    expect(by).toMatchObject({
      'leave-balances.csv': [2, 0, 1, 0],
      'absences.csv': [2, 1, 1, 1],
      'timecards.csv': [2, 0, 0, 0],
    });
    const stored = await database.db
      .select()
      .from(absences)
      .where(eq(absences.passId, '012345'))
      .orderBy(absences.date);
    expect(stored.map((a) => [a.date, a.kind, a.minutes, a.awardId])).toEqual([
      ['2026-07-06', 'VACATION', 240, null],
      ['2026-07-07', 'SICK', 480, null],
      ['2026-09-07', 'VACATION', 480, 1],
    ]);
    const [sickBank] = await database.db.select().from(leaveBanks).where(eq(leaveBanks.bank, 'SICK'));
    expect(sickBank?.monthlyAccrualMinutes).toBe(600);
    // The same files again: nothing to add, change or remove.
    const again = await importFiles(
      validWith({
        'absences.csv': [
          absenceHeader,
          vacation?.replace(',480,', ',240,'),
          '012345,2026-07-07,SICK,SICK,480,,,,,',
        ].join('\n'),
        'leave-balances.csv': [balanceHeader, balance, sick?.replace(',480', ',600')].join('\n'),
      }),
      true,
    );
    expect(again.summary.every((s) => s.added === 0 && s.changed === 0 && s.removed === 0)).toBe(true);
  });
});
