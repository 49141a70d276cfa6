import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { absences, awards, jobs, packages, preferenceItems, preferenceSets } from '../../src/db/schema';
import type { Database } from '../../src/db/types';
import { verifyLedgerChain } from '../../src/modules/pick/ledger/ledger.service';
import { processDueTurns } from '../../src/modules/pick/turns/turn-processor';
import { saveList } from '../../src/modules/pick-preferences/ranked-list.service';
import { createPickRound, type PickRoundFixture } from '../factories/pick-round';
import { createJob } from '../factories/picked-jobs';
import { createPgDatabase, createTestDatabase, type ScratchPgDatabase, type TestDatabase, testDbKind } from '../helper';
import { hoursAfterOpening as at, ensureDobVacationRules, saveListAt } from '../support/round-clock';

/**
 * Turns processed from the database: the factory's four members have turns 96 h … 99 h after the
 * round opens (most senior first); it closes 100 h after it opens.
 */
describe('processing due turns', () => {
  let database: TestDatabase;
  let round: PickRoundFixture;
  const member = (i: number) => round.members[i]?.passId as string;
  const pkg = (i: number) => round.itemsA[i] as number;

  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
    round = await createPickRound(database.db, {
      kind: 'WORK',
      memberCount: 4,
      itemsPerPopulation: 5,
    });
    // Package 0 holds a run: awarding it makes that run the employee's picked job.
    const job = await createJob(database.db, { pickPeriodId: round.pickPeriodId, code: 'FT-0001' });
    await database.db
      .update(packages)
      .set({ jobId: job.id })
      .where(eq(packages.id, pkg(0)));
    const save = (i: number, items: number[]) => saveListAt(database.db, round.roundId, member(i), items, at(1));
    await save(0, [pkg(0), pkg(1)]);
    await save(1, [pkg(0), pkg(2)]);
    await save(3, [pkg(1), pkg(3)]);
    // A version written after member 3's turn (as a bug or a forged write could): never in force.
    const [late] = await database.db
      .insert(preferenceSets)
      .values({ pickRoundId: round.roundId, passId: member(3), version: 2, savedAt: at(99.5), itemCount: 1 })
      .returning({ id: preferenceSets.id });
    await database.db.insert(preferenceItems).values({ setId: late?.id as number, rank: 1, itemId: pkg(4) });
  });
  afterAll(() => database.close());

  const awardsOf = async (passId: string) =>
    database.db
      .select({
        outcome: awards.outcome,
        itemId: awards.itemId,
        seat: awards.seat,
        choiceRank: awards.choiceRank,
        explanation: awards.explanation,
      })
      .from(awards)
      .where(and(eq(awards.pickRoundId, round.roundId), eq(awards.passId, passId)));

  it('awards the turns due, in seniority order, each with why its higher choices were not given', async () => {
    const done = await processDueTurns(database.db, at(97.5));
    expect(done).toEqual([{ roundId: round.roundId, processed: [member(0), member(1)] }]);
    expect(await awardsOf(member(0))).toEqual([
      {
        outcome: 'AWARDED',
        itemId: pkg(0),
        seat: 1,
        choiceRank: 1,
        explanation: { rank: 1, remaining: 0, refused: [] },
      },
    ]);
    expect(await awardsOf(member(1))).toEqual([
      {
        outcome: 'AWARDED',
        itemId: pkg(2),
        seat: 1,
        choiceRank: 2,
        explanation: {
          rank: 2,
          remaining: 0,
          // Packed: choice, item, reason, and the holder's place in the round (member 0, first).
          refused: [[1, pkg(0), 'TAKEN', 1]],
        },
      },
    ]);
    expect(await awardsOf(member(2))).toEqual([]);
    const [job] = await database.db.select({ pickedBy: jobs.pickedBy }).from(jobs).where(eq(jobs.code, 'FT-0001'));
    expect(job?.pickedBy).toBe(member(0));
  });

  it('does nothing more when run again before the next turn', async () => {
    expect(await processDueTurns(database.db, at(97.9))).toEqual([]);
    expect(await awardsOf(member(0))).toHaveLength(1);
  });

  it('skips a turn without a list, and a late run awards from the list in force at the turn', async () => {
    await processDueTurns(database.db, at(99.9));
    expect(await awardsOf(member(2))).toEqual([
      expect.objectContaining({ outcome: 'SKIPPED', itemId: null, seat: null, choiceRank: null }),
    ]);
    expect(await awardsOf(member(3))).toEqual([
      expect.objectContaining({ outcome: 'AWARDED', itemId: pkg(1), choiceRank: 1 }),
    ]);
    expect((await verifyLedgerChain(database.db)).ok).toBe(true);
  });

  it('refuses a second skip of the same turn in the database itself', async () => {
    const [row] = await database.db
      .select()
      .from(awards)
      .where(and(eq(awards.pickRoundId, round.roundId), eq(awards.passId, member(2))));
    if (!row) throw new Error('no skip to copy');
    const { id: _id, ...copy } = row;
    const refused = await database.db
      .insert(awards)
      .values(copy)
      .then(
        () => undefined,
        (err: { cause?: { constraint?: string } }) => err.cause?.constraint,
      );
    expect(refused).toBe('awards_run_pass_skipped');
  });
});

describe('processing the turns of a vacation round', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
  });
  afterAll(() => database.close());

  it('gives ranked weeks up to the entitlement and writes them as vacation days', async () => {
    const round = await createPickRound(database.db, {
      kind: 'VACATION',
      memberCount: 2,
      itemsPerPopulation: 4,
    });
    await ensureDobVacationRules(database.db);
    const [w0, w1] = round.itemsA as [number, number];
    const [first, second] = round.members.map((m) => m.passId) as [string, string];
    const save = (passId: string, items: number[]) =>
      saveList(database.db, { roundId: round.roundId, passId, requestId: randomUUID(), now: at(1) }, items);
    await save(first, [w0, w1]);
    await save(second, [w0]);
    await processDueTurns(database.db, at(99.9));

    const given = await database.db
      .select({ passId: awards.passId, outcome: awards.outcome, itemId: awards.itemId, choice: awards.choiceRank })
      .from(awards)
      .where(eq(awards.pickRoundId, round.roundId))
      .orderBy(awards.id);
    expect(given).toEqual([
      { passId: first, outcome: 'AWARDED', itemId: w0, choice: 1 },
      { passId: first, outcome: 'AWARDED', itemId: w1, choice: 2 },
      { passId: second, outcome: 'AWARDED', itemId: w0, choice: 1 },
      // Owed a second week, their list ran out: skipped, to pick or be forced at the close.
      { passId: second, outcome: 'SKIPPED', itemId: null, choice: null },
    ]);
    const days = await database.db
      .select({ date: absences.date, kind: absences.kind, payCode: absences.payCode, minutes: absences.minutes })
      .from(absences)
      .where(eq(absences.passId, first))
      .orderBy(absences.date);
    // The weeks of 03-Jan-27 and 10-Jan-27, Monday to Friday (no job in force yet).
    expect(days.map((d) => d.date)).toEqual([
      '2027-01-04',
      '2027-01-05',
      '2027-01-06',
      '2027-01-07',
      '2027-01-08',
      '2027-01-11',
      '2027-01-12',
      '2027-01-13',
      '2027-01-14',
      '2027-01-15',
    ]);
    expect(days.every((d) => d.kind === 'VACATION' && d.payCode === 'VAC' && d.minutes === 480)).toBe(true);
  });
});

describe.skipIf(testDbKind() !== 'postgres')('two server processes processing turns on one PostgreSQL', () => {
  let scratch: ScratchPgDatabase;
  let database: Database;
  let second: Database;
  beforeAll(async () => {
    scratch = await createPgDatabase();
    database = await openDatabase({ url: scratch.url, poolMax: 5 });
    second = await openDatabase({ url: scratch.url, poolMax: 5 });
  });
  afterAll(async () => {
    await second.close();
    await database.close();
    await scratch.drop();
  });

  it('award each due turn once: never twice, whoever gets there first', async () => {
    const fixture = await createPickRound(database.db, {
      kind: 'WORK',
      memberCount: 30,
      itemsPerPopulation: 30,
    });
    for (const [i, m] of fixture.members.entries()) {
      const list = [fixture.itemsA[0], fixture.itemsA[i], fixture.itemsA[(i + 1) % 30]] as number[];
      await saveListAt(database.db, fixture.roundId, m.passId, [...new Set(list)], at(1));
    }
    // Each process runs its scheduler as the hours pass, both at once: whoever holds a round's
    // lock processes it, the other leaves it; the last run of all finds every turn due.
    const scheduler = async (db: Database['db']) => {
      for (let h = 70; h <= 101; h++) await processDueTurns(db, at(h));
    };
    await Promise.all([scheduler(database.db), scheduler(second.db)]);
    const rows = await database.db
      .select({ passId: awards.passId, itemId: awards.itemId, seat: awards.seat })
      .from(awards)
      .where(eq(awards.pickRoundId, fixture.roundId));
    expect(rows).toHaveLength(30);
    expect(new Set(rows.map((r) => r.passId)).size).toBe(30);
    expect(new Set(rows.map((r) => `${r.itemId}:${r.seat}`)).size).toBe(30);
  });
});
