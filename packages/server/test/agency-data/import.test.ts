import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { awardRuns, employees, pickRounds, sessions } from '../../src/db/schema';
import { exportAgency, importAgency } from '../../src/modules/agency-data';
import { appendPickEvents } from '../../src/modules/pick/ledger/ledger.repository';
import { createTestDatabase, type TestDatabase } from '../helper';
import { folderOf, tableCounts, VALID, validWith } from './files';

/** Before every round of VALID opens. */
const NOW = new Date('2026-12-01T12:00:00Z');

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase({ seed: false });
});
afterEach(() => database.close());

const importDir = (dir: string, check = false, now = NOW) => importAgency(database.db, { dir, check, now });
const importFiles = (files: Record<string, string>, check = false, now = NOW) => importDir(folderOf(files), check, now);

describe('agency import', () => {
  it('writes every file kind into an empty database, pass ids as text, and a summary per file', async () => {
    const result = await importFiles(VALID);
    expect(result.problems).toEqual([]);
    expect(result.written).toBe(true);
    expect(result.summary.map((s) => [s.file, s.added, s.changed, s.removed])).toEqual([
      ['depots.csv', 2, 0, 0],
      ['employees.csv', 3, 0, 0],
      ['pick-periods.csv', 1, 0, 0],
      ['pick-rounds.csv', 2, 0, 0],
      ['runs.csv', 2, 0, 0],
      ['pieces.csv', 2, 0, 0],
      ['populations.csv', 1, 0, 0],
      ['population-members.csv', 2, 0, 0],
      ['pick-turns.csv', 2, 0, 0],
      ['packages.csv', 2, 0, 0],
      ['package-overrides.csv', 1, 0, 0],
      ['vacation-pools.csv', 1, 0, 0],
      ['vacation-weeks.csv', 2, 0, 0],
      ['holidays.csv', 2, 0, 0],
      ['holiday-requirements.csv', 1, 0, 0],
      ['entitlements.csv', 2, 0, 0],
      ['leave-balances.csv', 2, 0, 0],
      ['absences.csv', 2, 0, 0],
      ['timecards.csv', 2, 0, 0],
    ]);
    const [clerk] = await database.db.select().from(employees).where(eq(employees.passId, '000777'));
    expect(clerk).toMatchObject({ officeRole: 'PICK_CLERK', officeGroups: ['JG'], depotCode: 'JG', leftOn: null });
    expect(await tableCounts(database.db)).toMatchObject({
      depots: 2,
      employees: 3,
      pick_periods: 1,
      pick_rounds: 2,
      jobs: 2,
      assignment_pieces: 2,
      pick_groups: 1,
      populations: 1,
      population_members: 2,
      pick_turns: 2,
      packages: 2,
      package_days: 14,
      package_overrides: 1,
      vacation_pools: 1,
      vacation_weeks: 2,
      holidays: 2,
      holiday_requirements: 1,
      vacation_entitlements: 2,
      leave_banks: 2,
      absences: 2,
      timecards: 2,
    });
  });

  it('exports in the format it imports: the export, imported again, changes nothing', async () => {
    await importFiles(VALID);
    const out = mkdtempSync(join(tmpdir(), 'crewline-export-'));
    await exportAgency(database.db, out);
    const again = await importDir(out, true);
    expect(again.problems).toEqual([]);
    expect(again.summary.every((s) => s.added === 0 && s.changed === 0 && s.removed === 0)).toBe(true);
    expect(again.summary.map((s) => s.rows)).toEqual([2, 3, 1, 2, 2, 2, 1, 2, 2, 2, 1, 1, 2, 2, 1, 2, 2, 2, 2, 0]);
  });

  it('accepts a byte-order mark and CRLF line ends', async () => {
    const crlf = Object.fromEntries(
      Object.entries(VALID).map(([f, t]) => [f, `\uFEFF${t.replace(/\n/g, '\r\n')}\r\n`]),
    );
    const result = await importFiles(crlf);
    expect(result.problems).toEqual([]);
    const [maria] = await database.db.select().from(employees).where(eq(employees.passId, '012345'));
    expect(maria?.lastName).toBe('Santos');
  });

  it('reports every problem as file:line: column: what, and writes nothing', async () => {
    const files = validWith({
      'employees.csv': [
        VALID['employees.csv']?.split('\n')[0],
        '012345,Maria,Santos,DOB,Brooklyn,Jackie Gleason,Bus Operator,FT,1,2009-03-16,XX,,,,',
        '000777,Ken,Ito,DOB,Brooklyn,Jackie Gleason,Bus Operator,FT,1,2011-02-30,JG,,,,',
        '012345,Maria,Santos,DOB,Brooklyn,Jackie Gleason,Bus Operator,FT,3,1850-01-01,JG,,,,',
        '000888,Lee,Park,DOB,Brooklyn,Jackie Gleason,Bus Operator,FT,2,2012-01-01,JG,,,,',
        '000999,Sam,Roe,DOB,Brooklyn,Jackie Gleason,Bus Operator,FT,2,2012-01-01,JG,not-mail,PICK_CLERK,,',
      ].join('\n'),
      'leave-balances.csv': [
        'pass_id,bank,year,carried_minutes,granted_minutes,monthly_accrual_minutes',
        '012345,VAC,2026,-60,4800,0',
        '099999,VAC,2026,0,0,0',
      ].join('\n'),
      'absences.csv': 'pass_id,date,kind,minutes,colour\n012345,2026-07-06,VACATION,480,red',
      'timecards.csv': undefined,
      'population-members.csv': undefined,
      'pick-turns.csv': undefined,
      'packages.csv': (VALID['packages.csv'] as string).replace(
        'JG-104,JG-104,JG-104,JG-104,JG-104,',
        'JG-104,JG-104,JG-104,JG-104,JG-999,',
      ),
    });
    const before = await tableCounts(database.db);
    const result = await importFiles(files);
    expect(result.written).toBe(false);
    expect(result.problems).toEqual([
      'employees.csv:3: seniority_date: must be a real calendar date, YYYY-MM-DD, that is a day from 1900-01-01 to 2200-12-31: 2011-02-30',
      'employees.csv:3: department seniority_number: DOB 1 is already on line 2: must be unique',
      'employees.csv:4: seniority_date: must be a day from 1900-01-01 to 2200-12-31: 1850-01-01',
      'employees.csv:4: pass_id: 012345 is already on line 2',
      'employees.csv:6: email: must be an e-mail address: not-mail',
      'employees.csv:6: department seniority_number: DOB 2 is already on line 5: must be unique',
      'leave-balances.csv:2: carried_minutes: must be at least 0: -60',
      'absences.csv:1: colour: is not a column of absences.csv',
      'employees.csv:2: depot: no XX in depots.csv',
      'packages.csv:2: pick fri: no DOB-2027-01-03 JG-999 in runs.csv',
      'leave-balances.csv:3: pass_id: no 099999 in employees.csv',
    ]);
    expect(await tableCounts(database.db)).toEqual(before);
  });

  it('reports a duplicate pass id at its later line', async () => {
    const lines = (VALID['employees.csv'] as string).split('\n');
    const files = validWith({ 'employees.csv': [...lines, lines[1]?.replace(',1,2009', ',9,2009')].join('\n') });
    const result = await importFiles(files);
    expect(result.problems).toEqual(['employees.csv:5: pass_id: 012345 is already on line 2']);
    expect((await tableCounts(database.db)).employees).toBe(0);
  });

  it('--check reports the summary and writes nothing', async () => {
    const before = await tableCounts(database.db);
    const result = await importFiles(VALID, true);
    expect(result.problems).toEqual([]);
    expect(result.written).toBe(false);
    expect(result.summary.find((s) => s.file === 'employees.csv')?.added).toBe(3);
    expect(await tableCounts(database.db)).toEqual(before);
  });

  it('re-imports by natural key: what is added, changed and removed; a file left out leaves its kind untouched', async () => {
    await importFiles(VALID);
    const result = await importFiles(
      validWith({
        'employees.csv': (VALID['employees.csv'] as string).replace('Maria,Santos', 'Maria,Santos-Ruiz'),
        'entitlements.csv': 'department,min_years,weeks,days\nDOB,0,2,0\nDOB,10,4,0',
        'absences.csv': undefined,
        'leave-balances.csv': undefined,
      }),
    );
    expect(result.problems).toEqual([]);
    const by = Object.fromEntries(result.summary.map((s) => [s.file, [s.added, s.changed, s.removed]]));
    expect(by).toEqual({
      'depots.csv': [0, 0, 0],
      'employees.csv': [0, 1, 0],
      'pick-periods.csv': [0, 0, 0],
      'pick-rounds.csv': [0, 0, 0],
      'runs.csv': [0, 0, 0],
      'pieces.csv': [0, 0, 0],
      'populations.csv': [0, 0, 0],
      'population-members.csv': [0, 0, 0],
      'pick-turns.csv': [0, 0, 0],
      'packages.csv': [0, 0, 0],
      'package-overrides.csv': [0, 0, 0],
      'vacation-pools.csv': [0, 0, 0],
      'vacation-weeks.csv': [0, 0, 0],
      'holidays.csv': [0, 0, 0],
      'holiday-requirements.csv': [0, 0, 0],
      'entitlements.csv': [1, 0, 1],
      'timecards.csv': [0, 0, 0],
    });
    const [maria] = await database.db.select().from(employees).where(eq(employees.passId, '012345'));
    expect(maria?.lastName).toBe('Santos-Ruiz');
    expect(await tableCounts(database.db)).toMatchObject({ absences: 2, leave_banks: 2, vacation_entitlements: 2 });
  });

  it('a leaver can no longer sign in and their sessions end; their records stay', async () => {
    await importFiles(VALID);
    await database.db
      .update(employees)
      .set({ passwordHash: 'x', totpSecret: 'y' })
      .where(eq(employees.passId, '012345'));
    await database.db.insert(sessions).values({
      ticketHash: 'h',
      passId: '012345',
      transactionId: 't',
      expiresAt: new Date(NOW.getTime() + 3_600_000),
    });
    const left = (VALID['employees.csv'] as string).replace('maria@example.org,,,', 'maria@example.org,,,2026-11-30');
    const result = await importFiles(validWith({ 'employees.csv': left }));
    expect(result.problems).toEqual([]);
    const [maria] = await database.db.select().from(employees).where(eq(employees.passId, '012345'));
    expect(maria).toMatchObject({ leftOn: '2026-11-30', passwordHash: null, totpSecret: null });
    const [session] = await database.db.select().from(sessions).where(eq(sessions.passId, '012345'));
    expect(session?.endedAt).toEqual(NOW);
    expect(await importFiles(validWith({ 'employees.csv': left }))).toMatchObject({ problems: [] });
    expect((await tableCounts(database.db)).absences).toBe(2);
  });
});

describe('agency re-import refusals', () => {
  beforeEach(async () => {
    await importFiles(VALID);
  });

  const movedWork = validWith({
    'pick-rounds.csv': (VALID['pick-rounds.csv'] as string).replace(
      'WORK,1,2027-01-03T11:00:00.000Z',
      'WORK,1,2027-01-04T11:00:00.000Z',
    ),
  });

  async function refusedWithNothingWritten(files: Record<string, string>, now = NOW) {
    const before = await tableCounts(database.db);
    const rounds = await database.db.select().from(pickRounds).orderBy(pickRounds.id);
    const result = await importFiles(files, false, now);
    expect(result.written).toBe(false);
    expect(await tableCounts(database.db)).toEqual(before);
    expect(await database.db.select().from(pickRounds).orderBy(pickRounds.id)).toEqual(rounds);
    return result.problems;
  }

  it('a round not yet open may be changed', async () => {
    const result = await importFiles(movedWork);
    expect(result.problems).toEqual([]);
    expect(result.summary.find((s) => s.file === 'pick-rounds.csv')?.changed).toBe(1);
  });

  it('refuses to change a round that has opened', async () => {
    expect(await refusedWithNothingWritten(movedWork, new Date('2027-01-03T12:00:00Z'))).toEqual([
      'pick-rounds.csv:2: kind: the WORK round of DOB-2027-01-03 cannot be changed: it has opened',
    ]);
  });

  /** What the pick office's calendar writes when it saves a group's turn schedule (calendar.service.ts). */
  async function officeScheduled(roundId: number) {
    await database.db.transaction((tx) =>
      appendPickEvents(tx, [
        {
          at: NOW,
          roundId,
          passId: '000777',
          kind: 'SCHEDULE_SET',
          payload: { groupId: 1, settings: {}, turns: [{ passId: '012345', turnAt: '2027-01-11T14:00:00.000Z' }] },
        },
      ]),
    );
  }

  it("turns that were only imported leave a round to the import; the office saving a schedule makes it the office's", async () => {
    const [, vacation] = await database.db.select().from(pickRounds).orderBy(pickRounds.seq);
    const movedVacation = (files: Record<string, string>) =>
      validWith({
        ...files,
        'pick-rounds.csv': (VALID['pick-rounds.csv'] as string).replace(
          'VACATION,2,2027-01-10T11:00:00.000Z',
          'VACATION,2,2027-01-10T12:00:00.000Z',
        ),
      });
    const movedTurn = {
      'pick-turns.csv': (VALID['pick-turns.csv'] as string).replace('14:05', '14:10'),
    };
    // VALID's two VACATION turns are stored: the round and its turns may still be changed.
    const check = await importFiles(movedVacation(movedTurn), true);
    expect(check.problems).toEqual([]);
    await officeScheduled(vacation?.id as number);
    expect(await refusedWithNothingWritten(movedVacation(movedTurn))).toEqual([
      'pick-rounds.csv:3: kind: the VACATION round of DOB-2027-01-03 cannot be changed: the pick office has scheduled it (1 turn schedules saved)',
      'pick-turns.csv:3: turn_at: a turn of the VACATION round of DOB-2027-01-03 cannot be changed: the pick office has scheduled it (1 turn schedules saved)',
    ]);
    // The same rows again differ in nothing: nothing to refuse.
    expect((await importFiles(VALID, true)).problems).toEqual([]);
  });

  it('refuses to remove a round whose turns were processed', async () => {
    const [, vacation] = await database.db.select().from(pickRounds).orderBy(pickRounds.seq);
    await database.db.insert(awardRuns).values({
      pickRoundId: vacation?.id as number,
      kind: 'TURN',
      engineVersion: 'test',
      snapshotDigest: 'x',
      awardsDigest: 'y',
      ranAt: NOW,
    });
    const files = validWith({
      'pick-rounds.csv': (VALID['pick-rounds.csv'] as string).split('\n').slice(0, 2).join('\n'),
      'pick-turns.csv': undefined,
    });
    expect(await refusedWithNothingWritten(files)).toEqual([
      'pick-rounds.csv: pick DOB-2027-01-03, kind VACATION: kind: the VACATION round of DOB-2027-01-03 cannot be removed: its turns have been processed (1 award runs)',
    ]);
  });

  it('removes a round together with its turns removed in the same import: a summary, no foreign-key error', async () => {
    const files = validWith({
      'pick-rounds.csv': (VALID['pick-rounds.csv'] as string).split('\n').slice(0, 2).join('\n'),
      'pick-turns.csv': 'pick,round,pass_id,turn_at',
    });
    const result = await importFiles(files);
    expect(result.problems).toEqual([]);
    const by = Object.fromEntries(result.summary.map((s) => [s.file, [s.added, s.changed, s.removed]]));
    expect(by).toMatchObject({ 'pick-rounds.csv': [0, 0, 1], 'pick-turns.csv': [0, 0, 2] });
    expect(await tableCounts(database.db)).toMatchObject({ pick_rounds: 1, pick_turns: 0 });
  });

  it('refuses to remove a round whose turns stay (pick-turns.csv left out), and writes nothing', async () => {
    const files = validWith({
      'pick-rounds.csv': (VALID['pick-rounds.csv'] as string).split('\n').slice(0, 2).join('\n'),
      'pick-turns.csv': undefined,
    });
    expect(await refusedWithNothingWritten(files)).toEqual([
      'pick-rounds.csv: pick DOB-2027-01-03, kind VACATION: kind: the VACATION round of DOB-2027-01-03 cannot be removed: 2 of its pick turns stay (remove them in pick-turns.csv)',
    ]);
  });

  it('refuses to change or remove a package the pick awarded, and a run a package holds', async () => {
    const [work] = await database.db.select().from(pickRounds).orderBy(pickRounds.seq);
    const [run] = await database.db
      .insert(awardRuns)
      .values({
        pickRoundId: work?.id as number,
        kind: 'TURN',
        engineVersion: 'test',
        snapshotDigest: 'x',
        awardsDigest: 'y',
        ranAt: NOW,
      })
      .returning();
    await database.db.execute(
      sql`insert into awards (award_run_id, pick_round_id, pass_id, outcome, item_id, seat, choice_rank, explanation, awarded_at)
        select ${run?.id}, ${work?.id}, '012345', 'AWARDED', id, 1, 1, '{}'::json, ${NOW.toISOString()} from packages where code = 'JG-P104'`,
    );
    const lines = (VALID['packages.csv'] as string).split('\n');
    const changed = validWith({
      'packages.csv': [lines[0], lines[1]?.replace(',2475,', ',2400,'), lines[2]].join('\n'),
    });
    expect(await refusedWithNothingWritten(changed)).toEqual([
      'packages.csv:2: code: the pick awarded this package (1 awards): it cannot be changed',
    ]);
    const runs = (VALID['runs.csv'] as string).split('\n');
    const runGone = validWith({
      'runs.csv': [runs[0], runs[2]].join('\n'),
      'packages.csv': undefined,
      'pieces.csv': undefined,
    });
    expect(await refusedWithNothingWritten(runGone)).toEqual([
      'runs.csv: pick DOB-2027-01-03, code JG-104: code: a package or relief bid of the pick holds this run: it cannot be removed',
    ]);
  });

  it('refuses to remove an employee (a leaver stays, marked), and names the row', async () => {
    const lines = (VALID['employees.csv'] as string).split('\n');
    const files = validWith({
      'employees.csv': lines.filter((l) => !l.startsWith('300001')).join('\n'),
      'leave-balances.csv': undefined,
      'absences.csv': undefined,
    });
    expect(await refusedWithNothingWritten(files)).toEqual([
      'employees.csv: pass_id 300001: pass_id: an employee is never removed (their history stays): keep the row and set left_on',
    ]);
  });
});
