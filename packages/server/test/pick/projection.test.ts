import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import type { Database } from '../../src/db/types';
import {
  PICK_CHANGED_CHANNEL,
  projectionFor,
  roundProjectionsOf,
} from '../../src/modules/pick/projection/projection.service';
import { processDueTurns } from '../../src/modules/pick/turns/turn-processor';
import { deleteList } from '../../src/modules/pick-preferences/ranked-list.service';
import { createPickRound, type PickRoundFixture } from '../factories/pick-round';
import { createPgDatabase, createTestDatabase, type ScratchPgDatabase, type TestDatabase, testDbKind } from '../helper';
import { hoursAfterOpening as at, saveListAt } from '../support/round-clock';

/** Four members with turns 96 h … 99 h after the round opens: #1 has a list, #2 none, #3 asks, #4 follows. */
describe('the projection of a round from the database', () => {
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
    const save = (i: number, items: number[]) => saveListAt(database.db, round.roundId, member(i), items, at(1));
    await save(0, [pkg(0), pkg(1)]);
    await save(2, [pkg(0), pkg(1), pkg(2), pkg(3)]);
  });
  afterAll(() => database.close());

  it('shows, per choice, who takes it first, what a senior without a list could take, and the floor', async () => {
    const projection = await projectionFor(database.db, round.roundId, member(2), at(2));
    expect(projection?.asOf).toEqual(at(2));
    expect(projection?.choices.map((c) => [c.choice, c.status])).toEqual([
      [1, 'PROJECTED_TAKEN'],
      [2, 'AT_RISK'],
      [3, 'AT_RISK'],
      [4, 'AT_RISK'],
    ]);
    expect(projection?.choices[0]?.by).toMatchObject({ employeeId: member(0), rank: 1, choice: 1 });
    expect(projection?.projected).toEqual([{ choice: 2, itemId: pkg(1) }]);
    // One senior without a list can take one of the open choices: the 3rd is certain.
    expect(projection?.guaranteedChoice).toBe(3);
    expect(projection?.seniors).toEqual({ total: 2, processed: 0, withList: 1, withoutList: 1 });
  });

  it('sees a senior save and then delete their list at once (the round is read again when it changes)', async () => {
    const before = await projectionFor(database.db, round.roundId, member(2), at(3));
    await saveListAt(database.db, round.roundId, member(1), [pkg(1)], at(3));
    const after = await projectionFor(database.db, round.roundId, member(2), at(3));
    expect(after?.seniors).toEqual({ total: 2, processed: 0, withList: 2, withoutList: 0 });
    expect(after?.choices[1]).toMatchObject({ status: 'PROJECTED_TAKEN', by: { employeeId: member(1), choice: 1 } });
    await deleteList(database.db, { roundId: round.roundId, passId: member(1), requestId: randomUUID(), now: at(3) });
    const again = await projectionFor(database.db, round.roundId, member(2), at(4));
    expect(again).toEqual({ ...before, asOf: at(4) });
  });

  it('follows the final awards once seniors have had their turn (a skipped one may still pick), and has nothing to say after mine', async () => {
    await processDueTurns(database.db, at(97.5));
    const projection = await projectionFor(database.db, round.roundId, member(2), at(97.5));
    // #2 was skipped (no list) and may still pick what is left until the round closes.
    expect(projection?.choices.map((c) => [c.choice, c.status])).toEqual([
      [1, 'TAKEN'],
      [2, 'AT_RISK'],
      [3, 'AT_RISK'],
      [4, 'AT_RISK'],
    ]);
    expect(projection?.choices[0]?.by).toMatchObject({ employeeId: member(0), rank: 1 });
    expect(projection?.freeUnits).toBe(1);
    expect(projection?.seniors.processed).toBe(2);
    await processDueTurns(database.db, at(98.5));
    expect(await projectionFor(database.db, round.roundId, member(2), at(98.5))).toBeUndefined();
    expect(await projectionFor(database.db, 987_654, member(2), at(98.5))).toBeUndefined();
  });
});

describe.skipIf(testDbKind() !== 'postgres')('projections kept by one process, lists saved by another', () => {
  let scratch: ScratchPgDatabase;
  let reader: Database;
  let writer: Database;
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    scratch = await createPgDatabase();
    reader = await openDatabase({ url: scratch.url, poolMax: 3 });
    writer = await openDatabase({ url: scratch.url, poolMax: 3 });
  });
  afterAll(async () => {
    await stop?.();
    await writer.close();
    await reader.close();
    await scratch.drop();
  });

  it('sees the other process save a list once the notification arrives, and without one when not listening', async () => {
    const round = await createPickRound(writer.db, {
      kind: 'WORK',
      memberCount: 3,
      itemsPerPopulation: 3,
    });
    const [senior, other, me] = round.members.map((m) => m.passId) as [string, string, string];
    const kept = roundProjectionsOf(reader.db);
    // Not listening yet: each call checks the round's version.
    expect((await projectionFor(reader.db, round.roundId, me, at(2)))?.seniors.withList).toBe(0);
    await saveListAt(writer.db, round.roundId, senior, [round.itemsA[0] as number], at(2));
    expect((await projectionFor(reader.db, round.roundId, me, at(2)))?.seniors.withList).toBe(1);
    stop = await reader.listen(PICK_CHANGED_CHANNEL, {
      onMessage: (ids) => kept.changed(ids),
      onConnected: () => kept.listening(),
      onLost: () => kept.deaf(),
    });
    expect((await projectionFor(reader.db, round.roundId, me, at(3)))?.seniors.withList).toBe(1);
    await saveListAt(writer.db, round.roundId, other, [round.itemsA[1] as number], at(3));
    await expect
      .poll(async () => (await projectionFor(reader.db, round.roundId, me, at(3)))?.seniors.withList, {
        timeout: 5_000,
      })
      .toBe(2);
  });
});
