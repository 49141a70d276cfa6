import { PICK_OFFICE_TEXTS, RAW_ERRORS, type ServiceName } from '@crewline/protocol';
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickEvents, pickRounds, pickTurns } from '../../src/db/schema';
import { createPickRound, type PickRoundFixture } from '../factories/pick-round';
import { createTestDatabase, TEST_TODAY, type TestDatabase } from '../helper';
import { testApp } from '../support/app';
import { testClock } from '../support/clock';
import { makeOtherDepotClerk, signInOfficeCast } from '../support/office-cast';
import { type Auth, serviceCalls } from '../support/service-calls';

/** Saturday November 21 2026, 10:00 in New York: the factory round opens on Monday 08:00. */
const NOW = `${TEST_TODAY}T15:00:00.000Z`;
const OPENS = new Date('2026-11-23T13:00:00.000Z');
const CLOSES = new Date('2026-11-27T21:00:00.000Z');
const HOUR = 3_600_000;

/** Monday from 08:00, 10 minutes a turn, lunch 12:00–12:30, weekends off. */
const SETTINGS = {
  startDate: '2026-11-23',
  minutesPerTurn: 10,
  officeStart: 8 * 60,
  officeEnd: 16 * 60,
  breaks: [{ start: 12 * 60, end: 12 * 60 + 30 }],
  weekdaysOff: [0, 6],
  datesOff: [] as string[],
};

describe('the pick calendar: rounds, turn schedules, pause and resume', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = testClock(NOW);
  const { call, ok } = serviceCalls(() => app);
  let clerk: Auth;
  let supervisor: Auth;
  let employee: Auth;
  let otherClerk: Auth;
  let round: PickRoundFixture;
  let groupId: number;

  const ledgerCount = async () => (await database.db.select({ n: count() }).from(pickEvents))[0]?.n ?? 0;
  const turnsOf = (roundId: number) =>
    database.db
      .select({ passId: pickTurns.passId, turnAt: pickTurns.turnAt })
      .from(pickTurns)
      .where(eq(pickTurns.pickRoundId, roundId))
      .orderBy(asc(pickTurns.turnAt));
  const roundsOfPick = () =>
    database.db.select().from(pickRounds).where(eq(pickRounds.pickPeriodId, round.pickPeriodId));
  /** What a refusal must leave as it was: the ledger, the pick's rounds and the round's turns. */
  const state = async () => ({
    events: await ledgerCount(),
    rounds: await roundsOfPick(),
    turns: await turnsOf(round.roundId),
  });
  const refusal = (text: string) => RAW_ERRORS.nonEmptyOutput(text);

  /** Sessions end after idle time: the office and the employee sign in again when the clock moves on. */
  const signInAll = async () => {
    ({ clerk, supervisor, employee, otherClerk } = await signInOfficeCast(app, clock.now()));
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    await makeOtherDepotClerk(database.db);
    round = await createPickRound(database.db, {
      kind: 'WORK',
      memberCount: 5,
      itemsPerPopulation: 3,
      opensAt: OPENS,
      closesAt: CLOSES,
    });
    app = await testApp({ db: database.db, now: clock.now });
    await signInAll();
    const groups = await ok('mta_officeGroups', clerk);
    const factoryGroup = groups.groups.find((g) => g.GROUP_NAME === 'Factory group');
    if (!factoryGroup) throw new Error('the factory group is not open');
    groupId = factoryGroup.GROUP_ID;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("shows the group's pick with its rounds, their status in the employees' words and the group's turns", async () => {
    const calendar = await ok('mta_officeCalendar', clerk, { groupId });
    expect(calendar.group.GROUP_ID).toBe(groupId);
    expect(calendar.pick.PICK_ID).toBe(round.pickPeriodId);
    expect(calendar.rounds).toEqual([
      expect.objectContaining({
        ROUND_ID: round.roundId,
        KIND: 'WORK',
        STATUS: 'UPCOMING',
        OPENS_AT: OPENS.toISOString(),
        CLOSES_AT: CLOSES.toISOString(),
        PAUSED_AT: '',
        TURNS: 5,
        PROCESSED: 0,
        ROUND_PROCESSED: 0,
      }),
    ]);
    expect(calendar.FREE_KINDS).toEqual(['VACATION', 'HOLIDAY', 'VR']);
  });

  it('creates a round with its window, refusing a close before the opening, a repeated kind and an overlap; nothing written', async () => {
    const before = await state();
    const cases: [Record<string, unknown>, string][] = [
      [
        { kind: 'VACATION', opensAt: '2026-12-01T13:00:00Z', closesAt: '2026-12-01T12:00:00Z' },
        PICK_OFFICE_TEXTS.closesBeforeOpens,
      ],
      [
        { kind: 'WORK', opensAt: '2026-12-01T13:00:00Z', closesAt: '2026-12-04T21:00:00Z' },
        PICK_OFFICE_TEXTS.kindTaken('WORK'),
      ],
      [
        { kind: 'VACATION', opensAt: '2026-11-27T13:00:00Z', closesAt: '2026-12-04T21:00:00Z' },
        PICK_OFFICE_TEXTS.roundOverlaps('WORK'),
      ],
    ];
    for (const [payload, text] of cases) {
      const body = await call('mta_officeCreateRound', supervisor, { groupId, ...payload });
      expect(body.message.Error).toBe(refusal(text));
    }
    expect(await state()).toEqual(before);

    const payload = { groupId, kind: 'VACATION', opensAt: '2026-11-30T13:00:00Z', closesAt: '2026-12-04T21:00:00Z' };
    const made = await ok('mta_officeCreateRound', supervisor, payload);
    expect(made.SEQ).toBe(2);
    // A retry answers the round it made.
    expect(await ok('mta_officeCreateRound', supervisor, payload)).toEqual(made);
    expect(await roundsOfPick()).toHaveLength(2);
    const [event] = await database.db.select().from(pickEvents).where(eq(pickEvents.kind, 'ROUND_CREATED'));
    expect(event).toMatchObject({ pickRoundId: made.ROUND_ID, passId: '900002' });
    expect(await ledgerCount()).toBe(before.events + 1);
  });

  it('previews a schedule a page at a time in seniority order, saying what a save would refuse, and writes nothing', async () => {
    const before = await state();
    const first = await ok('mta_officeSchedulePreview', clerk, {
      roundId: round.roundId,
      groupId,
      settings: SETTINGS,
      offset: 0,
      limit: 2,
    });
    expect(first).toMatchObject({ TURNS: 5, DAYS: 1, PROBLEMS: [] });
    expect(first.FIRST_TURN_AT).toBe('2026-11-23T13:00:00.000Z');
    expect(first.LAST_TURN_AT).toBe('2026-11-23T13:40:00.000Z');
    expect(first.turns.map((t) => [t.RANK, t.PASS_ID, t.TURN_AT])).toEqual([
      [1, round.members[0]?.passId, '2026-11-23T13:00:00.000Z'],
      [2, round.members[1]?.passId, '2026-11-23T13:10:00.000Z'],
    ]);
    const rest = await ok('mta_officeSchedulePreview', clerk, {
      roundId: round.roundId,
      groupId,
      settings: SETTINGS,
      offset: 2,
      limit: 200,
    });
    expect(rest.turns.map((t) => t.RANK)).toEqual([3, 4, 5]);
    const seniority = [...first.turns, ...rest.turns].map((t) => t.SENIORITY_NUMBER);
    expect(seniority).toEqual([...seniority].sort((a, b) => a - b));

    // Friday 15:30: three turns, then Monday, after the window has closed.
    const late = await ok('mta_officeSchedulePreview', clerk, {
      roundId: round.roundId,
      groupId,
      settings: { ...SETTINGS, startDate: '2026-11-27', officeStart: 15 * 60 + 30 },
      offset: 0,
      limit: 5,
    });
    expect(late.PROBLEMS).toEqual([PICK_OFFICE_TEXTS.windowClosesBeforeLastTurn('2026-11-30 15:40')]);
    expect(await state()).toEqual(before);
  });

  it('refuses a save past the window, before the opening or over the group’s turns in another round; nothing written', async () => {
    const before = await state();
    const refused = async (roundId: number, settings: typeof SETTINGS, text: string) => {
      const body = await call('mta_officeScheduleSave', clerk, { roundId, groupId, settings });
      expect(body.message.Error).toBe(refusal(text));
    };
    await refused(
      round.roundId,
      { ...SETTINGS, startDate: '2026-11-27', officeStart: 15 * 60 + 30 },
      PICK_OFFICE_TEXTS.windowClosesBeforeLastTurn('2026-11-30 15:40'),
    );
    await refused(
      round.roundId,
      { ...SETTINGS, startDate: '2026-11-22', weekdaysOff: [] },
      PICK_OFFICE_TEXTS.firstTurnBeforeOpening('2026-11-22 08:00'),
    );
    // The vacation round's turns on the work round's last turns: before it opens, and over them.
    const vacation = (await roundsOfPick()).find((r) => r.kind === 'VACATION');
    if (!vacation) throw new Error('no vacation round');
    const over = { ...SETTINGS, startDate: '2026-11-27', officeStart: 11 * 60 };
    const preview = await ok('mta_officeSchedulePreview', clerk, {
      roundId: vacation.id,
      groupId,
      settings: over,
      offset: 0,
      limit: 1,
    });
    expect(preview.PROBLEMS).toContain(PICK_OFFICE_TEXTS.scheduleOverlaps('WORK'));
    await refused(vacation.id, over, preview.PROBLEMS[0] ?? '');
    expect(await state()).toEqual(before);
    expect(await turnsOf(vacation.id)).toEqual([]);
    // No day can hold a turn: refused in words.
    const never = await call('mta_officeSchedulePreview', clerk, {
      roundId: round.roundId,
      groupId,
      settings: { ...SETTINGS, breaks: [{ start: 0, end: 1440 }] },
      offset: 0,
      limit: 5,
    });
    expect(never.message.Error).toBe(refusal(PICK_OFFICE_TEXTS.noTurnTime));
  });

  it('saves the schedule as previewed, in the ledger with its actor; the same schedule again writes nothing', async () => {
    const before = await ledgerCount();
    const saved = await ok('mta_officeScheduleSave', clerk, { roundId: round.roundId, groupId, settings: SETTINGS });
    expect(saved).toMatchObject({ TURNS: 5, FIRST_TURN_AT: '2026-11-23T13:00:00.000Z', EVENT: before + 1 });
    const turns = await turnsOf(round.roundId);
    expect(turns.map((t) => t.passId)).toEqual(round.members.map((m) => m.passId));
    expect(turns.map((t) => t.turnAt.toISOString())).toEqual(
      [0, 10, 20, 30, 40].map((m) => new Date(Date.parse('2026-11-23T13:00:00Z') + m * 60_000).toISOString()),
    );
    const [event] = await database.db
      .select()
      .from(pickEvents)
      .where(and(eq(pickEvents.kind, 'SCHEDULE_SET'), eq(pickEvents.pickRoundId, round.roundId)));
    expect(event?.passId).toBe('900001');
    expect((event?.payload as { turns?: unknown[] } | undefined)?.turns).toHaveLength(5);
    const again = await ok('mta_officeScheduleSave', clerk, { roundId: round.roundId, groupId, settings: SETTINGS });
    expect(again.EVENT).toBe(0);
    expect(await ledgerCount()).toBe(before + 1);
    const calendar = await ok('mta_officeCalendar', clerk, { groupId });
    expect(calendar.rounds[0]).toMatchObject({
      FIRST_TURN_AT: '2026-11-23T13:00:00.000Z',
      LAST_TURN_AT: '2026-11-23T13:40:00.000Z',
    });
  });

  it('refuses a schedule for a round with a processed turn (the demo pick under way)', async () => {
    const groups = await ok('mta_officeGroups', clerk);
    const demo = groups.groups.find((g) => g.GROUP_NAME !== 'Factory group');
    if (!demo) throw new Error('no demo group');
    const calendar = await ok('mta_officeCalendar', clerk, { groupId: demo.GROUP_ID });
    const work = calendar.rounds.find((r) => r.KIND === 'WORK');
    if (!work) throw new Error('no demo work round');
    expect(work.ROUND_PROCESSED).toBeGreaterThan(0);
    const events = await ledgerCount();
    const turns = await turnsOf(work.ROUND_ID);
    const body = await call('mta_officeScheduleSave', clerk, {
      roundId: work.ROUND_ID,
      groupId: demo.GROUP_ID,
      settings: { ...SETTINGS, startDate: TEST_TODAY },
    });
    expect(body.message.Error).toBe(refusal(PICK_OFFICE_TEXTS.turnProcessed));
    expect(await ledgerCount()).toBe(events);
    expect(await turnsOf(work.ROUND_ID)).toEqual(turns);
    // A round of another group's pick is not this group's.
    const other = await call('mta_officeSchedulePreview', clerk, {
      roundId: work.ROUND_ID,
      groupId,
      settings: SETTINGS,
      offset: 0,
      limit: 1,
    });
    expect(other.message.Error).toBe(refusal(PICK_OFFICE_TEXTS.noSuchRound));
  });

  it('pauses a round and resumes it, moving the remaining turns and the close by the pause’s length or to a new start', async () => {
    const roundId = round.roundId;
    const paused = await ok('mta_officePause', supervisor, { roundId });
    expect(paused.PAUSED_AT).toBe(clock.now().toISOString());
    const [pausedEvent] = await database.db
      .select()
      .from(pickEvents)
      .where(and(eq(pickEvents.kind, 'PAUSED'), eq(pickEvents.pickRoundId, roundId)));
    expect(pausedEvent?.passId).toBe('900002');
    const calendar = await ok('mta_officeCalendar', clerk, { groupId });
    expect(calendar.rounds[0]).toMatchObject({ PAUSED_AT: paused.PAUSED_AT, PAUSED_BY: '900002' });

    let before = await state();
    expect((await call('mta_officePause', supervisor, { roundId })).message.Error).toBe(
      refusal(PICK_OFFICE_TEXTS.alreadyPaused),
    );
    const passed = new Date(clock.now().getTime() - HOUR).toISOString();
    expect((await call('mta_officeResume', supervisor, { roundId, newStart: passed })).message.Error).toBe(
      refusal(PICK_OFFICE_TEXTS.newStartPassed),
    );
    expect(await state()).toEqual(before);

    clock.advance(2 * HOUR);
    await signInAll();
    const resumed = await ok('mta_officeResume', supervisor, { roundId });
    expect(resumed).toMatchObject({
      MOVED: 5,
      SHIFT_MINUTES: 120,
      CLOSES_AT: new Date(CLOSES.getTime() + 2 * HOUR).toISOString(),
    });
    expect((await turnsOf(roundId))[0]?.turnAt.toISOString()).toBe('2026-11-23T15:00:00.000Z');
    const [resumedEvent] = await database.db
      .select()
      .from(pickEvents)
      .where(and(eq(pickEvents.kind, 'RESUMED'), eq(pickEvents.pickRoundId, roundId)));
    expect(resumedEvent?.passId).toBe('900002');
    expect((resumedEvent?.payload as { turns?: unknown[] } | undefined)?.turns).toHaveLength(5);
    // Paused before it opened: its opening moved with the turns, ahead of the first as before.
    const opensOf = async () => (await roundsOfPick()).find((r) => r.id === roundId)?.opensAt.toISOString();
    expect(await opensOf()).toBe(new Date(OPENS.getTime() + 2 * HOUR).toISOString());
    expect(resumedEvent?.payload).toMatchObject({ opensAt: await opensOf() });

    before = await state();
    expect((await call('mta_officeResume', supervisor, { roundId })).message.Error).toBe(
      refusal(PICK_OFFICE_TEXTS.notPaused),
    );
    expect(await state()).toEqual(before);

    // Paused again, then resumed with a new start: the first remaining turn comes then, the rest keep their spacing.
    await ok('mta_officePause', supervisor, { roundId });
    const moved = await ok('mta_officeResume', supervisor, { roundId, newStart: '2026-11-24T14:00:00.000Z' });
    expect(moved.MOVED).toBe(5);
    const turns = await turnsOf(roundId);
    expect(turns.map((t) => t.turnAt.toISOString())).toEqual([
      '2026-11-24T14:00:00.000Z',
      '2026-11-24T14:10:00.000Z',
      '2026-11-24T14:20:00.000Z',
      '2026-11-24T14:30:00.000Z',
      '2026-11-24T14:40:00.000Z',
    ]);
    expect(await opensOf()).toBe('2026-11-24T14:00:00.000Z');
  });

  /** Every new office service × employee / clerk of another depot / the group's clerk / supervisor. */
  it('refuses the calendar services to employees, a clerk the groups not theirs, and the round writes to clerks', async () => {
    const vacation = (await roundsOfPick()).find((r) => r.kind === 'VACATION');
    const payloads: Record<string, Record<string, unknown>> = {
      mta_officeCalendar: { groupId },
      // The round made above, again: answered as it was.
      mta_officeCreateRound: {
        groupId,
        kind: 'VACATION',
        opensAt: vacation?.opensAt.toISOString(),
        closesAt: vacation?.closesAt.toISOString(),
      },
      mta_officeSchedulePreview: { roundId: round.roundId, groupId, settings: SETTINGS, offset: 0, limit: 1 },
      mta_officeScheduleSave: {
        roundId: round.roundId,
        groupId,
        settings: { ...SETTINGS, startDate: '2026-11-24', officeStart: 9 * 60 },
      },
      mta_officePause: { roundId: 999_999 },
      mta_officeResume: { roundId: 999_999 },
    };
    const forbidden = RAW_ERRORS.roleRefused;
    const notYours = refusal(PICK_OFFICE_TEXTS.notYourGroup);
    const noRound = refusal(PICK_OFFICE_TEXTS.noSuchRound);
    const expected: Record<string, [Auth, string][]> = {
      mta_officeCalendar: [
        [employee, forbidden],
        [otherClerk, notYours],
        [clerk, ''],
        [supervisor, ''],
      ],
      mta_officeCreateRound: [
        [employee, forbidden],
        [otherClerk, forbidden],
        [clerk, forbidden],
        [supervisor, ''],
      ],
      mta_officeSchedulePreview: [
        [employee, forbidden],
        [otherClerk, notYours],
        [clerk, ''],
        [supervisor, ''],
      ],
      mta_officeScheduleSave: [
        [employee, forbidden],
        [otherClerk, notYours],
        [clerk, ''],
        [supervisor, ''],
      ],
      mta_officePause: [
        [employee, forbidden],
        [otherClerk, forbidden],
        [clerk, forbidden],
        [supervisor, noRound],
      ],
      mta_officeResume: [
        [employee, forbidden],
        [otherClerk, forbidden],
        [clerk, forbidden],
        [supervisor, noRound],
      ],
    };
    for (const [service, cases] of Object.entries(expected)) {
      for (const [auth, error] of cases) {
        const body = await call(service as ServiceName, auth, payloads[service]);
        expect({ service, who: auth.passId, error: body.message.Error }).toEqual({ service, who: auth.passId, error });
      }
    }
  });
});
