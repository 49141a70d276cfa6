import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows';
import { holidayRequirements, pickRounds, vacationWeeks } from '../../src/db/schema';
import { importAgency } from '../../src/modules/agency-data';
import { createTestDatabase, type TestDatabase } from '../helper';
import { awardItem, folderOf, rankItem, tableCounts, VALID, validWith } from './files';

/** Before every round of VALID opens. */
const NOW = new Date('2026-12-01T12:00:00Z');

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase({ seed: false });
});
afterEach(() => database.close());

const importFiles = (files: Record<string, string>) =>
  importAgency(database.db, { dir: folderOf(files), check: false, now: NOW });

const lines = (file: string) => (VALID[file] as string).split('\n');

/** Everything a file of these kinds writes, as the database holds it: what "nothing written" is checked by. */
async function stored() {
  return {
    counts: await tableCounts(database.db),
    weeks: await database.db.select().from(vacationWeeks).orderBy(vacationWeeks.id),
    requirements: await database.db.select().from(holidayRequirements).orderBy(holidayRequirements.id),
    rest: rowsOf(
      await database.db.execute(
        sql`select (select json_agg(v order by id) from vacation_pools v) as pools, (select json_agg(h order by id) from holidays h) as holidays`,
      ),
    ),
  };
}

async function refusedWithNothingWritten(files: Record<string, string>) {
  const before = await stored();
  const result = await importFiles(files);
  expect(result.written).toBe(false);
  expect(await stored()).toEqual(before);
  return result.problems;
}

/** The round of `kind` of VALID's pick (made when VALID has none), an award of `itemId` in it, or a saved list ranking it. */
async function roundOf(kind: string) {
  const [found] = await database.db.select().from(pickRounds).where(sql`kind = ${kind}`);
  if (found) return found;
  const [any] = await database.db.select().from(pickRounds);
  const [made] = await database.db
    .insert(pickRounds)
    .values({
      pickPeriodId: any?.pickPeriodId as number,
      kind,
      seq: 3,
      opensAt: new Date('2027-01-17T11:00:00Z'),
      closesAt: new Date('2027-01-20T04:59:00Z'),
    })
    .returning();
  return made as NonNullable<typeof made>;
}

const award = async (kind: string, itemId: number) => awardItem(database.db, (await roundOf(kind)).id, itemId, NOW);
const saveList = async (kind: string, itemId: number) => rankItem(database.db, (await roundOf(kind)).id, itemId, NOW);

const weekId = async (weekStart: string) =>
  (await database.db.select().from(vacationWeeks).where(sql`week_start = ${weekStart}`))[0]?.id as number;
const requirementId = async () => (await database.db.select().from(holidayRequirements))[0]?.id as number;

describe('population members, vacation pools and weeks, holidays and their requirements', () => {
  it('reports a week that is not a Sunday, a quota below zero, a requirement of no PICK holiday or pick group', async () => {
    const result = await importFiles(
      validWith({
        'vacation-weeks.csv': [
          lines('vacation-weeks.csv')[0],
          'DOB-2027-01-03,JG,FT,2027-02-22,2,no',
          'DOB-2027-01-03,JG,FT,2027-02-28,-1,maybe',
          'DOB-2027-01-03,JG,PT,2027-03-07,1,no',
        ].join('\n'),
        'holiday-requirements.csv': [
          lines('holiday-requirements.csv')[0],
          'DOB-2027-01-03,2027-04-22,JG,1',
          'DOB-2027-01-03,2027-05-31,XX,1',
        ].join('\n'),
      }),
    );
    expect(result.written).toBe(false);
    expect(result.problems).toEqual([
      'vacation-weeks.csv:2: week_start: is not a Sunday: 2027-02-22',
      'vacation-weeks.csv:3: quota: must be at least 0: -1',
      'vacation-weeks.csv:3: restricted: must be yes or no: maybe',
      'vacation-weeks.csv:4: pick depot population: no DOB-2027-01-03 JG PT in vacation-pools.csv',
      'holiday-requirements.csv:2: pick date: no DOB-2027-01-03 2027-04-22 PICK in holidays.csv',
      'holiday-requirements.csv:3: pick depot: no DOB-2027-01-03 XX in populations.csv',
    ]);
    expect((await tableCounts(database.db)).vacation_weeks).toBe(0);
  });

  describe('re-imported', () => {
    beforeEach(async () => {
      expect((await importFiles(VALID)).problems).toEqual([]);
    });

    it('changes a quota and a requirement in place (lists name them by id), removes a pool with its weeks', async () => {
      const before = await weekId('2027-02-21');
      const requirement = await requirementId();
      const result = await importFiles(
        validWith({
          'vacation-weeks.csv': lines('vacation-weeks.csv')
            .slice(0, 2)
            .map((l) => l.replace(',2,no', ',5,no'))
            .join('\n'),
          'holiday-requirements.csv': lines('holiday-requirements.csv')
            .map((l) => l.replace(',JG,1', ',JG,3'))
            .join('\n'),
          'holidays.csv': lines('holidays.csv')
            .map((l) => l.replace('Holy Thursday', 'Holy Thursday (ASPA)'))
            .join('\n'),
        }),
      );
      expect(result.problems).toEqual([]);
      const by = Object.fromEntries(result.summary.map((s) => [s.file, [s.added, s.changed, s.removed]]));
      expect(by).toMatchObject({
        'vacation-weeks.csv': [0, 1, 1],
        'holidays.csv': [0, 1, 0],
        'holiday-requirements.csv': [0, 1, 0],
      });
      expect(await database.db.select().from(vacationWeeks)).toEqual([
        { id: before, poolId: expect.any(Number), weekStart: '2027-02-21', quota: 5, restricted: false },
      ]);
      expect((await database.db.select().from(holidayRequirements))[0]).toMatchObject({ id: requirement, mustWork: 3 });
      const gone = await importFiles(
        validWith({ 'vacation-pools.csv': lines('vacation-pools.csv')[0], 'vacation-weeks.csv': undefined }),
      );
      expect(gone.problems).toEqual([]);
      expect(await tableCounts(database.db)).toMatchObject({ vacation_pools: 0, vacation_weeks: 0 });
    });

    it('refuses to change or remove a week the pick awarded, or remove one a saved list ranks; nothing written', async () => {
      await award('VACATION', await weekId('2027-02-21'));
      await saveList('VACATION', await weekId('2027-02-28'));
      const changed = validWith({
        'vacation-weeks.csv': lines('vacation-weeks.csv')
          .map((l) => l.replace(',2,no', ',3,no'))
          .join('\n'),
      });
      expect(await refusedWithNothingWritten(changed)).toEqual([
        'vacation-weeks.csv:2: week_start: the week of 2027-02-21: the pick awarded it (1 awards): it cannot be changed',
      ]);
      const removed = validWith({ 'vacation-weeks.csv': lines('vacation-weeks.csv')[0] });
      expect(await refusedWithNothingWritten(removed)).toEqual([
        'vacation-weeks.csv: pick DOB-2027-01-03, depot JG, population FT, week_start 2027-02-21: week_start: the week of 2027-02-21: the pick awarded it (1 awards): it cannot be removed',
        'vacation-weeks.csv: pick DOB-2027-01-03, depot JG, population FT, week_start 2027-02-28: week_start: the week of 2027-02-28: saved lists rank it (1): it cannot be removed',
      ]);
      const poolGone = validWith({
        'vacation-pools.csv': lines('vacation-pools.csv')[0],
        'vacation-weeks.csv': undefined,
      });
      expect(await refusedWithNothingWritten(poolGone)).toEqual([
        'vacation-pools.csv: pick DOB-2027-01-03, depot JG, population FT: population: a week of the pool: the pick awarded it (1 awards): it cannot be removed',
      ]);
    });

    it('refuses to remove a member the pick has given a turn (000777, as the office would); nothing written', async () => {
      const [work] = await database.db.select().from(pickRounds).where(sql`kind = 'WORK'`);
      await database.db.execute(
        sql`insert into pick_turns (pick_period_id, pick_round_id, pass_id, turn_at) values (${work?.pickPeriodId}, ${work?.id}, '000777', ${'2027-01-03T12:00:00Z'})`,
      );
      const gone = validWith({ 'population-members.csv': lines('population-members.csv').slice(0, 2).join('\n') });
      expect(await refusedWithNothingWritten(gone)).toEqual([
        'population-members.csv: pick DOB-2027-01-03, depot JG, population FT, pass_id 000777: pass_id: the pick has given this member a turn or an award: they cannot be removed',
      ]);
    });

    it('turn times: a turn naming no round is reported; once the round has opened a re-import that differs is refused', async () => {
      const turns = lines('pick-turns.csv');
      const noRound = await importFiles(
        validWith({
          'pick-turns.csv': [...turns, 'DOB-2027-01-03,HOLIDAY,300001,2027-01-18T14:00:00.000Z'].join('\n'),
        }),
      );
      expect(noRound.problems).toEqual(['pick-turns.csv:4: pick round: no DOB-2027-01-03 HOLIDAY in pick-rounds.csv']);
      const moved = validWith({ 'pick-turns.csv': turns.map((l) => l.replace('14:05', '14:10')).join('\n') });
      const before = await stored();
      const opened = await importAgency(database.db, {
        dir: folderOf(moved),
        check: false,
        now: new Date('2027-01-10T12:00:00Z'),
      });
      expect(opened.problems).toEqual([
        'pick-turns.csv:3: turn_at: a turn of the VACATION round of DOB-2027-01-03 cannot be changed: it has opened',
      ]);
      expect(await stored()).toEqual(before);
      expect((await importFiles(moved)).problems).toEqual([]);
    });

    it('refuses to change a requirement the pick awarded, or remove its holiday; nothing written', async () => {
      await award('HOLIDAY', await requirementId());
      // The holiday round made above is not in VALID's pick-rounds.csv: left out, it stays.
      const changed = validWith({
        'pick-rounds.csv': undefined,
        'holiday-requirements.csv': lines('holiday-requirements.csv')
          .map((l) => l.replace(',JG,1', ',JG,2'))
          .join('\n'),
      });
      expect(await refusedWithNothingWritten(changed)).toEqual([
        'holiday-requirements.csv:2: date: the holiday of 2027-05-31 at JG: the pick awarded it (1 awards): it cannot be changed',
      ]);
      const holidayGone = validWith({
        'pick-rounds.csv': undefined,
        'holidays.csv': lines('holidays.csv').slice(0, 2).join('\n'),
        'holiday-requirements.csv': undefined,
      });
      expect(await refusedWithNothingWritten(holidayGone)).toEqual([
        'holidays.csv: pick DOB-2027-01-03, kind PICK, date 2027-05-31: date: a requirement of the holiday: the pick awarded it (1 awards): it cannot be removed',
      ]);
    });
  });
});
