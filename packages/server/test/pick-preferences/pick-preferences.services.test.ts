import { randomUUID } from 'node:crypto';
import {
  PICK_ITEM_LABELS,
  PICK_REQUEST_TEXTS,
  PREFERENCE_LIST_MAX,
  PREFERENCE_TEXTS,
  RAW_ERRORS,
} from '@crewline/protocol';
import { and, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  awards,
  employees,
  packages,
  pickGroups,
  pickTurns,
  populationMembers,
  populations,
  preferenceSets,
} from '../../src/db/schema';
import { processDueTurns } from '../../src/modules/pick/turns/turn-processor';
import { TEST_TODAY } from '../helper';
import { signedIn } from '../support/app';
import { demoAppOn } from '../support/demo-app';
import { roundOfTurn } from '../support/pick-rounds';
import { type Auth, serviceCalls } from '../support/service-calls';
import { verifyAll } from '../support/verify';

/** 10:00 in New York on TEST_TODAY, a Saturday: the DOB pick's work round is under way, 100001's turn is on Tuesday. */
const NOW = `${TEST_TODAY}T15:00:00.000Z`;

describe('pick preference services on the demo pick', () => {
  const demo = demoAppOn(TEST_TODAY, { start: NOW });
  const { ok, refused } = serviceCalls(() => demo.app);
  let maria: Auth;
  let workRound: number;
  /** FB full-time packages nobody has taken or put first. */
  let open: number[];
  let jgPackage: number;
  let rtoRound: number;

  const versions = async (passId: string) =>
    (
      await demo.database.db
        .select({ version: preferenceSets.version })
        .from(preferenceSets)
        .where(and(eq(preferenceSets.pickRoundId, workRound), eq(preferenceSets.passId, passId)))
    ).length;

  beforeAll(async () => {
    maria = await signedIn(demo.app, '100001');
    workRound = await roundOfTurn(demo.database.db, '100001', 'WORK');
    const [rto] = await demo.database.db
      .select({ roundId: pickTurns.pickRoundId })
      .from(pickTurns)
      .where(eq(pickTurns.passId, '200001'));
    rtoRound = rto?.roundId as number;
    const byDepot = async (depot: string) =>
      demo.database.db
        .select({ id: packages.id, code: packages.code })
        .from(packages)
        .innerJoin(populations, eq(populations.id, packages.populationId))
        .innerJoin(pickGroups, eq(pickGroups.id, populations.pickGroupId))
        .where(and(eq(pickGroups.depotCode, depot), eq(populations.code, 'FT')));
    // The last of FB's 250: the seeded lists favour the appealing ones, near the top by appeal, not by code.
    open = (await byDepot('FB')).filter((p) => p.code >= 'FB-FT340' && p.code <= 'FB-FT350').map((p) => p.id);
    jgPackage = (await byDepot('JG'))[0]?.id as number;
  });

  it("answers 100001's pick: three rounds, the work round open with their place, turn and seeded list", async () => {
    const { pick } = await ok('mta_pickPreferencesInit', maria);
    expect(pick?.description).toMatch(/Bus Operator General Pick$/);
    expect(pick?.rounds.map((r) => [r.kind, r.status])).toEqual([
      ['WORK', 'OPEN'],
      ['VACATION', 'UPCOMING'],
      ['HOLIDAY', 'UPCOMING'],
    ]);
    const work = pick?.rounds[0];
    expect(work?.roundId).toBe(workRound);
    expect(work?.canEdit).toBe(true);
    expect(work?.turnStatus).toBe('WAITING');
    expect(work?.award).toBeNull();
    expect(work?.rank).toBeGreaterThan(1);
    expect(work?.rank).toBeLessThanOrEqual(work?.participants ?? 0);
    expect(new Date(work?.turnAt ?? 0).getTime()).toBeGreaterThan(new Date(NOW).getTime());
    expect(work?.list?.version).toBe(1);
    expect(work?.list?.items.length).toBeGreaterThan(3);
    for (const item of work?.list?.items ?? []) expect(item.label).toMatch(/^Package FB-FT/);
  });

  it('projects every status of the list in words, with the headline figures', async () => {
    const p = await ok('mta_pickProjection', maria, { roundId: workRound });
    expect(new Set(p.choices.map((c) => c.status))).toEqual(new Set(['TAKEN', 'PROJECTED_TAKEN', 'AT_RISK', 'SAFE']));
    const taken = p.choices.find((c) => c.status === 'TAKEN');
    expect(taken?.reason).toMatch(/^Taken by seniority #\d+\.$/);
    expect(p.choices.find((c) => c.status === 'PROJECTED_TAKEN')?.reason).toMatch(
      /^Projected to go to seniority #\d+ \(their 1st choice\)\.$/,
    );
    expect(p.projectedChoice).toBe(3);
    expect(p.guaranteedChoice).not.toBeNull();
    expect(p.seniors.total).toBe(p.seniors.processed + p.seniors.withList + p.seniors.withoutList);
    expect(p.asOf).toBe(new Date(NOW).toISOString());
  });

  it('lists the packages taken in their own group only, with who took them', async () => {
    const { packages: closed } = await ok('mta_closedPackages', maria, { roundId: workRound });
    expect(closed.length).toBeGreaterThan(0);
    for (const c of closed) {
      expect(c.code).toMatch(/^FB-/);
      expect(c.takenBy).toMatch(/^#\d+ [A-Z]\. \S/);
    }
    const p = await ok('mta_pickProjection', maria, { roundId: workRound });
    const taken = p.choices.find((c) => c.status === 'TAKEN');
    expect(closed.map((c) => c.packageId)).toContain(taken?.itemId);
  });

  it('saves a list as a new version, reads it back, and answers a retry with the same version', async () => {
    const requestId = randomUUID();
    const items = open.slice(0, 3);
    const saved = await ok('mta_savePreferences', maria, { roundId: workRound, requestId, items });
    expect(saved.latePick).toBeNull();
    expect(saved.list?.version).toBe(2);
    expect(saved.list?.items.map((i) => i.itemId)).toEqual(items);
    const again = await ok('mta_savePreferences', maria, { roundId: workRound, requestId, items });
    expect(again.list).toEqual(saved.list);
    expect(await versions('100001')).toBe(2);
    const { pick } = await ok('mta_pickPreferencesInit', maria);
    expect(pick?.rounds[0]?.list).toEqual(saved.list);
  });

  it('refuses bad lists with a clear message each, and writes nothing', async () => {
    const before = await versions('100001');
    const save = (items: unknown[], requestId: unknown = randomUUID()) =>
      refused('mta_savePreferences', maria, { roundId: workRound, requestId, items });
    const [a] = open as [number];
    const code = (await demo.database.db.select({ code: packages.code }).from(packages).where(eq(packages.id, a)))[0]
      ?.code;
    const label = PICK_ITEM_LABELS.package(code as string);
    expect((await save([a, a])).PopupMessages).toEqual([PREFERENCE_TEXTS.duplicate(label)]);
    expect((await save([999_999])).PopupMessages).toEqual([PREFERENCE_TEXTS.unknownItem(999_999)]);
    const jgCode = (
      await demo.database.db.select({ code: packages.code }).from(packages).where(eq(packages.id, jgPackage))
    )[0]?.code as string;
    expect((await save([jgPackage])).PopupMessages).toEqual([
      PREFERENCE_TEXTS.notEligible(PICK_ITEM_LABELS.package(jgCode)),
    ]);
    const { packages: closed } = await ok('mta_closedPackages', maria, { roundId: workRound });
    const gone = closed[0];
    expect((await save([gone?.packageId])).PopupMessages).toEqual([
      PREFERENCE_TEXTS.taken(PICK_ITEM_LABELS.package(gone?.code as string)),
    ]);
    const tooMany = Array.from({ length: PREFERENCE_LIST_MAX + 1 }, (_, i) => i + 1);
    expect((await save(tooMany)).PopupMessages.join(' ')).toContain(PICK_REQUEST_TEXTS.tooMany);
    expect((await save([a], 'not-a-uuid')).PopupMessages.join(' ')).toContain(PICK_REQUEST_TEXTS.requestId);
    expect((await save([0])).PopupMessages).toEqual([`items.0: ${PICK_REQUEST_TEXTS.itemId}`]);
    expect((await save([1.5])).PopupMessages).toEqual(['items.0: must be a whole number']);
    expect((await save(['x'])).PopupMessages).toEqual(['items.0: must be a number']);
    // Another department's round: not theirs, the same words as an unknown one.
    const other = await refused('mta_savePreferences', maria, {
      roundId: rtoRound,
      requestId: randomUUID(),
      items: [],
    });
    expect(other.Error).toBe(RAW_ERRORS.nonEmptyOutput(PREFERENCE_TEXTS.notInRound));
    const unknown = await refused('mta_pickProjection', maria, { roundId: 2_000_000 });
    expect(unknown.Error).toBe(RAW_ERRORS.nonEmptyOutput(PREFERENCE_TEXTS.notInRound));
    expect(await versions('100001')).toBe(before);
  });

  it('deletes a list as an empty version, once', async () => {
    const first = await ok('mta_deleteUserPreferences', maria, { roundId: workRound, requestId: randomUUID() });
    expect(first.list?.items).toEqual([]);
    const count = await versions('100001');
    const second = await ok('mta_deleteUserPreferences', maria, { roundId: workRound, requestId: randomUUID() });
    expect(second.list?.version).toBe(first.list?.version);
    expect(await versions('100001')).toBe(count);
    const { pick } = await ok('mta_pickPreferencesInit', maria);
    expect(pick?.rounds[0]?.list?.items).toEqual([]);
  });

  it('refuses the services to RTO employees, and shows no pick to a DOB employee without one', async () => {
    const robert = await signedIn(demo.app, '200001');
    for (const service of ['mta_pickPreferencesInit', 'mta_pickProjection', 'mta_savePreferences'] as const) {
      const message = await refused(service, robert, { roundId: rtoRound, requestId: randomUUID(), items: [] });
      expect(message.Error).toBe(RAW_ERRORS.roleRefused);
    }
    const maintainer = await signedIn(demo.app, '100003');
    expect(await ok('mta_pickPreferencesInit', maintainer)).toEqual({ pick: null });
    const notTheirs = await refused('mta_closedPackages', maintainer, { roundId: workRound });
    expect(notTheirs.Error).toBe(RAW_ERRORS.nonEmptyOutput(PREFERENCE_TEXTS.notInRound));
  });

  it('after a skipped turn: picks the first package of the list still open at once, once per request', async () => {
    // An operator whose turn was skipped at the seed (no list): a late pick.
    const [skipped] = await demo.database.db
      .select({ passId: awards.passId, populationId: populationMembers.populationId })
      .from(awards)
      .innerJoin(populationMembers, eq(populationMembers.passId, awards.passId))
      .where(and(eq(awards.pickRoundId, workRound), eq(awards.outcome, 'SKIPPED')))
      .limit(1);
    if (!skipped) throw new Error('the demo pick has no skipped turn');
    const passId = skipped.passId;
    // Generated employees have no password: give this one the demo sign-ins' (the same hash as 100001's).
    const [demoSignIn] = await demo.database.db
      .select({ hash: employees.passwordHash, expires: employees.passwordExpiresOn })
      .from(employees)
      .where(eq(employees.passId, '100001'));
    await demo.database.db
      .update(employees)
      .set({ passwordHash: demoSignIn?.hash ?? null, passwordExpiresOn: demoSignIn?.expires ?? null })
      .where(eq(employees.passId, passId));
    const late = await signedIn(demo.app, passId);
    const { packages: closed } = await ok('mta_closedPackages', late, { roundId: workRound });
    const taken = new Set(closed.map((c) => c.packageId));
    const theirs = await demo.database.db
      .select({ id: packages.id, code: packages.code })
      .from(packages)
      .where(and(eq(packages.populationId, skipped.populationId), ne(packages.kind, 'EXTRA_BOARD')));
    const want = theirs.filter((p) => !taken.has(p.id)).at(-1)?.id as number;
    // A package already taken first (refused as at a turn), then one still open.
    const items = [...closed.slice(0, 1).map((c) => c.packageId), want];
    const requestId = randomUUID();
    const first = await ok('mta_savePreferences', late, { roundId: workRound, requestId, items });
    expect(first.list).toBeNull();
    expect(first.latePick).toMatchObject({ outcome: 'AWARDED', items: [{ itemId: want, choice: null }] });
    expect(first.latePick?.explanation).toMatch(/^Awarded Package [A-Z]+-(FT|PT)\d+ \(picked after your turn\)\.$/);
    const again = await ok('mta_savePreferences', late, { roundId: workRound, requestId, items });
    expect(again).toEqual(first);
    const more = await refused('mta_savePreferences', late, {
      roundId: workRound,
      requestId: randomUUID(),
      items: [want],
    });
    expect(more.Error).toBe(RAW_ERRORS.nonEmptyOutput(PREFERENCE_TEXTS.allHeld));
    expect(await verifyAll(demo.database.db)).toMatchObject({ ok: true });
  });

  it('after the turn: the award with its explanation, and no more changes or projection', async () => {
    await ok('mta_savePreferences', maria, { roundId: workRound, requestId: randomUUID(), items: open.slice(0, 2) });
    const { pick } = await ok('mta_pickPreferencesInit', maria);
    const turnAt = new Date(pick?.rounds[0]?.turnAt as string);
    demo.clock.advance(turnAt.getTime() + 60_000 - demo.clock.now().getTime());
    await processDueTurns(demo.database.db, demo.clock.now());
    // Days have passed: a new session.
    maria = await signedIn(demo.app, '100001');
    const after = (await ok('mta_pickPreferencesInit', maria)).pick?.rounds[0];
    expect(after?.turnStatus).toBe('PROCESSED');
    expect(after?.canEdit).toBe(false);
    expect(after?.award?.outcome).toBe('AWARDED');
    expect(after?.award?.items).toEqual([
      { itemId: open[0], label: expect.stringMatching(/^Package FB-FT3\d\d$/), choice: 1 },
    ]);
    expect(after?.award?.explanation).toMatch(/^Awarded your 1st choice \(Package FB-FT3\d\d\)\.$/);
    const projection = await refused('mta_pickProjection', maria, { roundId: workRound });
    expect(projection.Error).toBe(RAW_ERRORS.nonEmptyOutput(PICK_REQUEST_TEXTS.turnProcessed));
    const save = await refused('mta_savePreferences', maria, {
      roundId: workRound,
      requestId: randomUUID(),
      items: open.slice(2, 3),
    });
    expect(save.Error).toBe(RAW_ERRORS.nonEmptyOutput(PREFERENCE_TEXTS.allHeld));
  });
});
