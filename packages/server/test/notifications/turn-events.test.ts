import { NOTIFICATION_TEXTS, ordinal, PICK_ITEM_LABELS, PICK_OFFICE_TEXTS, wallClockIn } from '@crewline/protocol';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, packages, pickPeriods, pickRounds, pickTurns } from '../../src/db/schema';
import { dateClockTime } from '../../src/lib/local-time';
import { notifications as listNotifications } from '../../src/modules/notifications/notifications.service';
import { recordTurnsMoved, reminderTime, writeDueTurnEvents } from '../../src/modules/pick';
import { createPickRound, type PickRoundFixture } from '../factories/pick-round';
import { createTestDatabase, type TestDatabase } from '../helper';
import { testConfig } from '../support/app';
import { hoursAfterOpening as at, HOUR, saveListAt } from '../support/round-clock';

const config = testConfig();
const tz = config.timeZone;
const options = { timeZone: tz };

/**
 * The pick's events worked out from the turn schedule (issue 53): a round opened, and turn
 * reminders 24 h and 1 h before, written once each however often or by however many the sweeper runs.
 * The factory round opens at hour 0 and closes at hour 100; its three members' turns are at 97, 98, 99.
 */
describe('pick events from the turn schedule', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
  });
  afterAll(async () => {
    await database.close();
  });

  const round = () => createPickRound(database.db, { kind: 'WORK', memberCount: 3, itemsPerPopulation: 3 });
  const passIds = (r: PickRoundFixture) => r.members.map((m) => m.passId);
  const rowsOf = (r: PickRoundFixture, kind?: string) =>
    database.db
      .select()
      .from(notifications)
      .where(
        and(inArray(notifications.passId, passIds(r)), kind === undefined ? undefined : eq(notifications.kind, kind)),
      );
  const told = async (passId: string) =>
    (
      await listNotifications(
        { db: database.db, config, session: { passId } } as unknown as Parameters<typeof listNotifications>[0],
        { meta: { app: 'Crewline' } },
      )
    ).notifications;
  const pickName = async (r: PickRoundFixture) =>
    (
      await database.db
        .select({ name: pickPeriods.description })
        .from(pickPeriods)
        .where(eq(pickPeriods.id, r.pickPeriodId))
    )[0]?.name as string;
  const turnOf = async (r: PickRoundFixture, passId: string) =>
    (
      await database.db
        .select({ turnAt: pickTurns.turnAt })
        .from(pickTurns)
        .where(and(eq(pickTurns.pickRoundId, r.roundId), eq(pickTurns.passId, passId)))
    )[0]?.turnAt as Date;

  it('tells each member once that the round opened, when it opens, however many run the sweeper', async () => {
    const r = await round();
    await writeDueTurnEvents(database.db, at(-1), options);
    expect(await rowsOf(r)).toEqual([]);
    // Two processes at once, then a rerun: one row each.
    await Promise.all([
      writeDueTurnEvents(database.db, at(0.5), options),
      writeDueTurnEvents(database.db, at(0.5), options),
    ]);
    await writeDueTurnEvents(database.db, at(1), options);
    const rows = await rowsOf(r, 'ROUND_OPENED');
    expect(rows.map((n) => n.passId).sort()).toEqual([...passIds(r)].sort());
    const first = passIds(r)[0] as string;
    const name = await pickName(r);
    expect(await told(first)).toEqual([
      expect.objectContaining({
        kind: 'ROUND_OPENED',
        title: NOTIFICATION_TEXTS.roundOpened(`${name}, ${PICK_OFFICE_TEXTS.kinds.WORK}`),
        text: NOTIFICATION_TEXTS.roundOpenedText(
          name,
          dateClockTime(await turnOf(r, first), tz),
          dateClockTime(r.closesAt, tz),
        ),
        opens: 'pickPreferences',
      }),
    ]);
  });

  it('neither tells nor reminds while the office has the round paused, and does once it runs again', async () => {
    const r = await round();
    const paused = (pausedAt: Date | null) =>
      database.db
        .update(pickRounds)
        .set({ pausedAt, pausedBy: pausedAt ? '900002' : null })
        .where(eq(pickRounds.id, r.roundId));
    await paused(at(-2));
    await writeDueTurnEvents(database.db, at(0.5), options);
    await writeDueTurnEvents(database.db, at(96.5), options);
    expect(await rowsOf(r)).toEqual([]);
    await paused(null);
    await writeDueTurnEvents(database.db, at(96.5), options);
    expect((await rowsOf(r, 'ROUND_OPENED')).map((n) => n.passId).sort()).toEqual([...passIds(r)].sort());
    expect((await rowsOf(r, 'TURN_REMINDER_1H')).map((n) => n.passId)).toEqual([passIds(r)[0]]);
  });

  it('reminds 24 h and 1 h before the turn, with the projection, or that there is no list', async () => {
    const r = await round();
    const [first, second] = passIds(r) as [string, string];
    const name = await pickName(r);
    const codes = new Map(
      (await database.db.select().from(packages).where(inArray(packages.id, r.itemsA))).map((p) => [p.id, p.code]),
    );
    // The senior wants A100 first; the second lists A100 then A101: projected their 2nd, at least their 2nd.
    await saveListAt(database.db, r.roundId, first, [r.itemsA[0] as number], at(2));
    await saveListAt(database.db, r.roundId, second, [r.itemsA[0] as number, r.itemsA[1] as number], at(2));
    // Turns at 97 and 98: nothing is due at 72.9 h.
    await writeDueTurnEvents(database.db, at(72.9), options);
    expect(await rowsOf(r, 'TURN_REMINDER_24H')).toEqual([]);
    await writeDueTurnEvents(database.db, at(74.5), options);
    await writeDueTurnEvents(database.db, at(74.6), options);
    const day = await rowsOf(r, 'TURN_REMINDER_24H');
    expect(day.map((n) => n.passId).sort()).toEqual([first, second].sort());
    const secondTurn = await turnOf(r, second);
    const [reminder] = (await told(second)).filter((n) => n.kind === 'TURN_REMINDER_24H');
    expect(reminder).toMatchObject({
      title: NOTIFICATION_TEXTS.turnReminder24h,
      text: NOTIFICATION_TEXTS.turnReminderText(
        name,
        dateClockTime(secondTurn, tz),
        NOTIFICATION_TEXTS.projected(
          ordinal(2),
          PICK_ITEM_LABELS.package(codes.get(r.itemsA[1] as number) as string),
          ordinal(2),
        ),
      ),
    });
    // The third has no list: their reminder says so.
    const third = passIds(r)[2] as string;
    await writeDueTurnEvents(database.db, at(75.5), options);
    const [none] = (await told(third)).filter((n) => n.kind === 'TURN_REMINDER_24H');
    expect(none?.text).toBe(
      NOTIFICATION_TEXTS.turnReminderText(name, dateClockTime(await turnOf(r, third), tz), NOTIFICATION_TEXTS.noList),
    );
    // An hour before: the 1-hour reminder, once.
    await writeDueTurnEvents(database.db, at(96.2), options);
    await writeDueTurnEvents(database.db, at(96.4), options);
    expect((await rowsOf(r, 'TURN_REMINDER_1H')).map((n) => n.passId)).toEqual([first]);
    expect((await told(first))[0]).toMatchObject({
      kind: 'TURN_REMINDER_1H',
      title: NOTIFICATION_TEXTS.turnReminder1h,
    });
  });

  it('reminds a moved turn again at its new time, and tells the employee it moved', async () => {
    const r = await round();
    const first = passIds(r)[0] as string;
    await writeDueTurnEvents(database.db, at(73.5), options);
    expect(await rowsOf(r, 'TURN_REMINDER_24H')).toHaveLength(1);
    // The office moves the first turn from 97 h to 99.5 h, in one transaction with its notice.
    const moved = at(99.5);
    await database.db.transaction(async (tx) => {
      await tx
        .update(pickTurns)
        .set({ turnAt: moved })
        .where(and(eq(pickTurns.pickRoundId, r.roundId), eq(pickTurns.passId, first)));
      await recordTurnsMoved(tx, at(74), [{ passId: first, roundId: r.roundId, turnAt: moved }]);
    });
    const name = await pickName(r);
    expect((await told(first))[0]).toMatchObject({
      kind: 'TURNS_MOVED',
      title: NOTIFICATION_TEXTS.turnsMoved,
      text: NOTIFICATION_TEXTS.turnsMovedText(name, dateClockTime(moved, tz)),
    });
    // Not yet due at its new time; due at 75.5 h, a fresh reminder.
    await writeDueTurnEvents(database.db, at(75), options);
    expect((await rowsOf(r, 'TURN_REMINDER_24H')).filter((n) => n.passId === first)).toHaveLength(1);
    await writeDueTurnEvents(database.db, at(75.6), options);
    const mine = (await rowsOf(r, 'TURN_REMINDER_24H')).filter((n) => n.passId === first);
    expect(mine).toHaveLength(2);
    expect(mine.map((n) => (n.data as { turnAt: string }).turnAt)).toContain(moved.toISOString());
  });

  it('writes a reminder due in quiet hours before they start', async () => {
    // In New York, 22:00 to 07:00: a reminder due at 02:00 local is written at 22:00 the evening before.
    const due = new Date('2026-11-25T07:00:00Z'); // 02:00 EST
    expect(reminderTime(due, { start: 22 * 60, end: 7 * 60 }, 'America/New_York').toISOString()).toBe(
      '2026-11-25T03:00:00.000Z',
    );
    expect(reminderTime(due, { start: 0, end: 6 * 60 }, 'America/New_York').toISOString()).toBe(
      '2026-11-25T05:00:00.000Z',
    );
    expect(reminderTime(due, { start: 9 * 60, end: 17 * 60 }, 'America/New_York')).toEqual(due);
    expect(reminderTime(due, null, 'America/New_York')).toEqual(due);

    const r = await round();
    const first = passIds(r)[0] as string;
    const turn = await turnOf(r, first);
    // Quiet for the first member across the 24-hour reminder's time: written at the quiet hours' start, not later.
    const local = (d: Date) => {
      const clock = wallClockIn(d, tz);
      return clock.hour * 60 + clock.minute;
    };
    const dueAt = new Date(turn.getTime() - 24 * HOUR);
    const from = (local(dueAt) - 120 + 1440) % 1440;
    const to = (local(dueAt) + 60) % 1440;
    const quiet = {
      timeZone: tz,
      quietHoursOf: async (_db: unknown, passId: string) => (passId === first ? { start: from, end: to } : null),
    };
    await writeDueTurnEvents(database.db, new Date(dueAt.getTime() - 2.5 * HOUR), quiet);
    expect(await rowsOf(r, 'TURN_REMINDER_24H')).toEqual([]);
    await writeDueTurnEvents(database.db, new Date(dueAt.getTime() - 1.9 * HOUR), quiet);
    expect((await rowsOf(r, 'TURN_REMINDER_24H')).map((n) => n.passId)).toEqual([first]);
  });

  it('writes nothing when the transaction rolls back', async () => {
    const r = await round();
    const first = passIds(r)[0] as string;
    await expect(
      database.db.transaction(async (tx) => {
        await recordTurnsMoved(tx, at(1), [{ passId: first, roundId: r.roundId, turnAt: at(99.5) }]);
        throw new Error('the move failed');
      }),
    ).rejects.toThrow(/the move failed/);
    expect(await rowsOf(r, 'TURNS_MOVED')).toEqual([]);
  });
});
