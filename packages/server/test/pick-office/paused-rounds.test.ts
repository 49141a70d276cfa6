import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awards, pickRounds, pickTurns, populationMembers, populations } from '../../src/db/schema';
import { type MovedTurn, pauseRound, processDueTurns, resumeRound, saveSchedule } from '../../src/modules/pick';
import { createPickRound } from '../factories/pick-round';
import { createTestDatabase, type TestDatabase } from '../helper';
import { hoursAfterOpening as at, ensureDobVacationRules, HOUR, saveListAt } from '../support/round-clock';
import { verifyAll } from '../support/verify';

const format = (d: Date) => d.toISOString();

describe('a paused round awards nothing; resumed, its remaining turns move and the ledger replays', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
    await ensureDobVacationRules(database.db);
  });
  afterAll(() => database.close());

  const turnsOf = (roundId: number) =>
    database.db
      .select({ passId: pickTurns.passId, turnAt: pickTurns.turnAt })
      .from(pickTurns)
      .where(eq(pickTurns.pickRoundId, roundId))
      .orderBy(asc(pickTurns.turnAt));
  const awarded = async (roundId: number) =>
    (await database.db.select({ passId: awards.passId }).from(awards).where(eq(awards.pickRoundId, roundId))).map(
      (a) => a.passId,
    );

  it('holds due turns and the close while paused, moves only the unprocessed turns, and replays to the same awards', async () => {
    const round = await createPickRound(database.db, { kind: 'WORK', memberCount: 3, itemsPerPopulation: 3 });
    const [first, second, third] = round.members.map((m) => m.passId) as [string, string, string];
    const [a, b, c] = round.itemsA as [number, number, number];
    await saveListAt(database.db, round.roundId, first, [a], at(1));
    await saveListAt(database.db, round.roundId, second, [a, b], at(1));
    await saveListAt(database.db, round.roundId, third, [c], at(1));
    // Turns at 97, 98 and 99 hours; the first is processed before the pause.
    expect(await processDueTurns(database.db, at(97))).toEqual([{ roundId: round.roundId, processed: [first] }]);

    await pauseRound(database.db, { roundId: round.roundId, actor: '900002', now: at(97.5) });
    expect(await processDueTurns(database.db, at(99.5))).toEqual([]);
    // Not even the close, once its time has come.
    expect(await processDueTurns(database.db, at(101))).toEqual([]);
    expect(await awarded(round.roundId)).toEqual([first]);

    const told: MovedTurn[][] = [];
    const resumed = await resumeRound(database.db, {
      roundId: round.roundId,
      actor: '900002',
      now: at(101.5),
      format,
      onTurnsMoved: async (_tx, rows) => {
        told.push([...rows]);
      },
    });
    // Paused for four hours: the remaining turns and the close move by four hours.
    expect(resumed.shiftMs).toBe(4 * HOUR);
    expect(resumed.closesAt).toEqual(at(104));
    expect(told).toEqual([
      [
        { passId: second, turnAt: at(102) },
        { passId: third, turnAt: at(103) },
      ],
    ]);
    expect(await turnsOf(round.roundId)).toEqual([
      { passId: first, turnAt: at(97) },
      { passId: second, turnAt: at(102) },
      { passId: third, turnAt: at(103) },
    ]);
    const [row] = await database.db.select().from(pickRounds).where(eq(pickRounds.id, round.roundId));
    // Open before the pause: its opening stays where it was.
    expect(row).toMatchObject({ pausedAt: null, pausedBy: null, opensAt: at(0), closesAt: at(104) });

    // The second's turn comes at its new time, and only it.
    expect(await processDueTurns(database.db, at(101.9))).toEqual([]);
    expect(await processDueTurns(database.db, at(102))).toEqual([{ roundId: round.roundId, processed: [second] }]);
    const [award] = await database.db.select().from(awards).where(eq(awards.passId, second));
    // The first took a: the second's list gives b.
    expect(award?.itemId).toBe(b);

    // Paused again and resumed to a new start: the processed turns stay where they were.
    await pauseRound(database.db, { roundId: round.roundId, actor: '900002', now: at(102.2) });
    const again = await resumeRound(database.db, {
      roundId: round.roundId,
      actor: '900002',
      now: at(102.5),
      newStart: at(103.5),
      format,
    });
    expect(again.moved).toEqual([{ passId: third, turnAt: at(103.5) }]);
    expect((await turnsOf(round.roundId)).map((t) => t.turnAt)).toEqual([at(97), at(102), at(103.5)]);
    expect(await processDueTurns(database.db, at(104.5))).toEqual([
      { roundId: round.roundId, processed: [third], closed: true },
    ]);
    const report = await verifyAll(database.db);
    expect(report.replay?.problem).toBeUndefined();
    expect(report.mirrors?.difference).toBeUndefined();
    expect(report.ok).toBe(true);
  });

  it("a schedule saved after the round's first list sets the turns the runs and the replay read", async () => {
    const round = await createPickRound(database.db, { kind: 'WORK', memberCount: 3, itemsPerPopulation: 3 });
    const [first, second, third] = round.members.map((m) => m.passId) as [string, string, string];
    const [a] = round.itemsA as [number];
    // The list puts the round's setup in the ledger, with the turns at 97, 98, 99 hours.
    await saveListAt(database.db, round.roundId, third, [a], at(1));
    const groupId = await groupOf(round.roundId);
    // Everyone earlier: 10, 11, 12 hours after opening.
    const turns = [first, second, third].map((passId, i) => ({ passId, at: at(10 + i) }));
    const saved = await saveSchedule(database.db, {
      roundId: round.roundId,
      groupId,
      turns,
      settings: {},
      actor: '900001',
      now: at(2),
      format,
    });
    expect(saved.event).toBeGreaterThan(0);
    expect(await processDueTurns(database.db, at(11))).toEqual([
      { roundId: round.roundId, processed: [first, second] },
    ]);
    // A schedule is refused once a turn is processed, and nothing is written.
    await expect(
      saveSchedule(database.db, {
        roundId: round.roundId,
        groupId,
        turns,
        settings: {},
        actor: '900001',
        now: at(11),
        format,
      }),
    ).rejects.toThrow();
    expect(await processDueTurns(database.db, at(12))).toEqual([{ roundId: round.roundId, processed: [third] }]);
    const [award] = await database.db.select().from(awards).where(eq(awards.passId, third));
    expect(award?.itemId).toBe(a);
    const report = await verifyAll(database.db);
    expect(report.replay?.problem).toBeUndefined();
    expect(report.ok).toBe(true);
  });

  it('a round paused before it opened opens with its moved turns, never before the resume', async () => {
    const round = await createPickRound(database.db, { kind: 'WORK', memberCount: 3, itemsPerPopulation: 3 });
    const windowOf = async () => {
      const [row] = await database.db.select().from(pickRounds).where(eq(pickRounds.id, round.roundId));
      return { opensAt: row?.opensAt, closesAt: row?.closesAt };
    };
    // Opens at 0 h, turns at 97–99 h, closes at 100 h; held from 10 h before it opens, for 2 h.
    await pauseRound(database.db, { roundId: round.roundId, actor: '900002', now: at(-10) });
    const later = await resumeRound(database.db, { roundId: round.roundId, actor: '900002', now: at(-8), format });
    expect(later.shiftMs).toBe(2 * HOUR);
    expect(await windowOf()).toEqual({ opensAt: at(2), closesAt: at(102) });
    // Brought forward to a start an hour away: the opening would fall 102 hours back, so it is now.
    await pauseRound(database.db, { roundId: round.roundId, actor: '900002', now: at(-7) });
    const sooner = await resumeRound(database.db, {
      roundId: round.roundId,
      actor: '900002',
      now: at(-6),
      newStart: at(-5),
      format,
    });
    expect(sooner.opensAt).toEqual(at(-6));
    expect(await windowOf()).toEqual({ opensAt: at(-6), closesAt: at(-2) });
    expect((await turnsOf(round.roundId)).map((t) => t.turnAt)).toEqual([at(-5), at(-4), at(-3)]);
  });

  async function groupOf(roundId: number): Promise<number> {
    const [row] = await database.db
      .select({ groupId: populations.pickGroupId })
      .from(pickTurns)
      .innerJoin(populationMembers, eq(populationMembers.passId, pickTurns.passId))
      .innerJoin(populations, eq(populations.id, populationMembers.populationId))
      .where(eq(pickTurns.pickRoundId, roundId))
      .limit(1);
    return row?.groupId ?? 0;
  }
});
