import { addDays } from '@crewline/protocol';
import { and, eq, isNotNull } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awards, employees, jobs, packages } from '../../src/db/schema';
import { isCurrentAward, jobsInForce } from '../../src/modules/pick';
import { loadRound } from '../../src/modules/pick/turns/snapshot';
import { createTestDatabase, type TestDatabase } from '../helper';
import { applyPlan, planOrRefused, setupErrors } from '../support/corrections';
import { processedRound } from '../support/pick-rounds';
import { verifyAll } from '../support/verify';

/** A holding as the test's own model keeps it: the job, from when, through when. */
type Span = { jobId: number; from: string; until: string };

/**
 * Dated corrections one after another (docs/adr/0033-dated-corrections.md), against a model of
 * who works which job on which day built from the current awards alone: at each correction's date
 * every job whose holder changes ends the old holder's span the day before and starts the new
 * holder's. Every participant's job on each day that matters, as the schedule reads it
 * (`jobsInForce`), is the model's; and the ledger replays to the same tables (verify).
 */
describe('dated corrections of a work round in force, against the holdings by date', () => {
  let database: TestDatabase;
  let roundId: number;
  let now: Date;
  let period: { effectiveDate: string; expirationDate: string };
  let today: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    ({ roundId, now, period } = await processedRound(database.db, '100001', 'WORK'));
    today = addDays(period.effectiveDate, 2);
  }, 300_000);
  afterAll(() => database.close());

  /** Who holds each job by the round's current awards (what the ledger replays to). */
  const holders = async () => {
    const rows = await database.db
      .select({ passId: awards.passId, jobId: packages.jobId })
      .from(awards)
      .innerJoin(packages, eq(packages.id, awards.itemId))
      .where(and(eq(awards.pickRoundId, roundId), isCurrentAward, isNotNull(packages.jobId)));
    return new Map(rows.map((r) => [Number(r.jobId), r.passId]));
  };

  it('gives each participant, on each day, the job the model says', async () => {
    const loaded = await loadRound(database.db, roundId, now);
    if (!loaded) throw new Error('no round');
    const everyone = loaded.snapshot.participants.map((p) => String(p.employeeId));
    const itemIds = loaded.snapshot.items.map((i) => Number(i.id));
    const spans = new Map<string, Span[]>();
    for (const [jobId, passId] of await holders()) {
      spans.set(passId, [{ jobId, from: period.effectiveDate, until: period.expirationDate }]);
    }
    const dates = new Set([period.effectiveDate, today, period.expirationDate]);
    let date = today;
    let applied = 0;
    const correction = fc.tuple(setupErrors(everyone, itemIds), fc.integer({ min: 0, max: 20 }));
    await fc.assert(
      fc.asyncProperty(correction, async ([change, days]) => {
        const effectiveFrom = addDays(date, days);
        if (effectiveFrom > period.expirationDate) return;
        const request = { roundId, change, now, today, effectiveFrom };
        const plan = await planOrRefused(database.db, request);
        if (!plan) return;
        const before = await holders();
        await applyPlan(database.db, request, plan);
        applied++;
        date = effectiveFrom;
        dates.add(addDays(date, -1)).add(date);
        const after = await holders();
        for (const jobId of new Set([...before.keys(), ...after.keys()])) {
          const was = before.get(jobId);
          const is = after.get(jobId);
          if (was === is) continue;
          if (was !== undefined) {
            const mine = (spans.get(was) ?? []).flatMap((s) =>
              s.jobId !== jobId || s.until < date ? [s] : s.from < date ? [{ ...s, until: addDays(date, -1) }] : [],
            );
            spans.set(was, mine);
          }
          if (is !== undefined) {
            spans.set(is, [...(spans.get(is) ?? []), { jobId, from: date, until: period.expirationDate }]);
          }
        }
      }),
      { numRuns: 6, seed: 33 },
    );
    expect(applied).toBeGreaterThan(1);
    const departments = new Map(
      (await database.db.select({ passId: employees.passId, department: employees.department }).from(employees)).map(
        (e) => [e.passId, e.department],
      ),
    );
    const codes = new Map(
      (await database.db.select({ id: jobs.id, code: jobs.code }).from(jobs)).map((j) => [j.id, j.code]),
    );
    for (const passId of everyone) {
      const held = await jobsInForce(
        database.db,
        { passId, department: departments.get(passId) ?? '' },
        period.effectiveDate,
        period.expirationDate,
      );
      for (const day of dates) {
        const works = held.filter((j) => j.effectiveDate <= day && day <= j.expirationDate).at(-1)?.code ?? null;
        const span = (spans.get(passId) ?? []).find((s) => s.from <= day && day <= s.until);
        expect({ passId, day, works }).toEqual({ passId, day, works: span ? codes.get(span.jobId) : null });
      }
    }
    expect((await verifyAll(database.db)).ok).toBe(true);
  }, 600_000);
});
