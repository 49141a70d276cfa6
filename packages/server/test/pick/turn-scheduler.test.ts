import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awards } from '../../src/db/schema';
import { demoLedgerSigner } from '../../src/modules/pick/ledger/signers';
import type { ProcessedRound } from '../../src/modules/pick/turns/turn-processor';
import { startTurnScheduler } from '../../src/modules/pick/turns/turn-scheduler';
import { createPickRound, type PickRoundFixture } from '../factories/pick-round';
import { createTestDatabase, type TestDatabase } from '../helper';
import { hoursAfterOpening, ROUND_OPENS, saveListAt } from '../support/round-clock';

/** The factory's three members have turns 97 h, 98 h and 99 h after ROUND_OPENS. */
describe('the turn scheduler', () => {
  let database: TestDatabase;
  let round: PickRoundFixture;

  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
    round = await createPickRound(database.db, {
      kind: 'WORK',
      memberCount: 3,
      itemsPerPopulation: 3,
    });
    await saveListAt(
      database.db,
      round.roundId,
      round.members[0]?.passId as string,
      [round.itemsA[1] as number],
      ROUND_OPENS,
    );
  });
  afterAll(() => database?.close());

  it('awards the turns as they come, run after run, and not again', async () => {
    let clock = hoursAfterOpening(97.5);
    const runs: ProcessedRound[][] = [];
    const errors: unknown[] = [];
    const stop = startTurnScheduler({
      db: database.db,
      intervalMs: 5,
      signer: demoLedgerSigner(),
      now: () => clock,
      onProcessed: (r) => runs.push(r),
      onError: (e) => errors.push(e),
    });
    await expect.poll(() => runs.length, { timeout: 5_000 }).toBe(1);
    expect(runs[0]).toEqual([{ roundId: round.roundId, processed: [round.members[0]?.passId] }]);
    // Time passes: the next two turns come; each is awarded once, by a later run.
    clock = hoursAfterOpening(99.5);
    await expect.poll(() => runs.length, { timeout: 5_000 }).toBe(2);
    await new Promise((r) => setTimeout(r, 50));
    await stop();
    expect(runs).toHaveLength(2);
    expect(runs[1]?.[0]?.processed).toEqual([round.members[1]?.passId, round.members[2]?.passId]);
    expect(errors).toEqual([]);
    const rows = await database.db.select().from(awards).where(eq(awards.pickRoundId, round.roundId));
    expect(rows.map((r) => [r.passId, r.outcome, r.itemId])).toEqual(
      expect.arrayContaining([
        [round.members[0]?.passId, 'AWARDED', round.itemsA[1]],
        [round.members[1]?.passId, 'SKIPPED', null],
        [round.members[2]?.passId, 'SKIPPED', null],
      ]),
    );
    expect(rows).toHaveLength(3);
  });

  it('reports a failed run and keeps running', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const stop = startTurnScheduler({
      db: database.db,
      intervalMs: 5,
      signer: demoLedgerSigner(),
      now: () => {
        calls++;
        if (calls === 1) throw new Error('clock unavailable');
        return hoursAfterOpening(99.5);
      },
      onError: (e) => errors.push(e),
    });
    await expect.poll(() => calls, { timeout: 5_000 }).toBeGreaterThan(2);
    await stop();
    expect(errors).toHaveLength(1);
  });
});
