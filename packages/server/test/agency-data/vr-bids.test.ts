import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows';
import { pickRounds, vrBids } from '../../src/db/schema';
import { exportAgency, importAgency } from '../../src/modules/agency-data';
import { createTestDatabase, type TestDatabase } from '../helper';
import { awardItem, folderOf, rankItem, tableCounts, VALID, validWith } from './files';

/** Before every round of the files opens. */
const NOW = new Date('2026-12-01T12:00:00Z');

const VR_ROUND = 'DOB-2027-01-03,VR,3,2027-01-17T11:00:00.000Z,2027-01-24T04:59:00.000Z';
const BIDS_HEADER = 'pick,depot,pass_id,first_week,run,weeks';
const BID = 'DOB-2027-01-03,JG,012345,2027-03-07,JG-104,2';

/** VALID with a VR round and relief bids (`bids`, each a line after the header). */
const withBids = (...bids: string[]) =>
  validWith({
    'pick-rounds.csv': `${VALID['pick-rounds.csv']}\n${VR_ROUND}`,
    'vr-bids.csv': [BIDS_HEADER, ...bids].join('\n'),
  });

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase({ seed: false });
});
afterEach(() => database.close());

const importFiles = (files: Record<string, string>) =>
  importAgency(database.db, { dir: folderOf(files), check: false, now: NOW });

const storedBids = async () =>
  rowsOf(
    await database.db.execute(sql`select b.id, r.kind as round, g.depot_code as depot, b.covered_pass_id, j.code as run,
        b.first_week::text as first_week, b.weeks
      from vr_bids b join pick_rounds r on r.id = b.pick_round_id join pick_groups g on g.id = b.pick_group_id
      join jobs j on j.id = b.job_id order by b.id`),
  );

async function refusedWithNothingWritten(files: Record<string, string>) {
  const before = { counts: await tableCounts(database.db), bids: await storedBids() };
  const result = await importFiles(files);
  expect(result.written).toBe(false);
  expect({ counts: await tableCounts(database.db), bids: await storedBids() }).toEqual(before);
  return result.problems;
}

describe('vr-bids.csv: the VR round relief bids', () => {
  it('stores each bid in the VR round of its pick and exports it back as it was', async () => {
    const second = 'DOB-2027-01-03,JG,000777,2027-03-14,JG-105,1';
    const result = await importFiles(withBids(BID, second));
    expect(result.problems).toEqual([]);
    expect(result.summary.find((s) => s.file === 'vr-bids.csv')).toMatchObject({ rows: 2, added: 2 });
    expect(await storedBids()).toEqual([
      expect.objectContaining({
        round: 'VR',
        depot: 'JG',
        covered_pass_id: '012345',
        run: 'JG-104',
        first_week: '2027-03-07',
        weeks: 2,
      }),
      expect.objectContaining({
        round: 'VR',
        depot: 'JG',
        covered_pass_id: '000777',
        run: 'JG-105',
        first_week: '2027-03-14',
        weeks: 1,
      }),
    ]);
    const out = mkdtempSync(join(tmpdir(), 'crewline-vr-'));
    await exportAgency(database.db, out);
    expect(readFileSync(join(out, 'vr-bids.csv'), 'utf8').trim().split(/\r?\n/)).toEqual([BIDS_HEADER, second, BID]);
  });

  it('reports a pick with no VR round, a group, employee or run that is not there, a week not a Sunday; nothing written', async () => {
    await importFiles(VALID);
    const noVrRound = validWith({ 'vr-bids.csv': [BIDS_HEADER, BID].join('\n') });
    expect(await refusedWithNothingWritten(noVrRound)).toEqual([
      'vr-bids.csv:2: pick: no DOB-2027-01-03 VR in pick-rounds.csv',
    ]);
    const bad = withBids(
      'DOB-2027-01-03,FB,012345,2027-03-07,JG-104,2',
      'DOB-2027-01-03,JG,999999,2027-03-07,JG-104,2',
      'DOB-2027-01-03,JG,012345,2027-03-08,JG-104,2',
      'DOB-2027-01-03,JG,000777,2027-03-07,JG-999,0',
      'DOB-2027-01-03,JG,000777,2027-03-14,JG-999,1',
    );
    expect(await refusedWithNothingWritten(bad)).toEqual([
      'vr-bids.csv:4: first_week: is not a Sunday: 2027-03-08',
      'vr-bids.csv:5: weeks: must be at least 1: 0',
      'vr-bids.csv:2: pick depot: no DOB-2027-01-03 FB in populations.csv',
      'vr-bids.csv:3: pass_id: no 999999 in employees.csv',
      'vr-bids.csv:6: pick run: no DOB-2027-01-03 JG-999 in runs.csv',
    ]);
  });

  it('a re-import changes a bid in place (its id kept) and removes one', async () => {
    const second = 'DOB-2027-01-03,JG,000777,2027-03-14,JG-105,1';
    await importFiles(withBids(BID, second));
    const [first] = await database.db.select().from(vrBids).orderBy(vrBids.id);
    const result = await importFiles(withBids(BID.replace(/,2$/, ',3')));
    expect(result.problems).toEqual([]);
    expect(result.summary.find((s) => s.file === 'vr-bids.csv')).toMatchObject({ added: 0, changed: 1, removed: 1 });
    expect(await database.db.select().from(vrBids)).toEqual([{ ...first, weeks: 3 }]);
  });

  it('refuses to change or remove a bid the pick awarded, or remove one a saved list ranks; nothing written', async () => {
    const second = 'DOB-2027-01-03,JG,000777,2027-03-14,JG-105,1';
    await importFiles(withBids(BID, second));
    const [round] = await database.db.select().from(pickRounds).where(sql`kind = 'VR'`);
    const [awarded, ranked] = await database.db.select().from(vrBids).orderBy(vrBids.id);
    await awardItem(database.db, round?.id as number, awarded?.id as number, NOW);
    await rankItem(database.db, round?.id as number, ranked?.id as number, NOW);
    expect(await refusedWithNothingWritten(withBids(BID.replace(/,2$/, ',3')))).toEqual([
      "vr-bids.csv:2: first_week: the relief bid of 012345's vacation from 2027-03-07: the pick awarded it (1 awards): it cannot be changed",
      "vr-bids.csv: pick DOB-2027-01-03, depot JG, pass_id 000777, first_week 2027-03-14: first_week: the relief bid of 000777's vacation from 2027-03-14: saved lists rank it (1): it cannot be removed",
    ]);
    // A ranked bid may still change: the list names it by its id, which a change keeps.
    expect((await importFiles(withBids(BID, second.replace(/,1$/, ',2')))).problems).toEqual([]);
  });
});
