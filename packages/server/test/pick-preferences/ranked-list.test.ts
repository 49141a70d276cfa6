import { randomUUID } from 'node:crypto';
import { PICK_ITEM_LABELS, PREFERENCE_LIST_MAX, PREFERENCE_TEXTS, RAW_ERRORS } from '@crewline/protocol';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awardRuns, awards, packages, pickEvents, preferenceItems, preferenceSets } from '../../src/db/schema';
import { ServiceError } from '../../src/exec/errors';
import { verifyLedgerChain } from '../../src/modules/pick/ledger/ledger.service';
import {
  currentList,
  deleteList,
  type ListChange,
  saveList,
} from '../../src/modules/pick-preferences/ranked-list.service';
import { createEmployee } from '../factories/employees';
import { createPickRound, type PickRoundFixture } from '../factories/pick-round';
import { createTestDatabase, type TestDatabase } from '../helper';

const HOUR = 3_600_000;
const NOW = new Date('2026-11-21T15:00:00Z');

/** What a refusal tells the employee: its popup messages, or its error text. */
async function refusal(promise: Promise<unknown>): Promise<string[]> {
  try {
    await promise;
  } catch (err) {
    if (!(err instanceof ServiceError)) throw err;
    return err.popupMessages.length > 0 ? err.popupMessages : [err.error];
  }
  throw new Error('expected a refusal');
}

describe('saving and deleting a ranked list', () => {
  let database: TestDatabase;
  let work: PickRoundFixture;
  let vacation: PickRoundFixture;

  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
    const window = { opensAt: new Date(NOW.getTime() - 24 * HOUR), closesAt: new Date(NOW.getTime() + 72 * HOUR) };
    work = await createPickRound(database.db, { kind: 'WORK', ...window, memberCount: 24, itemsPerPopulation: 45 });
    vacation = await createPickRound(database.db, {
      kind: 'VACATION',
      ...window,
      memberCount: 2,
      itemsPerPopulation: 6,
    });
  });
  afterAll(() => database.close());

  const change = (fixture: PickRoundFixture, member: number, extra: Partial<ListChange> = {}): ListChange => ({
    roundId: fixture.roundId,
    passId: fixture.members[member]?.passId as string,
    requestId: randomUUID(),
    now: NOW,
    ...extra,
  });

  const written = async () => {
    const [sets] = await database.db.select({ n: count() }).from(preferenceSets);
    const [events] = await database.db.select({ n: count() }).from(pickEvents);
    return { sets: sets?.n, events: events?.n };
  };

  it('saves each list as a new version, keeps every earlier one, and records each in the ledger', async () => {
    const [a, b, c] = work.itemsA as [number, number, number];
    const first = await saveList(database.db, change(work, 0), [a, b]);
    const second = await saveList(database.db, change(work, 0), [c, a]);
    expect(first).toMatchObject({ version: 1, itemIds: [a, b] });
    expect(second).toMatchObject({ version: 2, itemIds: [c, a] });
    expect(await currentList(database.db, work.roundId, work.members[0]?.passId as string)).toMatchObject({
      version: 2,
      itemIds: [c, a],
    });
    const versions = await database.db
      .select({ version: preferenceSets.version, itemCount: preferenceSets.itemCount })
      .from(preferenceSets)
      .where(eq(preferenceSets.passId, work.members[0]?.passId as string))
      .orderBy(preferenceSets.version);
    expect(versions).toEqual([
      { version: 1, itemCount: 2 },
      { version: 2, itemCount: 2 },
    ]);
    const events = await database.db
      .select({ kind: pickEvents.kind, payload: pickEvents.payload })
      .from(pickEvents)
      .where(eq(pickEvents.passId, work.members[0]?.passId as string))
      .orderBy(pickEvents.id);
    expect(events.map((e) => [e.kind, (e.payload as { version: number }).version])).toEqual([
      ['SAVE', 1],
      ['SAVE', 2],
    ]);
  });

  it('answers a retried request with the version the first one made, writing nothing more', async () => {
    const retried = change(work, 1);
    const first = await saveList(database.db, retried, [work.itemsA[3] as number]);
    const before = await written();
    const again = await saveList(database.db, { ...retried, now: new Date(NOW.getTime() + 1000) }, [
      work.itemsA[3] as number,
    ]);
    expect(again).toEqual(first);
    expect(await written()).toEqual(before);
  });

  it('deletes a list with an empty tombstone version, once', async () => {
    await saveList(database.db, change(work, 2), [work.itemsA[4] as number]);
    const deleted = await deleteList(database.db, change(work, 2));
    expect(deleted).toMatchObject({ version: 2, itemIds: [] });
    const before = await written();
    expect(await deleteList(database.db, change(work, 2))).toMatchObject({ version: 2, itemIds: [] });
    expect(await written()).toEqual(before);
    expect(await deleteList(database.db, change(work, 3))).toBeNull();
  });

  it('refuses a list with any item it cannot hold, naming each problem, and writes nothing', async () => {
    const [a, b] = work.itemsA as [number, number];
    const other = work.itemsB[0] as number;
    const [otherPackage] = await database.db
      .select({ code: packages.code })
      .from(packages)
      .where(eq(packages.id, other));
    const [ownPackage] = await database.db.select({ code: packages.code }).from(packages).where(eq(packages.id, b));
    const before = await written();
    expect(await refusal(saveList(database.db, change(work, 4), [a, 999_999, other, b, b]))).toEqual([
      PREFERENCE_TEXTS.unknownItem(999_999),
      PREFERENCE_TEXTS.notEligible(PICK_ITEM_LABELS.package(otherPackage?.code as string)),
      PREFERENCE_TEXTS.duplicate(PICK_ITEM_LABELS.package(ownPackage?.code as string)),
    ]);
    const tooMany = work.itemsA.slice(0, PREFERENCE_LIST_MAX + 1);
    expect(tooMany).toHaveLength(PREFERENCE_LIST_MAX + 1);
    expect(await refusal(saveList(database.db, change(work, 4), tooMany))).toEqual([PREFERENCE_TEXTS.tooMany]);
    expect(await written()).toEqual(before);
  });

  it('refuses a restricted vacation week and an item already taken', async () => {
    const restricted = vacation.restrictedA as number;
    const messages = await refusal(
      saveList(database.db, change(vacation, 0), [vacation.itemsA[0] as number, restricted]),
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^The week of .* is restricted: it cannot be picked\.$/);

    const takenId = work.itemsA[10] as number;
    const [run] = await database.db
      .insert(awardRuns)
      .values({
        pickRoundId: work.roundId,
        kind: 'TURN',
        engineVersion: 'test',
        snapshotDigest: 'sha256:test',
        awardsDigest: 'sha256:test',
        ranAt: NOW,
      })
      .returning({ id: awardRuns.id });
    await database.db.insert(awards).values({
      awardRunId: run?.id as number,
      pickRoundId: work.roundId,
      passId: work.members[5]?.passId as string,
      outcome: 'AWARDED',
      itemId: takenId,
      seat: 1,
      choiceRank: 1,
      explanation: {},
      awardedAt: NOW,
    });
    const [takenPackage] = await database.db
      .select({ code: packages.code })
      .from(packages)
      .where(eq(packages.id, takenId));
    expect(await refusal(saveList(database.db, change(work, 6), [takenId]))).toEqual([
      PREFERENCE_TEXTS.taken(PICK_ITEM_LABELS.package(takenPackage?.code as string)),
    ]);
    // The employee awarded it has had their turn: their list is final.
    expect(await refusal(saveList(database.db, change(work, 5), [work.itemsA[11] as number]))).toEqual([
      RAW_ERRORS.nonEmptyOutput(PREFERENCE_TEXTS.turnPassed),
    ]);
  });

  it('refuses outside the round: not open yet, closed, unknown, or not in it', async () => {
    const item = [work.itemsA[12] as number];
    const at = (ms: number) => new Date(ms);
    const refused = async (c: ListChange) => (await refusal(saveList(database.db, c, item)))[0];
    expect(await refused(change(work, 7, { now: at(work.opensAt.getTime() - 1) }))).toBe(
      RAW_ERRORS.nonEmptyOutput(PREFERENCE_TEXTS.notOpenYet),
    );
    expect(await refused(change(work, 7, { now: work.closesAt }))).toBe(
      RAW_ERRORS.nonEmptyOutput(PREFERENCE_TEXTS.roundClosed),
    );
    expect(await refused(change(work, 7, { roundId: 987_654 }))).toBe(
      RAW_ERRORS.nonEmptyOutput(PREFERENCE_TEXTS.roundUnknown),
    );
    const outsider = await createEmployee(database.db, { password: null });
    expect(await refused({ ...change(work, 7), passId: outsider.passId })).toBe(
      RAW_ERRORS.nonEmptyOutput(PREFERENCE_TEXTS.notInRound),
    );
  });

  /**
   * A save the app retries with the same request id until it is acknowledged: at 1,000 at once
   * some wait longer for a pooled connection than the pool allows (PostgreSQL) and fail.
   */
  const saveAsTheAppWould = async (c: ListChange, itemIds: number[]) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await saveList(database.db, c, itemIds);
      } catch (err) {
        if (attempt >= 20) throw err;
        await new Promise((r) => setTimeout(r, 50 * attempt));
      }
    }
  };

  it('keeps every one of 1,000 concurrent saves as a version, in order, none lost', async () => {
    const savers = work.members.slice(8, 24);
    const perEmployee = Math.ceil(1000 / savers.length);
    // Packages 12–39: the ones earlier tests left open (10 is taken).
    const lists = (k: number) => [work.itemsA[20 + (k % 20)] as number, work.itemsA[12 + ((k * 7) % 8)] as number];
    const acknowledged = await Promise.all(
      savers.flatMap((member) =>
        Array.from({ length: perEmployee }, (_, k) =>
          saveAsTheAppWould(
            { roundId: work.roundId, passId: member.passId, requestId: randomUUID(), now: NOW },
            lists(k),
          ).then((v) => ({ passId: member.passId, k, ...v })),
        ),
      ),
    );
    expect(acknowledged.length).toBeGreaterThanOrEqual(1000);
    // Retries of one request at once make one version.
    const retry = { roundId: work.roundId, passId: savers[0]?.passId as string, requestId: randomUUID(), now: NOW };
    const retried = await Promise.all(Array.from({ length: 5 }, () => saveList(database.db, retry, lists(1))));
    expect(new Set(retried.map((v) => v.version)).size).toBe(1);

    for (const member of savers) {
      const mine = acknowledged.filter((a) => a.passId === member.passId);
      const sets = await database.db
        .select({ id: preferenceSets.id, version: preferenceSets.version })
        .from(preferenceSets)
        .where(and(eq(preferenceSets.pickRoundId, work.roundId), eq(preferenceSets.passId, member.passId)))
        .orderBy(preferenceSets.version);
      const items = await database.db
        .select()
        .from(preferenceItems)
        .where(
          inArray(
            preferenceItems.setId,
            sets.map((x) => x.id),
          ),
        )
        .orderBy(preferenceItems.setId, preferenceItems.rank);
      const rows = sets.map((x) => ({
        version: x.version,
        items: items.filter((i) => i.setId === x.id).map((i) => i.itemId),
      }));
      const expectedCount = mine.length + (member === savers[0] ? 1 : 0);
      expect(rows.map((r) => r.version)).toEqual(Array.from({ length: expectedCount }, (_, i) => i + 1));
      for (const a of mine) expect(rows[a.version - 1]?.items).toEqual(a.itemIds);
    }
    const check = await verifyLedgerChain(database.db);
    expect(check.ok).toBe(true);
  }, 120_000);
});
