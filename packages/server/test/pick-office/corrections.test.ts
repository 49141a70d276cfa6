import { randomUUID } from 'node:crypto';
import { NOTIFICATION_TEXTS, RAW_ERRORS, type ServiceName, PICK_OFFICE_TEXTS as T } from '@crewline/protocol';
import { and, asc, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '../../src/config';
import {
  awards,
  employees,
  jobs,
  notifications,
  pickEvents,
  pickPeriods,
  pickRounds,
  pickTurns,
  populationMembers,
} from '../../src/db/schema';
import { localIsoDate } from '../../src/lib/local-time';
import { isCurrentAward, processDueTurns } from '../../src/modules/pick';
import { createTestDatabase, TEST_TODAY, type TestDatabase } from '../helper';
import { signedIn, testApp } from '../support/app';
import { testClock } from '../support/clock';
import { makeOtherDepotClerk, signInOfficeCast } from '../support/office-cast';
import { roundOfTurn } from '../support/pick-rounds';
import { type Auth, serviceCalls } from '../support/service-calls';
import { verifyAll } from '../support/verify';

const DAY = 86_400_000;
const START = new Date(`${TEST_TODAY}T13:00:00Z`).getTime();
/** After the scheduler's runs of the next days: the demo work round has turns processed, and more to come. */
const NOW = new Date(START + 4.1 * DAY);
const REASON = 'Her list was lost when the depot terminal failed';

/**
 * Corrections (issue 51 item 5): supervisor 900002 previews and applies a correction of the
 * demo work round; every refusal writes nothing, the ledger still replays, and the employees
 * whose award changed are told why.
 */
describe('the pick office: corrections', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = testClock(NOW);
  const { call, ok } = serviceCalls(() => app);
  let clerk: Auth;
  let supervisor: Auth;
  let employee: Auth;
  let otherClerk: Auth;
  let workRound: number;
  /** A senior skipped (no list) and the package a junior of their population was given. */
  let skipped: { passId: string; rank: number };
  let junior: { passId: string; itemId: number };

  const written = async () => {
    const [events] = await database.db.select({ n: count() }).from(pickEvents);
    const [rows] = await database.db.select({ n: count() }).from(awards);
    const [told] = await database.db.select({ n: count() }).from(notifications);
    return { events: Number(events?.n), awards: Number(rows?.n), told: Number(told?.n) };
  };
  const restore = (extra: Record<string, unknown> = {}) => ({
    roundId: workRound,
    kind: 'RESTORE_LIST',
    passId: skipped.passId,
    items: [junior.itemId],
    reason: REASON,
    ...extra,
  });

  beforeAll(async () => {
    database = await createTestDatabase();
    await makeOtherDepotClerk(database.db);
    workRound = await roundOfTurn(database.db, '100001', 'WORK');
    for (const days of [2, 3, 3.2, 4]) await processDueTurns(database.db, new Date(START + days * DAY));
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
          .map((j) => ({ s, j })),
      )
      .sort((a, b) => a.s.rank - b.s.rank || a.j.rank - b.j.rank);
    const first = pairs[0];
    if (!first) throw new Error('the demo pick has no skipped senior before an award in their population');
    skipped = { passId: first.s.passId, rank: first.s.rank };
    junior = { passId: first.j.passId, itemId: first.j.itemId as number };
    // Days on, the other depot's clerk (100003) would be past their password's expiry.
    await database.db.update(employees).set({ passwordExpiresOn: null }).where(eq(employees.passId, '100003'));
    app = await testApp({ db: database.db, now: clock.now });
    ({ clerk, supervisor, employee, otherClerk } = await signInOfficeCast(app, clock.now()));
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('refuses both services to employees, to the clerk of the group and to a clerk of another depot, on the server', async () => {
    const before = await written();
    const payloads: Record<string, Record<string, unknown>> = {
      mta_officeCorrectionPreview: restore(),
      mta_officeCorrectionApply: restore({ requestId: randomUUID(), digest: `sha256:${'0'.repeat(64)}` }),
    };
    for (const [service, payload] of Object.entries(payloads)) {
      for (const auth of [employee, clerk, otherClerk]) {
        const body = await call(service as ServiceName, auth, payload);
        expect({ service, who: auth.passId, error: body.message.Error }).toEqual({
          service,
          who: auth.passId,
          error: RAW_ERRORS.roleRefused,
        });
      }
    }
    expect(await written()).toEqual(before);
  });

  it('previews: the earliest changed place and every award that would change, before → after, nothing written', async () => {
    const before = await written();
    const preview = await ok('mta_officeCorrectionPreview', supervisor, restore());
    expect(preview.FROM_RANK).toBe(skipped.rank);
    expect(preview.changes[0]).toMatchObject({ RANK: skipped.rank, PASS_ID: skipped.passId, BEFORE: 'Skipped' });
    expect(preview.changes[0]?.AFTER).toMatch(/ \(choice 1\)$/);
    expect(preview.changes.map((c) => c.PASS_ID)).toContain(junior.passId);
    expect(preview.CHANGE_COUNT).toBe(preview.changes.length);
    expect(preview.changes.every((c) => c.RANK >= preview.FROM_RANK && c.RANK <= preview.THROUGH_RANK)).toBe(true);
    expect(preview.DIGEST).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(await written()).toEqual(before);
  });

  it('refuses in words, writing nothing: bad input, no such employee, a turn to come, a place out of range, no change, a stale preview', async () => {
    const before = await written();
    const refused = async (
      payload: Record<string, unknown>,
      words: string,
      service: ServiceName = 'mta_officeCorrectionPreview',
    ) => {
      const body = await call(service, supervisor, payload);
      expect(body.message.Error).toBe(RAW_ERRORS.nonEmptyOutput(words));
    };
    const lastTurn = await database.db
      .select({ passId: awards.passId, rank: sql<number>`(${awards.explanation}->>'rank')::int` })
      .from(awards)
      .where(eq(awards.pickRoundId, workRound))
      .orderBy(sql`(${awards.explanation}->>'rank')::int desc`)
      .limit(1);
    const processed = lastTurn[0]?.rank ?? 0;
    const body = await call('mta_officeCorrectionPreview', supervisor, restore({ items: [] }));
    expect(body.message.PopupMessages.join(' ')).toContain(T.correctionItems);
    const noReason = await call('mta_officeCorrectionPreview', supervisor, restore({ reason: ' ' }));
    expect(noReason.message.PopupMessages.join(' ')).toContain(T.correctionReason);
    await refused(restore({ passId: '900001' }), T.correctionNotInRound);
    const [last] = await database.db
      .select({ passId: pickTurns.passId })
      .from(pickTurns)
      .where(eq(pickTurns.pickRoundId, workRound))
      .orderBy(desc(pickTurns.turnAt))
      .limit(1);
    await refused(restore({ passId: last?.passId }), T.correctionTurnToCome);
    await refused(restore({ items: [999_999] }), T.correctionItemNotInRound(999_999));
    await refused(
      { roundId: workRound, kind: 'MOVE_TO', passId: skipped.passId, rank: processed + 1, reason: REASON },
      T.correctionPlaceRange(processed),
    );
    await refused(
      { roundId: workRound, kind: 'MOVE_TO', passId: skipped.passId, rank: skipped.rank, reason: REASON },
      T.correctionNothingChanges,
    );
    await refused(restore({ roundId: 999_999 }), T.correctionNoSuchRound);
    // An earlier pick's work round, its work in force today: corrected only from a date (corrections-dated.test.ts;
    // a vacation round in force is refused: corrections-closed.property.test.ts).
    const [inForce] = await database.db
      .select({ id: pickRounds.id, effectiveDate: pickPeriods.effectiveDate })
      .from(pickRounds)
      .innerJoin(pickPeriods, eq(pickPeriods.id, pickRounds.pickPeriodId))
      .where(lte(pickPeriods.effectiveDate, localIsoDate(NOW, DEFAULT_TIME_ZONE)))
      .limit(1);
    if (!inForce) throw new Error('the demo agency has no pick in force');
    await refused(restore({ roundId: inForce.id }), T.correctionEffectiveFromNeeded(inForce.effectiveDate));
    // The round's work is not in force yet: its corrected awards apply from the pick's effective date, no other.
    const [open] = await database.db
      .select({ effectiveDate: pickPeriods.effectiveDate })
      .from(pickRounds)
      .innerJoin(pickPeriods, eq(pickPeriods.id, pickRounds.pickPeriodId))
      .where(eq(pickRounds.id, workRound));
    await refused(
      restore({ effectiveFrom: TEST_TODAY }),
      T.correctionEffectiveFromNotInForce(open?.effectiveDate ?? ''),
    );
    const vacation = await roundOfTurn(database.db, '100001', 'VACATION');
    await refused(restore({ roundId: vacation }), T.correctionNoTurn);
    await refused(
      restore({ requestId: randomUUID(), digest: `sha256:${'0'.repeat(64)}` }),
      T.correctionStale,
      'mta_officeCorrectionApply',
    );
    expect(await written()).toEqual(before);
  });

  it('applies in one transaction: the run bids again from the earliest place, the awards before it stand, the ledger names the supervisor and the reason', async () => {
    const preview = await ok('mta_officeCorrectionPreview', supervisor, restore());
    const current = () =>
      database.db
        .select({
          passId: awards.passId,
          itemId: awards.itemId,
          outcome: awards.outcome,
          rank: sql<number>`(${awards.explanation}->>'rank')::int`,
        })
        .from(awards)
        .where(and(eq(awards.pickRoundId, workRound), isCurrentAward))
        .orderBy(asc(awards.id));
    const held = await current();
    const before = await written();
    const requestId = randomUUID();
    const applied = await ok('mta_officeCorrectionApply', supervisor, restore({ requestId, digest: preview.DIGEST }));
    expect(applied).toMatchObject({ FROM_RANK: preview.FROM_RANK, CHANGE_COUNT: preview.CHANGE_COUNT });
    const after = await written();
    expect(after.events).toBe(before.events + 1);
    expect(after.told).toBe(before.told + preview.CHANGE_COUNT);
    const [event] = await database.db.select().from(pickEvents).where(eq(pickEvents.seq, applied.EVENT));
    expect(event).toMatchObject({ kind: 'RUN', passId: '900002', pickRoundId: workRound });
    expect(event?.payload).toMatchObject({
      kind: 'CORRECTION',
      awardRun: applied.RUN_ID,
      correction: {
        change: { restoreList: { passId: skipped.passId, items: [junior.itemId] } },
        reason: REASON,
        from: preview.FROM_RANK,
        through: preview.THROUGH_RANK,
        requestId,
      },
    });
    // The awards before the earliest place stand; from it, each as the preview said.
    const now = await current();
    const standing = (rows: typeof held) => rows.filter((r) => r.rank < preview.FROM_RANK);
    expect(standing(now)).toEqual(standing(held));
    const mine = now.filter((r) => r.passId === skipped.passId);
    expect(mine).toEqual([expect.objectContaining({ outcome: 'AWARDED', itemId: junior.itemId })]);
    // The package's job is the senior's now.
    const [job] = await database.db
      .select({ pickedBy: jobs.pickedBy })
      .from(jobs)
      .innerJoin(sql`packages p`, sql`p.job_id = ${jobs.id}`)
      .where(sql`p.id = ${junior.itemId}`);
    expect(job?.pickedBy).toBe(skipped.passId);
    // A retry answers the first, writing nothing; the ledger still replays and every mirror holds.
    const again = await ok('mta_officeCorrectionApply', supervisor, restore({ requestId, digest: preview.DIGEST }));
    expect(again).toEqual(applied);
    expect(await written()).toEqual(after);
    const check = await verifyAll(database.db);
    expect(check.replay?.problem).toBeUndefined();
    expect(check.mirrors?.difference).toBeUndefined();
    expect(check.ok).toBe(true);
    // The same preview again: nothing left to change.
    const body = await call('mta_officeCorrectionPreview', supervisor, restore());
    expect(body.message.Error).toBe(RAW_ERRORS.nonEmptyOutput(T.correctionNothingChanges));
  });

  it('tells each employee whose award changed why, and their award says so', async () => {
    const [told] = await database.db
      .select({ data: notifications.data, kind: notifications.kind })
      .from(notifications)
      .where(and(eq(notifications.passId, skipped.passId), eq(notifications.kind, 'PICK_CORRECTED')));
    expect(told?.data).toMatchObject({ before: 'Skipped', reason: REASON });
    // The senior signs in (given the demo password as their account) and reads it.
    await database.db
      .update(employees)
      .set({
        passwordHash: sql`(select password_hash from employees where pass_id = '100001')`,
        passwordExpiresOn: null,
      })
      .where(eq(employees.passId, skipped.passId));
    const senior = await signedIn(app, skipped.passId);
    const list = await ok('mta_notifications', senior, {});
    const item = list.notifications.find((n) => n.kind === 'PICK_CORRECTED');
    expect(item?.title).toBe(
      NOTIFICATION_TEXTS.pickCorrected((told?.data as { after: string } | undefined)?.after ?? ''),
    );
    expect(item?.text).toContain(REASON);
    const pick = await ok('mta_pickPreferencesInit', senior, {});
    const round = pick.pick?.rounds.find((r) => r.roundId === workRound);
    expect(round?.award?.explanation).toContain(T.correctedBy(REASON));
    expect(NOTIFICATION_TEXTS.lockScreen.PICK_CORRECTED).not.toContain(REASON);
  });
});
