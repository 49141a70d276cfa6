import { PREFERENCE_TEXTS } from '@crewline/protocol';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awardRuns, awards, packages, pickEvents, pickRounds } from '../../src/db/schema';
import { verifyLedgerChain } from '../../src/modules/pick/ledger/ledger.service';
import { processDueTurns } from '../../src/modules/pick/turns/turn-processor';
import { createPickRound } from '../factories/pick-round';
import { createTestDatabase, type TestDatabase } from '../helper';
import { hoursAfterOpening as at, ensureDobVacationRules, saveListAt } from '../support/round-clock';

describe('closing a round when its close time has come', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
    await ensureDobVacationRules(database.db);
  });
  afterAll(() => database.close());

  const rowsOf = (roundId: number) =>
    database.db
      .select({ passId: awards.passId, outcome: awards.outcome, itemId: awards.itemId, seat: awards.seat })
      .from(awards)
      .where(eq(awards.pickRoundId, roundId))
      .orderBy(asc(awards.id));

  it('work: everyone still without a package gets the extra board, once, and the round is closed', async () => {
    const round = await createPickRound(database.db, {
      kind: 'WORK',
      memberCount: 3,
      itemsPerPopulation: 1,
    });
    const [board] = await database.db
      .insert(packages)
      .values({
        populationId: (
          await database.db
            .select()
            .from(packages)
            .where(eq(packages.id, round.itemsA[0] as number))
        )[0]?.populationId as number,
        code: 'XB',
        kind: 'EXTRA_BOARD',
        capacity: 2,
        rdoMask: 1 | 64,
        weeklyPaidMinutes: 2400,
        routes: 'All',
      })
      .returning({ id: packages.id });
    const [first, second, third] = round.members.map((m) => m.passId) as [string, string, string];
    const regular = round.itemsA[0] as number;
    await saveListAt(database.db, round.roundId, first, [regular], at(1));
    await saveListAt(database.db, round.roundId, third, [regular], at(1));

    // Before the close time: the turns only.
    expect(await processDueTurns(database.db, at(99.9))).toEqual([
      { roundId: round.roundId, processed: [first, second, third] },
    ]);
    const done = await processDueTurns(database.db, at(100));
    expect(done).toEqual([{ roundId: round.roundId, processed: [second, third], closed: true }]);
    expect(await rowsOf(round.roundId)).toEqual([
      { passId: first, outcome: 'AWARDED', itemId: regular, seat: 1 },
      { passId: second, outcome: 'SKIPPED', itemId: null, seat: null },
      { passId: third, outcome: 'SKIPPED', itemId: null, seat: null },
      { passId: second, outcome: 'EXTRA_BOARD', itemId: board?.id, seat: 1 },
      { passId: third, outcome: 'EXTRA_BOARD', itemId: board?.id, seat: 2 },
    ]);
    const [closed] = await database.db.select().from(pickRounds).where(eq(pickRounds.id, round.roundId));
    expect(closed?.closedAt).toEqual(at(100));
    const awardRunRows = await database.db
      .select({ kind: awardRuns.kind })
      .from(awardRuns)
      .where(eq(awardRuns.pickRoundId, round.roundId));
    expect(awardRunRows.map((r) => r.kind)).toEqual(['TURN', 'CLOSE']);
    // One event per run: the setup, then the turn's run and the close's, which says it closes.
    const events = await database.db
      .select({ kind: pickEvents.kind, payload: pickEvents.payload })
      .from(pickEvents)
      .where(eq(pickEvents.pickRoundId, round.roundId))
      .orderBy(pickEvents.seq);
    const runs = events.filter((e) => e.kind !== 'SAVE');
    expect(runs.map((e) => [e.kind, (e.payload as { kind?: string }).kind ?? null])).toEqual([
      ['SETUP', null],
      ['RUN', 'TURN'],
      ['RUN', 'CLOSE'],
    ]);
    expect(runs[2]?.payload).toMatchObject({ awards: 2, policy: { close: true } });
    // Run again: nothing more; a list can no longer change.
    expect(await processDueTurns(database.db, at(101))).toEqual([]);
    expect(await rowsOf(round.roundId)).toHaveLength(5);
    await expect(saveListAt(database.db, round.roundId, second, [], at(101))).rejects.toThrow(
      PREFERENCE_TEXTS.roundClosed,
    );
    expect((await verifyLedgerChain(database.db)).ok).toBe(true);
  });

  it('vacation: the weeks still owed are forced at the close, turns left run first', async () => {
    const round = await createPickRound(database.db, {
      kind: 'VACATION',
      memberCount: 2,
      itemsPerPopulation: 4,
    });
    const [first, second] = round.members.map((m) => m.passId) as [string, string];
    const [w0] = round.itemsA as [number];
    await saveListAt(database.db, round.roundId, first, [w0], at(1));
    // No run before the close: the close runs both turns, then forces what is still owed.
    const done = await processDueTurns(database.db, at(150));
    expect(done).toEqual([{ roundId: round.roundId, processed: [first, second], closed: true }]);
    const rows = await rowsOf(round.roundId);
    const forced = rows.filter((r) => r.outcome === 'FORCED');
    // Two weeks each are owed: the first got one from the list, the second none.
    expect(rows.filter((r) => r.passId === first && r.outcome === 'AWARDED')).toHaveLength(1);
    expect(forced.filter((r) => r.passId === first)).toHaveLength(1);
    expect(forced.filter((r) => r.passId === second)).toHaveLength(2);
    // Never a restricted week, never over the quota of 2.
    for (const r of forced) expect(r.itemId).not.toBe(round.restrictedA);
    const perWeek = new Map<number, number>();
    for (const r of rows) if (r.itemId !== null) perWeek.set(r.itemId, (perWeek.get(r.itemId) ?? 0) + 1);
    for (const n of perWeek.values()) expect(n).toBeLessThanOrEqual(2);
  });
});
