import { randomUUID } from 'node:crypto';
import { RAW_ERRORS, type ServiceName, PICK_OFFICE_TEXTS as T } from '@crewline/protocol';
import { and, asc, count, eq, gt, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  awards,
  employees,
  jobs,
  notifications,
  packages,
  pickEvents,
  pickTurns,
  populationMembers,
} from '../../src/db/schema';
import { RefusalError } from '../../src/exec/errors';
import { isCurrentAward, processDueTurns } from '../../src/modules/pick';
import { rerunRound } from '../../src/modules/pick/audit/rerun';
import { runRound, type Snapshot } from '../../src/modules/pick/engine';
import { loadRound } from '../../src/modules/pick/turns/snapshot';
import { saveList } from '../../src/modules/pick-preferences/ranked-list.service';
import { createTestDatabase, TEST_TODAY, type TestDatabase } from '../helper';
import { testApp } from '../support/app';
import { testClock } from '../support/clock';
import { type ImportedPackage, importMissingPackages, importWithout } from '../support/missing-package';
import { makeOtherDepotClerk, signInOfficeCast } from '../support/office-cast';
import { roundOfTurn } from '../support/pick-rounds';
import { type Auth, serviceCalls } from '../support/service-calls';
import { verifyAll } from '../support/verify';

const DAY = 86_400_000;
/** The agency's files exported and imported again, then the turns of four days: on a shared machine, minutes. */
const IMPORT_TIMEOUT = 240_000;
const START = new Date(`${TEST_TODAY}T13:00:00Z`).getTime();
const NOW = new Date(START + 4.1 * DAY);
const REASON = 'The package was imported after the round was set up';

/**
 * A missing package (issue 51 item 5; docs/adr/0031-a-missing-package-is-imported-then-added.md):
 * the agency imports a package into the work round's pick after the round was set up; a senior
 * lists it before their turn, which cannot give it (the round does not offer it). The supervisor
 * adds it: the round offers it from its first turn, re-bid from the senior's place; a package no
 * processed list named joins the round with no award changed.
 */
describe('the pick office: adding a missing package', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = testClock(NOW);
  const { call, ok } = serviceCalls(() => app);
  let clerk: Auth;
  let supervisor: Auth;
  let employee: Auth;
  let otherClerk: Auth;
  let workRound: number;
  let named: ImportedPackage;
  let unnamed: ImportedPackage;
  let forRerun: ImportedPackage;
  let senior: { passId: string };

  const written = async () => {
    const [events] = await database.db.select({ n: count() }).from(pickEvents);
    const [rows] = await database.db.select({ n: count() }).from(awards);
    const [told] = await database.db.select({ n: count() }).from(notifications);
    return { events: Number(events?.n), awards: Number(rows?.n), told: Number(told?.n) };
  };
  const add = (pkg: { id: number }, extra: Record<string, unknown> = {}) => ({
    roundId: workRound,
    kind: 'ADD_PACKAGE',
    packageId: pkg.id,
    reason: REASON,
    ...extra,
  });
  const current = async () => {
    const rows = await database.db
      .select({ passId: awards.passId, outcome: awards.outcome, itemId: awards.itemId, choice: awards.choiceRank })
      .from(awards)
      .where(and(eq(awards.pickRoundId, workRound), isCurrentAward))
      .orderBy(asc(awards.id));
    const out = new Map<string, { outcome: string; itemId: number | null; choice: number | null }[]>();
    for (const { passId, ...r } of rows) out.set(passId, [...(out.get(passId) ?? []), r]);
    return out;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    await makeOtherDepotClerk(database.db);
    workRound = await roundOfTurn(database.db, '100001', 'WORK');
    [named, unnamed, forRerun] = (await importMissingPackages(database.db, workRound, 'FB', 3, new Date(START))) as [
      ImportedPackage,
      ImportedPackage,
      ImportedPackage,
    ];
    // The most senior of its population whose turn the next days process lists it first.
    const [first] = await database.db
      .select({ passId: pickTurns.passId })
      .from(pickTurns)
      .innerJoin(populationMembers, eq(populationMembers.passId, pickTurns.passId))
      .where(
        and(
          eq(pickTurns.pickRoundId, workRound),
          eq(populationMembers.populationId, named.populationId),
          gt(pickTurns.turnAt, new Date(START)),
          lte(pickTurns.turnAt, new Date(START + 4 * DAY)),
        ),
      )
      .orderBy(asc(pickTurns.turnAt))
      .limit(1);
    if (!first) throw new Error('no turn of the population in the next days');
    senior = first;
    await saveList(database.db, { roundId: workRound, passId: senior.passId, requestId: null, now: new Date(START) }, [
      named.id,
    ]);
    for (const days of [2, 3, 3.2, 4]) await processDueTurns(database.db, new Date(START + days * DAY));
    // Days on, the other depot's clerk (100003) would be past their password's expiry.
    await database.db.update(employees).set({ passwordExpiresOn: null }).where(eq(employees.passId, '100003'));
    app = await testApp({ db: database.db, now: clock.now });
    ({ clerk, supervisor, employee, otherClerk } = await signInOfficeCast(app, clock.now()));
  }, IMPORT_TIMEOUT);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('is refused to employees, the clerk of the group and a clerk of another depot, on the server', async () => {
    const before = await written();
    const payloads: Record<string, Record<string, unknown>> = {
      mta_officeCorrectionPreview: add(named),
      mta_officeCorrectionApply: add(named, { requestId: randomUUID(), digest: `sha256:${'0'.repeat(64)}` }),
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

  it('refuses in words, writing nothing: no package, no such package, one the round offers, not a work round, a stale preview', async () => {
    const before = await written();
    const refused = async (
      payload: Record<string, unknown>,
      words: string,
      service: ServiceName = 'mta_officeCorrectionPreview',
    ) => {
      const body = await call(service, supervisor, payload);
      expect(body.message.Error).toBe(RAW_ERRORS.nonEmptyOutput(words));
    };
    const none = await call('mta_officeCorrectionPreview', supervisor, add(named, { packageId: undefined }));
    expect(none.message.PopupMessages.join(' ')).toContain(T.correctionPackageId);
    await refused(add({ id: 999_999 }), T.correctionPackageNoSuch(999_999));
    const [offered] = await database.db
      .select({ id: packages.id, code: packages.code })
      .from(packages)
      .where(eq(packages.populationId, named.populationId))
      .orderBy(asc(packages.id))
      .limit(1);
    await refused(add({ id: offered?.id ?? 0 }), T.correctionPackageInRound(offered?.code ?? ''));
    await refused(
      add(named, { roundId: await roundOfTurn(database.db, '100001', 'VACATION') }),
      T.correctionPackageNotWork,
    );
    await refused(add(named, { roundId: 999_999 }), T.correctionNoSuchRound);
    await refused(
      add(named, { requestId: randomUUID(), digest: `sha256:${'0'.repeat(64)}` }),
      T.correctionStale,
      'mta_officeCorrectionApply',
    );
    expect(await written()).toEqual(before);
  });

  it('re-bids from the senior who listed it: as the corrected round from scratch, the awards before untouched, the ledger replays', async () => {
    const before = await written();
    const held = await current();
    const preview = await ok('mta_officeCorrectionPreview', supervisor, add(named));
    expect(preview.PACKAGE_CODE).toBe(named.code);
    expect(preview.changes[0]).toMatchObject({ PASS_ID: senior.passId, AFTER: `Package ${named.code} (choice 1)` });
    expect(preview.FROM_RANK).toBe(preview.changes[0]?.RANK);
    expect(await written()).toEqual(before);

    const requestId = randomUUID();
    const applied = await ok(
      'mta_officeCorrectionApply',
      supervisor,
      add(named, { requestId, digest: preview.DIGEST }),
    );
    expect(applied).toMatchObject({ FROM_RANK: preview.FROM_RANK, CHANGE_COUNT: preview.CHANGE_COUNT });
    const after = await written();
    expect(after.events).toBe(before.events + 1);
    expect(after.told).toBe(before.told + preview.CHANGE_COUNT);
    const [event] = await database.db.select().from(pickEvents).where(eq(pickEvents.seq, applied.EVENT));
    expect(event).toMatchObject({ kind: 'RUN', passId: '900002', pickRoundId: workRound });
    expect(event?.payload).toMatchObject({
      kind: 'CORRECTION',
      correction: { change: { addPackage: { id: named.id, code: named.code } }, reason: REASON, requestId },
    });

    const corrected = await loadRound(database.db, workRound, NOW);
    if (!corrected) throw new Error('no round');
    const through = corrected.snapshot.policy.processedThroughRank;
    const scratch = runRound({
      ...corrected.snapshot,
      holdings: [],
      policy: { processedThroughRank: 0, throughRank: through, close: false },
    } as Snapshot).awards;
    const now = await current();
    for (const p of corrected.snapshot.participants.filter((x) => x.rank <= through)) {
      const passId = String(p.employeeId);
      const fromScratch = scratch
        .filter((a) => a.employeeId === passId)
        .map((a) => ({ outcome: a.outcome, itemId: a.itemId === null ? null : Number(a.itemId), choice: a.choice }));
      if (p.rank < preview.FROM_RANK) expect(now.get(passId)).toEqual(held.get(passId));
      else expect(now.get(passId)).toEqual(fromScratch);
    }
    expect(now.get(senior.passId)).toEqual([{ outcome: 'AWARDED', itemId: named.id, choice: 1 }]);
    const [job] = await database.db
      .select({ pickedBy: jobs.pickedBy })
      .from(jobs)
      .innerJoin(packages, eq(packages.jobId, jobs.id))
      .where(eq(packages.id, named.id));
    expect(job?.pickedBy).toBe(senior.passId);

    const again = await ok('mta_officeCorrectionApply', supervisor, add(named, { requestId, digest: preview.DIGEST }));
    expect(again).toEqual(applied);
    expect(await written()).toEqual(after);
    const check = await verifyAll(database.db);
    expect(check.replay?.problem).toBeUndefined();
    expect(check.mirrors?.difference).toBeUndefined();
    expect(check.ok).toBe(true);
    const body = await call('mta_officeCorrectionPreview', supervisor, add(named));
    expect(body.message.Error).toBe(RAW_ERRORS.nonEmptyOutput(T.correctionPackageInRound(named.code)));
  });

  it(
    'adds a package no processed list named with no award changed: the round offers it to the turns to come',
    async () => {
      const preview = await ok('mta_officeCorrectionPreview', supervisor, add(unnamed));
      expect(preview).toMatchObject({ CHANGE_COUNT: 0, changes: [], PACKAGE_CODE: unnamed.code });
      expect(preview.FROM_RANK).toBe(preview.THROUGH_RANK + 1);
      const before = await written();
      const applied = await ok(
        'mta_officeCorrectionApply',
        supervisor,
        add(unnamed, { requestId: randomUUID(), digest: preview.DIGEST }),
      );
      expect(applied.CHANGE_COUNT).toBe(0);
      expect(await written()).toEqual({ ...before, events: before.events + 1 });
      const loaded = await loadRound(database.db, workRound, NOW);
      expect(loaded?.snapshot.items.map((i) => Number(i.id))).toContain(unnamed.id);
      expect(loaded?.labelOf.get(unnamed.id)).toEqual({ kind: 'package', code: unnamed.code });
      // No award holds it yet, but the ledger does: the agency's import may no longer remove it.
      const packagesBefore = await database.db.select({ n: count() }).from(packages);
      expect(await importWithout(database.db, unnamed.code, NOW)).toEqual([
        expect.stringMatching(
          new RegExp(
            `^packages\\.csv: .*code ${unnamed.code}: code: a correction added this package to the pick's work round`,
          ),
        ),
      ]);
      expect(await database.db.select({ n: count() }).from(packages)).toEqual(packagesBefore);
      expect((await processDueTurns(database.db, new Date(START + 6 * DAY))).length).toBeGreaterThan(0);
      expect((await verifyAll(database.db)).ok).toBe(true);
    },
    IMPORT_TIMEOUT,
  );

  it('npm run pick -- rerun --add-package reads the round as the office does, and refuses as it does', async () => {
    const rerun = await rerunRound(database.db, workRound, { addPackageId: forRerun.id });
    expect(rerun?.earliestChange).toBeNull();
    const refusal = await rerunRound(database.db, workRound, { addPackageId: named.id }).catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(RefusalError);
    expect((refusal as RefusalError).text).toBe(T.correctionPackageInRound(named.code));
    const [held] = await database.db.select({ n: count() }).from(awards).where(eq(awards.itemId, forRerun.id));
    expect(Number(held?.n)).toBe(0);
  });
});
