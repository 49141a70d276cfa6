import { and, asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '../../src/config';
import { awards } from '../../src/db/schema';
import { localIsoDate } from '../../src/lib/local-time';
import { isCurrentAward, processDueTurns } from '../../src/modules/pick';
import type { CorrectionInput } from '../../src/modules/pick/corrections/corrected-setup';
import { fromScratch } from '../../src/modules/pick/corrections/from-scratch';
import { runRound } from '../../src/modules/pick/engine';
import { loadRound } from '../../src/modules/pick/turns/snapshot';
import { createTestDatabase, TEST_TODAY, type TestDatabase } from '../helper';
import { applyPlan, planOrRefused } from '../support/corrections';
import { importMissingPackages } from '../support/missing-package';
import { roundOfTurn } from '../support/pick-rounds';
import { verifyAll } from '../support/verify';

const DAY = 86_400_000;
/** The agency's files exported and imported again, then the turns of four days: on a shared machine, minutes. */
const IMPORT_TIMEOUT = 240_000;
const START = new Date(`${TEST_TODAY}T13:00:00Z`).getTime();
const NOW = new Date(START + 4.1 * DAY);
const TODAY = localIsoDate(NOW, DEFAULT_TIME_ZONE);

type Held = { outcome: string; itemId: number | null; choice: number | null };
const byPass = (rows: readonly (Held & { passId: string })[]) => {
  const out = new Map<string, Held[]>();
  for (const { passId, ...r } of rows) out.set(passId, [...(out.get(passId) ?? []), r]);
  return out;
};

/**
 * Applying a correction is running the corrected round from scratch, from the earliest changed
 * place on, and leaves every award before it as it was: for random lost lists, moves and
 * missing packages added (which lost lists may name once added), one after another on the demo
 * work round (no bid-around picks, which a run from scratch leaves out).
 */
describe('a correction applied, against the corrected round run from scratch', () => {
  let database: TestDatabase;
  let roundId: number;
  /** Packages imported after the round was set up: a correction may add them. */
  let missing: number[];

  beforeAll(async () => {
    database = await createTestDatabase();
    roundId = await roundOfTurn(database.db, '100001', 'WORK');
    missing = (await importMissingPackages(database.db, roundId, 'FB', 2, new Date(START))).map((p) => p.id);
    for (const days of [2, 3, 3.2, 4]) await processDueTurns(database.db, new Date(START + days * DAY));
  }, IMPORT_TIMEOUT);
  afterAll(() => database.close());

  const current = async () =>
    byPass(
      await database.db
        .select({ passId: awards.passId, outcome: awards.outcome, itemId: awards.itemId, choice: awards.choiceRank })
        .from(awards)
        .where(and(eq(awards.pickRoundId, roundId), isCurrentAward))
        .orderBy(asc(awards.id)),
    );

  it('re-bids from the earliest change exactly as from scratch, the awards before it untouched', async () => {
    const loaded = await loadRound(database.db, roundId, NOW);
    if (!loaded) throw new Error('no round');
    const through = loaded.snapshot.policy.processedThroughRank;
    const processed = loaded.snapshot.participants.filter((p) => p.rank <= through).map((p) => String(p.employeeId));
    const itemIds = loaded.snapshot.items.map((i) => Number(i.id));
    const correction = fc.oneof(
      fc.record({
        restoreList: fc.record({
          passId: fc.constantFrom(...processed),
          items: fc.uniqueArray(fc.constantFrom(...itemIds), { minLength: 1, maxLength: 5 }),
        }),
      }),
      fc.record({
        moveTo: fc.record({ passId: fc.constantFrom(...processed), rank: fc.integer({ min: 1, max: through }) }),
      }),
      fc.record({ addPackageId: fc.constantFrom(...missing) }),
    ) as fc.Arbitrary<CorrectionInput>;
    let applied = 0;
    let added = 0;
    await fc.assert(
      fc.asyncProperty(correction, async (change) => {
        const request = { roundId, change, now: NOW, today: TODAY };
        const plan = await planOrRefused(database.db, request);
        if (!plan) return;
        const before = await current();
        await applyPlan(database.db, request, plan);
        applied++;
        if ('addPackageId' in change) added++;
        const after = await current();
        const corrected = await loadRound(database.db, roundId, NOW);
        if (!corrected) throw new Error('no round');
        const scratch = byPass(
          runRound(fromScratch(corrected.snapshot, through, false)).awards.map((a) => ({
            passId: String(a.employeeId),
            outcome: a.outcome,
            itemId: a.itemId === null ? null : Number(a.itemId),
            choice: a.choice,
          })),
        );
        for (const p of corrected.snapshot.participants.filter((x) => x.rank <= through)) {
          const passId = String(p.employeeId);
          if (p.rank < plan.from) expect(after.get(passId)).toEqual(before.get(passId));
          else expect(after.get(passId)).toEqual(scratch.get(passId));
        }
      }),
      { numRuns: 12, seed: 51 },
    );
    expect(applied).toBeGreaterThan(1);
    expect(added).toBeGreaterThan(0);
    // The turns after them run over the corrected round, and the whole ledger still replays.
    expect((await processDueTurns(database.db, new Date(START + 6 * DAY))).length).toBeGreaterThan(0);
    expect((await verifyAll(database.db)).ok).toBe(true);
  });
});
