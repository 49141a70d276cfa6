import { randomUUID } from 'node:crypto';
import { NOTIFICATION_TEXTS, PICK_ITEM_LABELS } from '@crewline/protocol';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, packages, pickPeriods } from '../../src/db/schema';
import { dateClockTime } from '../../src/lib/local-time';
import { notifications as listNotifications } from '../../src/modules/notifications/notifications.service';
import { describeRefusal } from '../../src/modules/pick/engine';
import { awardSentences } from '../../src/modules/pick/engine/explanation-text';
import { demoLedgerSigner } from '../../src/modules/pick/ledger/signers';
import { processDueTurns } from '../../src/modules/pick/turns/turn-processor';
import { saveList } from '../../src/modules/pick-preferences/ranked-list.service';
import { createPickRound, type PickRoundFixture } from '../factories/pick-round';
import { createTestDatabase, type TestDatabase } from '../helper';
import { testConfig } from '../support/app';

const HOUR = 3_600_000;
const T0 = new Date('2026-11-20T12:00:00Z');
const at = (hours: number) => new Date(T0.getTime() + hours * HOUR);
const config = testConfig();

/**
 * A turn run tells each employee of it in the run's own transaction: three members with turns
 * at T0+97 h … +99 h, the round closing at T0+100 h.
 */
describe('notifications of processed pick turns', () => {
  let database: TestDatabase;

  const round = () =>
    createPickRound(database.db, {
      kind: 'WORK',
      opensAt: T0,
      closesAt: at(100),
      memberCount: 3,
      itemsPerPopulation: 3,
    });
  const passIds = (r: PickRoundFixture) => r.members.map((m) => m.passId);
  const rowsOf = (r: PickRoundFixture) =>
    database.db
      .select()
      .from(notifications)
      .where(inArray(notifications.passId, passIds(r)));
  const listOf = async (passId: string) =>
    (
      await listNotifications(
        { db: database.db, config, session: { passId } } as unknown as Parameters<typeof listNotifications>[0],
        { meta: { app: 'Crewline' } },
      )
    ).notifications;
  const labels = async (r: PickRoundFixture) => {
    const rows = await database.db.select().from(packages).where(inArray(packages.id, r.itemsA));
    const code = new Map(rows.map((p) => [p.id, p.code]));
    return (id: number) => PICK_ITEM_LABELS.package(code.get(id) as string);
  };
  const lists = async (r: PickRoundFixture) => {
    const save = (i: number, items: number[]) =>
      saveList(
        database.db,
        { roundId: r.roundId, passId: r.members[i]?.passId as string, requestId: randomUUID(), now: at(1) },
        items,
      );
    await save(0, [r.itemsA[0] as number]);
    await save(1, [r.itemsA[0] as number, r.itemsA[1] as number]);
  };

  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
  });
  afterAll(async () => {
    await database.close();
  });

  it('tells the award with its choice and the reason for each higher one, and the skip with until when', async () => {
    const r = await round();
    await lists(r);
    await processDueTurns(database.db, at(99.5));
    const label = await labels(r);
    const [first, second, third] = passIds(r) as [string, string, string];
    const pkg0 = label(r.itemsA[0] as number);
    const pkg1 = label(r.itemsA[1] as number);
    const [period] = await database.db
      .select({ name: pickPeriods.description })
      .from(pickPeriods)
      .where(eq(pickPeriods.id, r.pickPeriodId));
    const name = period?.name as string;

    expect(await listOf(first)).toEqual([
      expect.objectContaining({
        kind: 'PICK_AWARDED',
        title: NOTIFICATION_TEXTS.pickAwarded([pkg0]),
        text: NOTIFICATION_TEXTS.pickText(name, [`Awarded your 1st choice (${pkg0}).`]),
        read: false,
        opens: 'pickPreferences',
      }),
    ]);
    const reason = describeRefusal(
      'WORK',
      { choice: 1, itemId: r.itemsA[0] as number, reason: 'TAKEN', by: { employeeId: first, rank: 1 } },
      () => pkg0,
    );
    expect(await listOf(second)).toEqual([
      expect.objectContaining({
        kind: 'PICK_AWARDED',
        title: NOTIFICATION_TEXTS.pickAwarded([pkg1]),
        text: NOTIFICATION_TEXTS.pickText(name, [`Awarded your 2nd choice (${pkg1}).`, reason]),
      }),
    ]);
    const skipHead = awardSentences('WORK', {
      employeeId: third,
      rank: 3,
      outcome: 'SKIPPED',
      itemId: null,
      seat: null,
      choice: null,
      remaining: 1,
      refused: [],
    }).head;
    expect(await listOf(third)).toEqual([
      expect.objectContaining({
        kind: 'PICK_SKIPPED',
        title: NOTIFICATION_TEXTS.pickSkipped,
        text: NOTIFICATION_TEXTS.pickText(name, [
          skipHead,
          NOTIFICATION_TEXTS.pickUntil(dateClockTime(r.closesAt, config.timeZone)),
        ]),
      }),
    ]);
    // Processing again finds nothing due: each is told once.
    await processDueTurns(database.db, at(99.6));
    expect(await rowsOf(r)).toHaveLength(3);
  });

  it('leaves no notification when the run rolls back after writing them, and tells once when it runs again', async () => {
    const r = await round();
    await lists(r);
    const failing = {
      ...demoLedgerSigner(),
      sign: () => {
        throw new Error('signing failed after the awards and notifications were written');
      },
    };
    await expect(processDueTurns(database.db, at(99.5), failing)).rejects.toThrow(/signing failed/);
    expect(await rowsOf(r)).toEqual([]);
    await processDueTurns(database.db, at(99.5));
    const told = await rowsOf(r);
    expect(told.map((n) => n.kind).sort()).toEqual(['PICK_AWARDED', 'PICK_AWARDED', 'PICK_SKIPPED']);
    expect(new Set(told.map((n) => n.passId))).toEqual(new Set(passIds(r)));
  });
});
