import { addDays } from '@crewline/protocol';
import { and, count, eq, gte, not } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absences, awards } from '../../src/db/schema';
import { isCurrentAward } from '../../src/modules/pick';
import { loadRound } from '../../src/modules/pick/turns/snapshot';
import { createTestDatabase, type TestDatabase } from '../helper';
import { applyPlan, movedTo, planOrRefused } from '../support/corrections';
import { processedRound } from '../support/pick-rounds';
import { verifyAll } from '../support/verify';

/**
 * Dated corrections of a vacation round in force (docs/adr/0033-dated-corrections.md): the
 * superseded awards' absences stay on the days before the date and go from it; the correction's
 * awards write absences only from it, and their rows' `days` are those; the ledger still verifies.
 * (A holiday round's awards take the same path: run-writer.ts daysOf, removeAwardAbsences.)
 */
describe('dated corrections of a vacation round in force: absences split at the date', () => {
  let database: TestDatabase;
  let roundId: number;
  let now: Date;
  let period: { effectiveDate: string; expirationDate: string };
  let today: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    ({ roundId, now, period } = await processedRound(database.db, '100001', 'VACATION'));
    today = addDays(period.effectiveDate, 30);
  }, 300_000);
  afterAll(() => database.close());

  const roundAbsences = () =>
    database.db
      .select({ id: absences.id, date: absences.date, run: awards.awardRunId })
      .from(absences)
      .innerJoin(awards, eq(awards.id, absences.awardId))
      .where(eq(awards.pickRoundId, roundId));

  it('keeps the days before the date, moves those from it', async () => {
    const loaded = await loadRound(database.db, roundId, now);
    if (!loaded) throw new Error('no round');
    const everyone = loaded.snapshot.participants.map((p) => String(p.employeeId));
    let applied = 0;
    let kept = 0;
    await fc.assert(
      fc.asyncProperty(movedTo(everyone), fc.integer({ min: 0, max: 60 }), async (change, days) => {
        const effectiveFrom = addDays(today, days + applied * 60);
        const request = { roundId, change, now, today, effectiveFrom };
        const plan = await planOrRefused(database.db, request);
        if (!plan) return;
        const before = await roundAbsences();
        const result = await applyPlan(database.db, request, plan);
        applied++;
        const after = new Map((await roundAbsences()).map((a) => [a.id, a]));
        const earlier = before.filter((a) => a.date < effectiveFrom);
        kept += earlier.length;
        expect(earlier.filter((a) => !after.has(a.id))).toEqual([]);
        expect([...after.values()].filter((a) => a.run === result.runId && a.date < effectiveFrom)).toEqual([]);
        const rows = await database.db
          .select({ days: awards.days })
          .from(awards)
          .where(eq(awards.awardRunId, result.runId));
        expect(rows.flatMap((r) => r.days ?? []).filter((d) => d < effectiveFrom)).toEqual([]);
        const [stale] = await database.db
          .select({ n: count() })
          .from(absences)
          .innerJoin(awards, eq(awards.id, absences.awardId))
          .where(and(eq(awards.pickRoundId, roundId), not(isCurrentAward), gte(absences.date, effectiveFrom)));
        expect(Number(stale?.n)).toBe(0);
      }),
      { numRuns: 2, seed: 33 },
    );
    expect(applied).toBeGreaterThan(0);
    expect(kept).toBeGreaterThan(0);
    expect((await verifyAll(database.db)).ok).toBe(true);
  }, 600_000);
});
