import { randomUUID } from 'node:crypto';
import {
  NOTIFICATION_TEXTS,
  PICK_OFFICE_TEXTS,
  PREFERENCE_TEXTS,
  RAW_ERRORS,
  type ServiceName,
} from '@crewline/protocol';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickEvents, preferenceSets } from '../../src/db/schema';
import { processDueTurns } from '../../src/modules/pick';
import { createTestDatabase, TEST_TODAY, type TestDatabase } from '../helper';
import { signedIn, testApp } from '../support/app';
import { testClock } from '../support/clock';
import { makeOtherDepotClerk, signInOfficeCast } from '../support/office-cast';
import { signedInWithSecondFactor } from '../support/second-factor';
import { type Auth, serviceCalls } from '../support/service-calls';
import { verifyAll } from '../support/verify';

const NOW = `${TEST_TODAY}T15:00:00.000Z`;
/** A Flatbush operator of the demo agency whose work turn is still to come. */
const OPERATOR = '100001';
const BY_PHONE = 'by phone, clerk 900001';

/**
 * Phone-in lists, absences and bid-around (issue 51 items 3 and 4): clerk 900001 (Flatbush)
 * acts for 100001 under her own rules; every write is a ledger event naming the clerk.
 */
describe('the pick office: phone-in lists, absences and bid-around', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = testClock(NOW);
  const { call, ok } = serviceCalls(() => app);
  let clerk: Auth;
  let supervisor: Auth;
  let employee: Auth;
  let otherClerk: Auth;

  const workRound = async (auth: Auth) => {
    const answer = await ok('mta_officeEmployee', auth, { passId: OPERATOR });
    const work = answer.rounds.find((r) => r.KIND === 'WORK');
    if (!work) throw new Error('no work round');
    return work;
  };
  const signInAll = async () => {
    ({ clerk, supervisor, employee, otherClerk } = await signInOfficeCast(app, clock.now(), OPERATOR));
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    await makeOtherDepotClerk(database.db);
    app = await testApp({ db: database.db, now: clock.now });
    await signInAll();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('refuses every new office service to employees and to a clerk of another depot, on the server', async () => {
    const work = await workRound(clerk);
    const base = { passId: OPERATOR, roundId: work.ROUND_ID, requestId: randomUUID() };
    const payloads: Record<string, Record<string, unknown>> = {
      mta_officeEmployee: { passId: OPERATOR },
      mta_officeSaveList: { ...base, baseVersion: 0, items: [] },
      mta_officeMarkAbsent: { ...base, baseVersion: 0, reason: 'Out sick' },
      mta_officeLatePick: { ...base, items: [1] },
    };
    const notYours = RAW_ERRORS.nonEmptyOutput(PICK_OFFICE_TEXTS.notYourEmployee);
    for (const [service, payload] of Object.entries(payloads)) {
      for (const [auth, error] of [
        [employee, RAW_ERRORS.roleRefused],
        [otherClerk, notYours],
      ] as const) {
        const body = await call(service as ServiceName, auth, payload);
        expect({ service, who: auth.passId, error: body.message.Error }).toEqual({ service, who: auth.passId, error });
      }
    }
    // The supervisor runs every group: they see her.
    expect((await workRound(supervisor)).ROUND_ID).toBe(work.ROUND_ID);
    // Nobody of that pass id, in words.
    const unknown = await call('mta_officeEmployee', clerk, { passId: '999999999' });
    expect(unknown.message.Error).toBe(RAW_ERRORS.nonEmptyOutput(PICK_OFFICE_TEXTS.noSuchEmployee));
  });

  it('enters a list by phone as her next version; she sees who entered it, and is told', async () => {
    const work = await workRound(clerk);
    expect(work).toMatchObject({ TURN_STATUS: 'TO_COME', CAN_ENTER: true, CAN_LATE_PICK: false });
    const open = work.OFFERED.filter((i) => i.OPEN).map((i) => i.ITEM_ID);
    expect(open.length).toBeGreaterThan(3);
    const items = open.slice(-3);
    const baseVersion = work.LIST?.version ?? 0;
    const requestId = randomUUID();
    const payload = { passId: OPERATOR, roundId: work.ROUND_ID, requestId, baseVersion, items };
    const { list } = await ok('mta_officeSaveList', clerk, payload);
    expect(list.version).toBe(baseVersion + 1);
    expect(list.items.map((i) => i.itemId)).toEqual(items);
    expect(list.enteredBy).toEqual({ passId: '900001', channel: 'PHONE', text: BY_PHONE, note: null });
    // A retry answers the same version.
    expect((await ok('mta_officeSaveList', clerk, payload)).list.version).toBe(list.version);

    const mine = await ok('mta_pickPreferencesInit', employee);
    const round = mine.pick?.rounds.find((r) => r.roundId === work.ROUND_ID);
    expect(round?.list?.version).toBe(list.version);
    expect(round?.list?.enteredBy?.text).toBe(BY_PHONE);
    const told = (await ok('mta_notifications', employee)).notifications[0];
    expect(told).toMatchObject({
      kind: 'LIST_ENTERED_BY_OFFICE',
      title: NOTIFICATION_TEXTS.listByOffice,
      opens: 'pickPreferences',
    });
    expect(told?.text).toContain(`entered ${BY_PHONE} (3 choices)`);

    // The ledger's SAVE names the clerk; the table mirrors it.
    const [event] = await database.db
      .select()
      .from(pickEvents)
      .where(and(eq(pickEvents.passId, OPERATOR), eq(pickEvents.kind, 'SAVE')))
      .orderBy(desc(pickEvents.seq))
      .limit(1);
    expect(event?.payload).toMatchObject({ version: list.version, enteredBy: { passId: '900001', channel: 'PHONE' } });
    const [set] = await database.db
      .select()
      .from(preferenceSets)
      .where(and(eq(preferenceSets.passId, OPERATOR), eq(preferenceSets.version, list.version)));
    expect(set).toMatchObject({ enteredBy: '900001', channel: 'PHONE', note: null });
  });

  it('refuses a change based on a version no longer the latest (she saved meanwhile), and an item not hers', async () => {
    const work = await workRound(clerk);
    const seen = work.LIST?.version ?? 0;
    // She saves meanwhile, from her phone.
    const items = work.LIST?.items.map((i) => i.itemId) ?? [];
    await ok('mta_savePreferences', employee, {
      roundId: work.ROUND_ID,
      requestId: randomUUID(),
      items: items.slice(0, 2),
    });
    const stale = await call('mta_officeSaveList', clerk, {
      passId: OPERATOR,
      roundId: work.ROUND_ID,
      requestId: randomUUID(),
      baseVersion: seen,
      items,
    });
    expect(stale.message.Error).toBe(RAW_ERRORS.nonEmptyOutput(PREFERENCE_TEXTS.newerVersion(seen + 1)));
    // Nothing was written: her version stands.
    expect((await workRound(clerk)).LIST?.version).toBe(seen + 1);
    // Under her own rules: an item of another population is refused, in her words.
    const notOffered = work.OFFERED.length === 0 ? 1 : Math.max(...work.OFFERED.map((i) => i.ITEM_ID)) + 10_000;
    const bad = await call('mta_officeSaveList', clerk, {
      passId: OPERATOR,
      roundId: work.ROUND_ID,
      requestId: randomUUID(),
      baseVersion: seen + 1,
      items: [notOffered],
    });
    expect(bad.success).toBe(false);
  });

  it('marks her absent (an empty version with the reason), skips her turn, then records her bid-around pick', async () => {
    let work = await workRound(clerk);
    // No late pick before the turn is processed.
    const early = await call('mta_officeLatePick', clerk, {
      passId: OPERATOR,
      roundId: work.ROUND_ID,
      requestId: randomUUID(),
      items: [work.OFFERED[0]?.ITEM_ID ?? 1],
    });
    expect(early.message.Error).toBe(RAW_ERRORS.nonEmptyOutput(PICK_OFFICE_TEXTS.turnNotProcessed));

    const reason = 'On leave until after her turn';
    const { list } = await ok('mta_officeMarkAbsent', clerk, {
      passId: OPERATOR,
      roundId: work.ROUND_ID,
      requestId: randomUUID(),
      baseVersion: work.LIST?.version ?? 0,
      reason,
    });
    expect(list.items).toEqual([]);
    expect(list.enteredBy).toMatchObject({ channel: 'ABSENT', note: reason, passId: '900001' });
    const told = (await ok('mta_notifications', employee)).notifications[0];
    expect(told).toMatchObject({ kind: 'LIST_ENTERED_BY_OFFICE', title: NOTIFICATION_TEXTS.absentByOffice });
    expect(told?.text).toContain(reason);

    // Her turn comes and is processed: skipped, with no list.
    clock.advance(Math.max(0, new Date(work.TURN_AT).getTime() + 1_000 - clock.now().getTime()));
    await processDueTurns(database.db, clock.now());
    // The sessions of before have idled out by her turn: the clerk and she sign in again.
    clerk = (await signedInWithSecondFactor(app, '900001', clock.now())).auth;
    employee = await signedIn(app, OPERATOR);
    work = await workRound(clerk);
    expect(work).toMatchObject({ TURN_STATUS: 'SKIPPED', CAN_ENTER: false, CAN_LATE_PICK: true });

    // After the turn: no list and no absence.
    const after = { passId: OPERATOR, roundId: work.ROUND_ID, requestId: randomUUID(), baseVersion: list.version };
    const late = RAW_ERRORS.nonEmptyOutput(PICK_OFFICE_TEXTS.employeeTurnProcessed);
    expect((await call('mta_officeSaveList', clerk, { ...after, items: [] })).message.Error).toBe(late);
    expect((await call('mta_officeMarkAbsent', clerk, { ...after, reason })).message.Error).toBe(late);

    // Bid-around: what is left, entered by the clerk; the award says so.
    const open = work.OFFERED.filter((i) => i.OPEN);
    const pick = open.at(-1);
    if (!pick) throw new Error('nothing left');
    const requestId = randomUUID();
    const payload = { passId: OPERATOR, roundId: work.ROUND_ID, requestId, items: [pick.ITEM_ID] };
    const { award } = await ok('mta_officeLatePick', clerk, payload);
    expect(award.outcome).toBe('AWARDED');
    expect(award.items.map((i) => i.itemId)).toEqual([pick.ITEM_ID]);
    expect(award.explanation.split('\n')).toContain(PICK_OFFICE_TEXTS.latePickBy(BY_PHONE));
    // A retry gives nothing more.
    expect((await ok('mta_officeLatePick', clerk, payload)).award.items).toEqual(award.items);

    const mine = await ok('mta_pickPreferencesInit', employee);
    const round = mine.pick?.rounds.find((r) => r.roundId === work.ROUND_ID);
    expect(round?.award?.explanation).toContain(PICK_OFFICE_TEXTS.latePickBy(BY_PHONE));
    const [run] = await database.db
      .select()
      .from(pickEvents)
      .where(and(eq(pickEvents.passId, OPERATOR), eq(pickEvents.kind, 'RUN')))
      .orderBy(desc(pickEvents.seq))
      .limit(1);
    expect(run?.payload).toMatchObject({
      kind: 'LATE_PICK',
      request: { requestId, enteredBy: { passId: '900001', channel: 'PHONE' } },
    });
  });

  it('keeps the ledger whole: replay and every mirror, office entries included', async () => {
    const report = await verifyAll(database.db);
    expect(report).toMatchObject({ ok: true });
  });
});
