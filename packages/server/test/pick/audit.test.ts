import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awardRuns, awards, populationMembers } from '../../src/db/schema';
import { allRounds } from '../../src/modules/pick/audit/audit.repository';
import { exportRound } from '../../src/modules/pick/audit/export';
import { rerunRound } from '../../src/modules/pick/audit/rerun';
import { roundLines } from '../../src/modules/pick/audit/round-lines';
import { awardLeaf } from '../../src/modules/pick/award-leaves';
import { digestSnapshot, runRound } from '../../src/modules/pick/engine';
import { rootOf } from '../../src/modules/pick/ledger/merkle-tree';
import { processDueTurns } from '../../src/modules/pick/turns/turn-processor';
import { createTestDatabase, TEST_TODAY, type TestDatabase } from '../helper';
import { roundOfTurn } from '../support/pick-rounds';
import { verifyAll } from '../support/verify';

const DAY = 86_400_000;

/** The demo pick, its turns awarded as the days pass, then checked, exported and rerun. */
describe('auditing the pick: replay, export, rerun', () => {
  let database: TestDatabase;
  let workRound: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    workRound = await roundOfTurn(database.db, '100001', 'WORK');
    // The scheduler's runs over the next days: several runs per round.
    const start = new Date(`${TEST_TODAY}T13:00:00Z`).getTime();
    for (const days of [2, 3, 3.2, 4]) await processDueTurns(database.db, new Date(start + days * DAY));
  });
  afterAll(() => database.close());

  it('lists every round with its pick, status and award runs: the ids export and rerun take', async () => {
    const rounds = await allRounds(database.db);
    const ids = rounds.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    const work = rounds.find((r) => r.id === workRound);
    expect(work).toMatchObject({ department: 'DOB', kind: 'WORK', closedAt: null });
    const runs = await database.db.select().from(awardRuns).where(eq(awardRuns.pickRoundId, workRound));
    expect(work?.runs).toBe(runs.length);
    expect(runs.length).toBeGreaterThan(1);
    const lines = roundLines(rounds, 'America/New_York', new Date(`${TEST_TODAY}T13:00:00Z`));
    expect(lines).toHaveLength(rounds.length + 1);
    const line = lines.find((l) => l.trimStart().startsWith(`${workRound} `));
    expect(line).toMatch(new RegExp(`DOB\\s+WORK\\s+open\\s+${runs.length}\\s`));
    expect(line).toContain(work?.description);
  });

  it('replays every award run identically from the ledger alone', async () => {
    const check = await verifyAll(database.db);
    expect(check.ok).toBe(true);
    expect(check.replay?.runs).toBeGreaterThan(4);
    expect(check.replay?.awards).toBeGreaterThan(50);
  });

  it('exports each run so that its digests recompute and the engine gives its awards again', async () => {
    const exported = await exportRound(database.db, workRound);
    expect(exported?.runs.length).toBeGreaterThan(2);
    for (const run of exported?.runs ?? []) {
      const reparsed = JSON.parse(JSON.stringify(run.snapshot));
      expect(digestSnapshot(reparsed)).toBe(run.snapshotDigest);
      expect(rootOf(run.rows.map(awardLeaf))).toBe(run.awardsRoot);
      expect(runRound(reparsed).awards).toEqual(run.awards);
      const event = exported?.events.find((e) => e.number === run.event);
      expect(event?.payload).toMatchObject({ awardsRoot: run.awardsRoot, snapshotDigest: run.snapshotDigest });
    }
  });

  it('reruns with a restored list: names the earliest changed position and each award that changes', async () => {
    // A senior whose turn was skipped (no list), and the package a junior of their population got.
    const rows = await database.db
      .select({
        passId: awards.passId,
        outcome: awards.outcome,
        itemId: awards.itemId,
        population: populationMembers.populationId,
        rank: sql<number>`(${awards.explanation}->>'rank')::int`,
      })
      .from(awards)
      .innerJoin(populationMembers, eq(populationMembers.passId, awards.passId))
      .where(eq(awards.pickRoundId, workRound));
    const pairs = rows
      .filter((r) => r.outcome === 'SKIPPED')
      .flatMap((s) =>
        rows
          .filter((j) => j.outcome === 'AWARDED' && j.population === s.population && j.rank > s.rank)
          .map((j) => ({ skipped: s, junior: j })),
      )
      .sort((a, b) => a.skipped.rank - b.skipped.rank || a.junior.rank - b.junior.rank);
    const [first] = pairs;
    if (!first) throw new Error('the demo pick has no skipped senior before an award in their population');
    const { skipped, junior } = first;
    const result = await rerunRound(database.db, workRound, {
      restoreList: { passId: skipped.passId, items: [junior.itemId as number] },
    });
    expect(result?.earliestChange).toBe(skipped.rank);
    expect(result?.changes[0]).toMatchObject({ passId: skipped.passId, before: 'SKIPPED' });
    expect(result?.changes[0]?.after).toMatch(new RegExp(`^AWARDED ${junior.itemId} \\(choice 1\\)$`));
    expect(result?.changes.map((c) => c.passId)).toContain(junior.passId);
    // A restored list that was empty changes nothing.
    const none = await rerunRound(database.db, workRound, { restoreList: { passId: skipped.passId, items: [] } });
    expect(none?.changes).toEqual([]);
    expect(none?.earliestChange).toBeNull();
  });
});
