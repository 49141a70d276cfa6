import { randomUUID } from 'node:crypto';
import {
  addDays,
  isoToDisplayDate,
  NOTIFICATION_TEXTS,
  RAW_ERRORS,
  type ServiceName,
  PICK_OFFICE_TEXTS as T,
} from '@crewline/protocol';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '../../src/config';
import {
  awards,
  employees,
  endedJobHoldings,
  jobs,
  notifications,
  pickEvents,
  pickPeriods,
  pickRounds,
} from '../../src/db/schema';
import { localIsoDate } from '../../src/lib/local-time';
import {
  heldJob,
  heldJobsFrom,
  heldPeriods,
  isCurrentAward,
  jobsInForce,
  participantOf,
  pickSheet,
  planCorrection,
} from '../../src/modules/pick';
import { loadRound } from '../../src/modules/pick/turns/snapshot';
import { createTestDatabase, type TestDatabase } from '../helper';
import { signedIn, testApp } from '../support/app';
import { testClock } from '../support/clock';
import { processedRound } from '../support/pick-rounds';
import { signedInWithSecondFactor } from '../support/second-factor';
import { type Auth, serviceCalls } from '../support/service-calls';
import { verifyAll } from '../support/verify';

const REASON = 'His list was lost when the depot terminal failed';

/**
 * A correction once the picked work is in force (docs/adr/0033-dated-corrections.md): the demo
 * work round run through its close, the clock moved into its pick's work, and a lost list
 * restored from a date. Before the date each employee works what they held; from it what the
 * correction gives; the ledger alone says so (verify), and each refusal writes nothing.
 */
describe('the pick office: a correction of a work round in force, from a date', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let supervisor: Auth;
  let roundId: number;
  let period: { effectiveDate: string; expirationDate: string };
  let today: string;
  let from: string;
  /** A senior the round skipped, and the package (and its job) a junior of their population was given. */
  let skipped: { passId: string; department: string };
  let junior: { passId: string; department: string; itemId: number; jobId: number };
  const clock = testClock(new Date(0));
  const { call, ok } = serviceCalls(() => app);

  const restore = (extra: Record<string, unknown> = {}) => ({
    roundId,
    kind: 'RESTORE_LIST',
    passId: skipped.passId,
    items: [junior.itemId],
    reason: REASON,
    ...extra,
  });
  const written = async () => {
    const [events] = await database.db.select({ n: count() }).from(pickEvents);
    const [rows] = await database.db.select({ n: count() }).from(awards);
    const [told] = await database.db.select({ n: count() }).from(notifications);
    const [ended] = await database.db.select({ n: count() }).from(endedJobHoldings);
    const dated = await database.db.select({ id: jobs.id, from: jobs.heldFrom, by: jobs.pickedBy }).from(jobs);
    return {
      events: Number(events?.n),
      awards: Number(rows?.n),
      told: Number(told?.n),
      ended: Number(ended?.n),
      jobs: dated.filter((j) => j.from !== null).length,
      holders: dated.map((j) => `${j.id}:${j.by}`).sort(),
    };
  };
  /** The job code the employee works on the day, as the schedule reads it: the last holding in force on it. */
  const jobOn = async (who: { passId: string; department: string }, date: string) => {
    const held = await jobsInForce(database.db, who, date, date);
    return held.filter((j) => j.effectiveDate <= date && date <= j.expirationDate).at(-1)?.code ?? null;
  };
  const codeOf = async (jobId: number) =>
    (await database.db.select({ code: jobs.code }).from(jobs).where(eq(jobs.id, jobId)))[0]?.code;

  beforeAll(async () => {
    database = await createTestDatabase();
    ({ roundId, period } = await processedRound(database.db, '100001', 'WORK'));
    // Three days into the pick's work; the correction applies a week later.
    clock.advance(new Date(`${addDays(period.effectiveDate, 3)}T15:00:00Z`).getTime());
    today = localIsoDate(clock.now(), DEFAULT_TIME_ZONE);
    from = addDays(today, 7);
    const rows = await database.db
      .select({
        passId: awards.passId,
        outcome: awards.outcome,
        itemId: awards.itemId,
        department: employees.department,
        rank: sql<number>`(${awards.explanation}->>'rank')::int`,
        jobId: sql<number | null>`(select p.job_id from packages p where p.id = ${awards.itemId})`,
        population: sql<number>`(select m.population_id from population_members m where m.pass_id = ${awards.passId} limit 1)`,
      })
      .from(awards)
      .innerJoin(employees, eq(employees.passId, awards.passId))
      .where(and(eq(awards.pickRoundId, roundId), isCurrentAward));
    const pair = rows
      .filter((r) => r.outcome === 'SKIPPED')
      .flatMap((s) =>
        rows
          .filter(
            (j) => j.outcome === 'AWARDED' && j.jobId !== null && j.population === s.population && j.rank > s.rank,
          )
          .map((j) => ({ s, j })),
      )
      .sort((a, b) => a.s.rank - b.s.rank || a.j.rank - b.j.rank)[0];
    if (!pair) throw new Error('the demo work round has no skipped senior before a junior given a job');
    skipped = { passId: pair.s.passId, department: pair.s.department };
    junior = {
      passId: pair.j.passId,
      department: pair.j.department,
      itemId: Number(pair.j.itemId),
      jobId: Number(pair.j.jobId),
    };
    // Weeks on, the supervisor's password would have expired.
    await database.db.update(employees).set({ passwordExpiresOn: null }).where(eq(employees.passId, '900002'));
    app = await testApp({ db: database.db, now: clock.now });
    supervisor = (await signedInWithSecondFactor(app, '900002', clock.now())).auth;
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    await database.close();
  });

  const refused = async (payload: Record<string, unknown>, words: string, service: ServiceName) => {
    const body = await call(service, supervisor, payload);
    expect(body.message.Error).toBe(RAW_ERRORS.nonEmptyOutput(words));
  };

  it('is in force today: the junior works the job, the senior none of it', async () => {
    expect(period.effectiveDate <= today).toBe(true);
    expect(await jobOn(junior, today)).toBe(await codeOf(junior.jobId));
    expect(await jobOn(junior, addDays(from, 1))).toBe(await codeOf(junior.jobId));
  });

  it('refuses in words, writing nothing: no date, a date past, after the pick, not a date', async () => {
    const before = await written();
    for (const service of ['mta_officeCorrectionPreview', 'mta_officeCorrectionApply'] as const) {
      const apply =
        service === 'mta_officeCorrectionApply' ? { requestId: randomUUID(), digest: `sha256:${'0'.repeat(64)}` } : {};
      await refused(restore(apply), T.correctionEffectiveFromNeeded(period.effectiveDate), service);
      await refused(
        restore({ ...apply, effectiveFrom: addDays(today, -1) }),
        T.correctionEffectiveFromPast(today),
        service,
      );
      await refused(
        restore({ ...apply, effectiveFrom: addDays(period.expirationDate, 1) }),
        T.correctionEffectiveFromAfterPick(period.expirationDate),
        service,
      );
      const body = await call(service, supervisor, restore({ ...apply, effectiveFrom: '2026-02-30' }));
      expect(body.message.PopupMessages.join(' ')).toContain(T.correctionEffectiveFrom);
    }
    expect(await written()).toEqual(before);
  });

  it('applies from the date: the job is the senior’s from it, the junior keeps what they held before it, the ledger says so', async () => {
    const preview = await ok('mta_officeCorrectionPreview', supervisor, restore({ effectiveFrom: from }));
    expect(preview.EFFECTIVE_FROM).toBe(from);
    expect(preview.changes.map((c) => c.PASS_ID)).toEqual(expect.arrayContaining([skipped.passId, junior.passId]));
    // A preview from one date is not applied from another.
    await refused(
      restore({ effectiveFrom: addDays(from, 1), requestId: randomUUID(), digest: preview.DIGEST }),
      T.correctionStale,
      'mta_officeCorrectionApply',
    );
    const before = await written();
    const requestId = randomUUID();
    const payload = restore({ effectiveFrom: from, requestId, digest: preview.DIGEST });
    const applied = await ok('mta_officeCorrectionApply', supervisor, payload);
    const after = await written();
    expect(after.events).toBe(before.events + 1);
    const [event] = await database.db.select().from(pickEvents).where(eq(pickEvents.seq, applied.EVENT));
    expect(event?.payload).toMatchObject({
      kind: 'CORRECTION',
      correction: { effectiveFrom: from, workFrom: period.effectiveDate, requestId },
    });
    // The job: the senior's from the date; the junior held it from the pick's start through the day before.
    const [job] = await database.db
      .select({ pickedBy: jobs.pickedBy, heldFrom: jobs.heldFrom })
      .from(jobs)
      .where(eq(jobs.id, junior.jobId));
    expect(job).toEqual({ pickedBy: skipped.passId, heldFrom: from });
    const ended = await database.db
      .select({
        passId: endedJobHoldings.passId,
        heldFrom: endedJobHoldings.heldFrom,
        heldUntil: endedJobHoldings.heldUntil,
        run: endedJobHoldings.awardRunId,
      })
      .from(endedJobHoldings)
      .where(eq(endedJobHoldings.jobId, junior.jobId));
    expect(ended).toEqual([
      { passId: junior.passId, heldFrom: period.effectiveDate, heldUntil: addDays(from, -1), run: applied.RUN_ID },
    ]);
    // The day before the date each works what they held; from it what the correction gave.
    const code = await codeOf(junior.jobId);
    expect(await jobOn(junior, addDays(from, -1))).toBe(code);
    expect(await jobOn(junior, from)).not.toBe(code);
    expect(await jobOn(skipped, addDays(from, -1))).not.toBe(code);
    expect(await jobOn(skipped, from)).toBe(code);
    // The picked-work screens: the senior's job from the date; the junior's slides the job they work until then first.
    const periodId =
      (await database.db.select({ id: pickRounds.pickPeriodId }).from(pickRounds).where(eq(pickRounds.id, roundId)))[0]
        ?.id ?? 0;
    expect(await heldJob(database.db, skipped, periodId)).toMatchObject({ jobCode: code, effectiveDate: from });
    expect((await heldPeriods(database.db, skipped)).find((p) => p.pickPeriodId === periodId)).toMatchObject({
      jobCode: code,
      effectiveDate: from,
    });
    const slides = (await heldJobsFrom(database.db, junior, today)).filter((j) => j.pickPeriodId === periodId);
    expect(slides[0]).toMatchObject({
      jobCode: code,
      effectiveDate: period.effectiveDate,
      expirationDate: addDays(from, -1),
    });
    expect(slides.slice(1).every((j) => j.effectiveDate === from && j.jobCode !== code)).toBe(true);
    // A retry answers the first, writing nothing; the ledger replays and every mirror holds.
    expect(await ok('mta_officeCorrectionApply', supervisor, payload)).toEqual(applied);
    expect(await written()).toEqual(after);
    const check = await verifyAll(database.db);
    expect(check.mirrors?.difference).toBeUndefined();
    expect(check.ok).toBe(true);
    // The awards export (docs/data-formats.md#awards-export) gives the senior's package from the date.
    const loaded = await loadRound(database.db, roundId, clock.now());
    const group = loaded ? participantOf(loaded, skipped.passId)?.group : undefined;
    if (group === undefined) throw new Error('the senior has no group');
    const work = { from: period.effectiveDate, to: period.expirationDate };
    const sheet = await pickSheet(database.db, roundId, Number(group), work);
    const line = sheet?.lines.find((l) => l.passId === skipped.passId && l.item !== null);
    expect(line?.item).toMatchObject({ kind: 'PACKAGE', effectiveFrom: from, effectiveTo: period.expirationDate });
  });

  it('tells the employees from when, and the award says so', async () => {
    const [told] = await database.db
      .select({ data: notifications.data })
      .from(notifications)
      .where(and(eq(notifications.passId, skipped.passId), eq(notifications.kind, 'PICK_CORRECTED')));
    expect(told?.data).toMatchObject({ from, reason: REASON });
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
    const data = told?.data as { pick: string; before: string; after: string };
    expect(item?.text).toContain(` from ${isoToDisplayDate(from)} on, because `);
    expect(item?.text).toBe(
      NOTIFICATION_TEXTS.pickCorrectedText(data.pick, data.before, data.after, REASON, isoToDisplayDate(from)),
    );
    const pick = await ok('mta_pickPreferencesInit', senior, {});
    const award = pick.pick?.rounds.find((r) => r.roundId === roundId)?.award;
    expect(award?.explanation).toContain(T.correctedFrom(from));
  });

  it('refuses a date before an earlier correction’s, writing nothing; the mirror check finds a holding changed by hand', async () => {
    const before = await written();
    const move = { roundId, kind: 'MOVE_TO', passId: junior.passId, rank: 1, reason: REASON };
    await refused(
      { ...move, effectiveFrom: addDays(from, -1) },
      T.correctionEffectiveFromBeforeEarlier(from),
      'mta_officeCorrectionPreview',
    );
    expect(await written()).toEqual(before);
    // The tables mirror the ledger: a date or an ended holding changed by hand is named.
    await database.db.update(jobs).set({ heldFrom: null }).where(eq(jobs.id, junior.jobId));
    const job = (await verifyAll(database.db)).mirrors?.difference;
    expect(job).toMatchObject({ table: 'jobs', column: 'held_from', inLedger: from, inTable: null });
    await database.db.update(jobs).set({ heldFrom: from }).where(eq(jobs.id, junior.jobId));
    await database.db.update(endedJobHoldings).set({ heldUntil: from }).where(eq(endedJobHoldings.jobId, junior.jobId));
    const holding = (await verifyAll(database.db)).mirrors?.difference;
    expect(holding).toMatchObject({ table: 'ended_job_holdings', column: 'held_until', inTable: from });
    await database.db
      .update(endedJobHoldings)
      .set({ heldUntil: addDays(from, -1) })
      .where(eq(endedJobHoldings.jobId, junior.jobId));
    expect((await verifyAll(database.db)).ok).toBe(true);
  });

  it('a later correction from a later date ends only what was held before it', async () => {
    const later = addDays(from, 14);
    const move = { roundId, kind: 'MOVE_TO', passId: junior.passId, rank: 1, reason: REASON, effectiveFrom: later };
    const preview = await ok('mta_officeCorrectionPreview', supervisor, move);
    const applied = await ok('mta_officeCorrectionApply', supervisor, {
      ...move,
      requestId: randomUUID(),
      digest: preview.DIGEST,
    });
    const rows = await database.db
      .select({
        jobId: endedJobHoldings.jobId,
        from: endedJobHoldings.heldFrom,
        until: endedJobHoldings.heldUntil,
        run: endedJobHoldings.awardRunId,
      })
      .from(endedJobHoldings)
      .orderBy(asc(endedJobHoldings.id));
    // No two holdings of a job overlap, and each job's current holder starts after its last ended one.
    const byJob = new Map<number, { from: string; until: string }[]>();
    for (const r of rows) byJob.set(r.jobId, [...(byJob.get(r.jobId) ?? []), r]);
    for (const [jobId, held] of byJob) {
      const sorted = [...held].sort((a, b) => a.from.localeCompare(b.from));
      for (let i = 1; i < sorted.length; i++) expect((sorted[i]?.from ?? '') > (sorted[i - 1]?.until ?? '')).toBe(true);
      const [job] = await database.db.select({ heldFrom: jobs.heldFrom }).from(jobs).where(eq(jobs.id, jobId));
      expect((job?.heldFrom ?? '') > (sorted.at(-1)?.until ?? '')).toBe(true);
    }
    const ended = rows.filter((r) => r.run === applied.RUN_ID);
    expect(ended.length).toBeGreaterThan(0);
    expect(ended.every((r) => r.until === addDays(later, -1) && r.from <= r.until)).toBe(true);
    expect((await verifyAll(database.db)).ok).toBe(true);
  });
});
