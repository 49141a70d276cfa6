import { randomUUID } from 'node:crypto';
import { PICK_OFFICE_TEXTS as T } from '@crewline/protocol';
import { and, asc, count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '../../src/config';
import { awards, pickEvents, pickPeriods, pickRounds } from '../../src/db/schema';
import { localIsoDate } from '../../src/lib/local-time';
import { applyCorrection, isCurrentAward, planCorrection, processDueTurns } from '../../src/modules/pick';
import { fromScratch } from '../../src/modules/pick/corrections/from-scratch';
import { runRound } from '../../src/modules/pick/engine';
import { demoLedgerSigner } from '../../src/modules/pick/ledger/signers';
import { isCloseOutcome } from '../../src/modules/pick/superseded-rows';
import { loadRound } from '../../src/modules/pick/turns/snapshot';
import { createTestDatabase, type TestDatabase } from '../helper';
import { applyPlan, planOrRefused, setupErrors } from '../support/corrections';
import { roundOfTurn } from '../support/pick-rounds';
import { verifyAll } from '../support/verify';

type Held = { outcome: string; itemId: number | null; choice: number | null };
const byPass = (rows: readonly (Held & { passId: string })[]) => {
  const out = new Map<string, Held[]>();
  for (const { passId, ...r } of rows) out.set(passId, [...(out.get(passId) ?? []), r]);
  return out;
};
const turnRows = (rows: readonly Held[] | undefined) => (rows ?? []).filter((r) => !isCloseOutcome(r.outcome));

/**
 * Corrections tried in each kind: a vacation round's is the slower (each apply writes its weeks'
 * absences, a query a row: about 90 s for two on PGlite alone, over 200 s beside other suites).
 */
const RUNS = { WORK: 6, VACATION: 2 } as const;
/** What the close gives in each round kind: the extra board, or forced weeks. */
const CLOSE_GIVES = { WORK: 'EXTRA_BOARD', VACATION: 'FORCED' } as const;

/**
 * Corrections of a closed round (docs/adr/0030-corrections-of-closed-rounds.md): the demo work
 * round run through its close (the extra board), and its vacation round (forcing), then random
 * lost lists and moves applied one after another. Each leaves the round exactly as the corrected
 * round run from scratch with its close; the turn rows before the earliest change stand, and
 * only the close changes seniors.
 */
describe.each(['WORK', 'VACATION'] as const)(
  'a correction of a closed %s round, against the corrected round run from scratch with its close',
  (kind) => {
    let database: TestDatabase;
    let roundId: number;
    let now: Date;
    let today: string;

    beforeAll(async () => {
      database = await createTestDatabase();
      roundId = await roundOfTurn(database.db, '100001', kind, { open: true });
      const [round] = await database.db
        .select({ closesAt: pickRounds.closesAt })
        .from(pickRounds)
        .where(eq(pickRounds.id, roundId));
      if (!round) throw new Error('no round');
      now = new Date(round.closesAt.getTime() + 60_000);
      today = localIsoDate(now, DEFAULT_TIME_ZONE);
      await processDueTurns(database.db, now);
    }, 300_000);
    afterAll(() => database.close());

    const current = async () =>
      byPass(
        await database.db
          .select({ passId: awards.passId, outcome: awards.outcome, itemId: awards.itemId, choice: awards.choiceRank })
          .from(awards)
          .where(and(eq(awards.pickRoundId, roundId), isCurrentAward))
          .orderBy(asc(awards.id)),
      );

    it('is closed by the close, its work not yet in force, and the close gave rows', async () => {
      const [round] = await database.db
        .select({ closedAt: pickRounds.closedAt, effectiveDate: pickPeriods.effectiveDate })
        .from(pickRounds)
        .innerJoin(pickPeriods, eq(pickPeriods.id, pickRounds.pickPeriodId))
        .where(eq(pickRounds.id, roundId));
      expect(round?.closedAt).not.toBeNull();
      expect((round?.effectiveDate ?? '') > today).toBe(true);
      const rows = [...(await current()).values()].flat();
      expect(rows.some((r) => r.outcome === CLOSE_GIVES[kind])).toBe(true);
    });

    it('re-bids from the earliest change through the close exactly as from scratch; the turns before it stand', async () => {
      const loaded = await loadRound(database.db, roundId, now);
      if (!loaded) throw new Error('no round');
      const everyone = loaded.snapshot.participants.map((p) => String(p.employeeId));
      const itemIds = loaded.snapshot.items.map((i) => Number(i.id));
      const correction = setupErrors(everyone, itemIds);
      let applied = 0;
      let seniorsClosedAgain = 0;
      await fc.assert(
        fc.asyncProperty(correction, async (change) => {
          const request = { roundId, change, now, today };
          const plan = await planOrRefused(database.db, request);
          if (!plan) return;
          const before = await current();
          await applyPlan(database.db, request, plan);
          applied++;
          if (plan.given.some((a) => a.rank < plan.from)) seniorsClosedAgain++;
          const after = await current();
          const corrected = await loadRound(database.db, roundId, now);
          if (!corrected) throw new Error('no round');
          const scratch = byPass(
            runRound(fromScratch(corrected.snapshot, 0, true)).awards.map((a) => ({
              passId: String(a.employeeId),
              outcome: a.outcome,
              itemId: a.itemId === null ? null : Number(a.itemId),
              choice: a.choice,
            })),
          );
          for (const p of corrected.snapshot.participants) {
            const passId = String(p.employeeId);
            expect(after.get(passId)).toEqual(scratch.get(passId));
            if (p.rank < plan.from) expect(turnRows(after.get(passId))).toEqual(turnRows(before.get(passId)));
          }
        }),
        { numRuns: RUNS[kind], seed: 51 },
      );
      expect(applied).toBeGreaterThan(1);
      expect(seniorsClosedAgain).toBeGreaterThan(0);
      expect((await verifyAll(database.db)).ok).toBe(true);
    }, 600_000);

    it('refuses a round whose picked work is in force without the date its correction applies from, writing nothing', async () => {
      const [period] = await database.db
        .select({ effectiveDate: pickPeriods.effectiveDate })
        .from(pickPeriods)
        .innerJoin(pickRounds, eq(pickRounds.pickPeriodId, pickPeriods.id))
        .where(eq(pickRounds.id, roundId));
      if (!period) throw new Error('no period');
      const loaded = await loadRound(database.db, roundId, now);
      const passId = String(loaded?.snapshot.participants[0]?.employeeId);
      const change = { moveTo: { passId, rank: 2 } };
      const written = async () => {
        const [events] = await database.db.select({ n: count() }).from(pickEvents);
        const [rows] = await database.db.select({ n: count() }).from(awards);
        return { events: Number(events?.n), awards: Number(rows?.n) };
      };
      const before = await written();
      // It is corrected from a date (corrections-dated.test.ts, corrections-dated.property.test.ts).
      const words = T.correctionEffectiveFromNeeded(period.effectiveDate);
      await expect(planCorrection(database.db, { roundId, change, now, today: period.effectiveDate })).rejects.toThrow(
        words,
      );
      const apply = {
        reason: 'in force',
        requestId: randomUUID(),
        digest: 'x',
        by: '900002',
        signer: demoLedgerSigner(),
      };
      await expect(
        applyCorrection(database.db, { roundId, change, now, today: period.effectiveDate, ...apply }),
      ).rejects.toThrow(words);
      expect(await written()).toEqual(before);
    });
  },
);
