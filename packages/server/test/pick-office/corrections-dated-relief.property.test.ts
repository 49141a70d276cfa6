import { PICK_OFFICE_TEXTS as T } from '@crewline/protocol';
import { and, asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awards, notifications } from '../../src/db/schema';
import { isCurrentAward, planCorrection } from '../../src/modules/pick';
import { exportRound } from '../../src/modules/pick/audit/export';
import { awardLeaf, storedRow } from '../../src/modules/pick/award-leaves';
import { withKept } from '../../src/modules/pick/corrections/begun-bids';
import { digestSnapshot, runRound, type VrBid } from '../../src/modules/pick/engine';
import { rootOf } from '../../src/modules/pick/ledger/merkle-tree';
import { type LoadedRound, loadRound } from '../../src/modules/pick/turns/snapshot';
import { awardOf, myAwardRows } from '../../src/modules/pick-preferences';
import { createTestDatabase, type TestDatabase } from '../helper';
import { applyPlan, planOrRefused, setupErrors } from '../support/corrections';
import { processedRound } from '../support/pick-rounds';
import { verifyAll } from '../support/verify';

type Held = Map<string, number[]>;

const REASON = 'A relief operator was listed out of seniority order';

/**
 * Dated corrections of a vacation relief round in force (docs/adr/0033-dated-corrections.md): a
 * bid whose first week starts before the date has begun and stays with its holder; the bids not
 * begun are bid again from the earliest changed place. Checked against a plain reference: serial
 * dictatorship over the corrected order, each employee walking their list in force for bids no
 * one holds and no week they already hold overlaps, up to what they may take. The ledger replays
 * to the same rows (verify).
 */
describe('dated corrections of a vacation relief round in force', () => {
  let database: TestDatabase;
  let roundId: number;
  let now: Date;
  let period: { effectiveDate: string; expirationDate: string };
  let today: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    ({ roundId, now, period } = await processedRound(database.db, '200002', 'VR'));
    // The day the round closed, or the pick's first day if later: its work is in force by then.
    const closed = now.toISOString().slice(0, 10);
    today = closed > period.effectiveDate ? closed : period.effectiveDate;
  }, 300_000);
  afterAll(() => database.close());

  /** Each employee's current bids, in the order they were given. */
  const held = async (): Promise<Held> => {
    const rows = await database.db
      .select({ passId: awards.passId, itemId: awards.itemId })
      .from(awards)
      .where(and(eq(awards.pickRoundId, roundId), isCurrentAward))
      .orderBy(asc(awards.id));
    const out: Held = new Map();
    for (const r of rows) if (r.itemId !== null) out.set(r.passId, [...(out.get(r.passId) ?? []), r.itemId]);
    return out;
  };
  const round = async () => {
    const loaded = await loadRound(database.db, roundId, now);
    if (loaded?.snapshot.kind !== 'VR') throw new Error('no relief round');
    return loaded as LoadedRound & { snapshot: { items: VrBid[] } };
  };
  const firstWeek = (bid: VrBid) => [...bid.weeks].sort()[0] ?? '';

  /**
   * The reference: the places before `from` stand; every begun bid stays with whoever holds it;
   * the others are bid again in the corrected order.
   */
  function reference(corrected: Awaited<ReturnType<typeof round>>, before: Held, from: number, date: string): Held {
    const bids = new Map(corrected.snapshot.items.map((b) => [Number(b.id), b]));
    const begun = (id: number) => firstWeek(bids.get(id) as VrBid) < date;
    const rankOf = new Map(corrected.snapshot.participants.map((p) => [String(p.employeeId), p.rank]));
    const out: Held = new Map();
    for (const [passId, ids] of before) {
      const standing = (rankOf.get(passId) ?? 0) < from ? ids : ids.filter(begun);
      if (standing.length > 0) out.set(passId, [...standing]);
    }
    const taken = new Set([...out.values()].flat());
    for (const p of [...corrected.snapshot.participants].sort((a, b) => a.rank - b.rank)) {
      if (p.rank < from) continue;
      const passId = String(p.employeeId);
      const mine = out.get(passId) ?? [];
      const weeks = new Set(mine.flatMap((id) => bids.get(id)?.weeks ?? []));
      for (const id of p.list ?? []) {
        if (mine.length >= (p.entitlement ?? 1)) break;
        const bid = bids.get(Number(id));
        if (!bid || taken.has(Number(id)) || bid.weeks.some((w) => weeks.has(w))) continue;
        if (bid.group !== p.group || (bid.population != null && !p.populations.includes(bid.population))) continue;
        mine.push(Number(id));
        taken.add(Number(id));
        for (const w of bid.weeks) weeks.add(w);
      }
      if (mine.length > 0) out.set(passId, mine);
    }
    return out;
  }
  const sorted = (h: Held) => new Map([...h].map(([k, v]) => [k, [...v].sort((a, b) => a - b)]));

  it('tells each employee whose bids change from when, and gives a begun bid back with its choice', async () => {
    const loaded = await round();
    const starts = [...new Set(loaded.snapshot.items.map(firstWeek))].filter((w) => w >= today).sort();
    const effectiveFrom = starts[2] as string;
    // The most junior employee with a list, put first: their bids and those of everyone after change.
    const juniors = [...loaded.snapshot.participants].filter((p) => p.list).sort((a, b) => b.rank - a.rank);
    const junior = juniors[0];
    if (!junior) throw new Error('no participant with a list');
    const request = {
      roundId,
      change: { moveTo: { passId: String(junior.employeeId), rank: 1 } },
      now,
      today,
      effectiveFrom,
    };
    const plan = await planCorrection(database.db, request);
    // A senior bid again keeps a bid begun before the date.
    expect(plan.loaded.kept.length).toBeGreaterThan(0);
    const beforeRows = await database.db
      .select({ passId: awards.passId, itemId: awards.itemId, choice: awards.choiceRank })
      .from(awards)
      .where(and(eq(awards.pickRoundId, roundId), isCurrentAward));
    const result = await applyPlan(database.db, request, plan, REASON);
    const given = await database.db
      .select({ passId: awards.passId, itemId: awards.itemId, choice: awards.choiceRank })
      .from(awards)
      .where(eq(awards.awardRunId, result.runId));
    const bids = new Map(loaded.snapshot.items.map((b) => [Number(b.id), b]));
    const begunBefore = beforeRows.filter(
      (r) => r.itemId !== null && firstWeek(bids.get(r.itemId) as VrBid) < effectiveFrom,
    );
    const rebid = new Set(given.map((g) => g.passId));
    const kept = begunBefore.filter((r) => rebid.has(r.passId));
    expect(kept.length).toBeGreaterThan(0);
    for (const k of kept) expect(given).toContainEqual(k);
    const told = await database.db
      .select({ passId: notifications.passId, data: notifications.data })
      .from(notifications)
      .where(eq(notifications.kind, 'PICK_CORRECTED'));
    const changed = plan.changes.map((c) => c.passId);
    expect(changed.length).toBeGreaterThan(0);
    for (const c of plan.changes) {
      const mine = told.filter((t) => t.passId === c.passId).map((t) => t.data as { from?: string; reason: string });
      expect(mine).toContainEqual(
        expect.objectContaining({ from: effectiveFrom, reason: REASON, before: c.before, after: c.after }),
      );
    }
    // No one whose bids stay as they were is told.
    expect(told.filter((t) => !changed.includes(t.passId) && (t.data as { reason: string }).reason === REASON)).toEqual(
      [],
    );
    // Their award on Pick Preferences says from when, and that relief begun before it stays theirs.
    const first = plan.changes[0];
    if (!first) throw new Error('no change');
    const rows = await myAwardRows(database.db, roundId, first.passId);
    const words = awardOf('VR', first.passId, rows, (id) => `#${id}`)?.explanation.split('\n') ?? [];
    expect(words).toContain(T.correctedFromRelief(effectiveFrom));
    expect(words).not.toContain(T.correctedFrom(effectiveFrom));
    expect((await verifyAll(database.db)).ok).toBe(true);
  }, 300_000);

  it('corrects from a date: the begun bids stay, the others go as the reference bids them again', async () => {
    const loaded = await round();
    const everyone = loaded.snapshot.participants.map((p) => String(p.employeeId));
    const starts = [...new Set(loaded.snapshot.items.map(firstWeek))].filter((w) => w >= today).sort();
    expect(starts.length).toBeGreaterThan(2);
    const bidIds = loaded.snapshot.items.map((b) => Number(b.id));
    let applied = 0;
    let keptTotal = 0;
    let carried = 0;
    // From the first test's date on: a correction's date is never before an earlier one's.
    let dateIndex = 2;
    await fc.assert(
      fc.asyncProperty(setupErrors(everyone, bidIds, 6), fc.integer({ min: 0, max: 1 }), async (change, step) => {
        const effectiveFrom = starts[Math.min(starts.length - 1, dateIndex + step)] as string;
        const request = { roundId, change, now, today, effectiveFrom };
        const plan = await planOrRefused(database.db, request);
        if (!plan) return;
        const before = await held();
        const result = await applyPlan(database.db, request, plan);
        applied++;
        dateIndex = starts.indexOf(effectiveFrom);
        const after = await held();
        const corrected = await round();
        expect(sorted(after)).toEqual(sorted(reference(corrected, before, plan.from, effectiveFrom)));
        // Every begun bid held before is held by the same employee after.
        const bids = new Map(corrected.snapshot.items.map((b) => [Number(b.id), b]));
        for (const [passId, ids] of before)
          for (const id of ids.filter((i) => firstWeek(bids.get(i) as VrBid) < effectiveFrom)) {
            keptTotal++;
            expect(after.get(passId) ?? []).toContain(id);
          }
        // Those bid again who held a begun bid were given it back by the run itself.
        const run = await database.db
          .select({ itemId: awards.itemId })
          .from(awards)
          .where(eq(awards.awardRunId, result.runId));
        carried += run.filter(
          (r) => r.itemId !== null && firstWeek(bids.get(r.itemId) as VrBid) < effectiveFrom,
        ).length;
      }),
      { numRuns: 30, seed: 51 },
    );
    expect(applied).toBeGreaterThan(0);
    expect(keptTotal).toBeGreaterThan(0);
    expect(carried).toBeGreaterThan(0);
    expect((await verifyAll(database.db)).ok).toBe(true);
    // The union's export: the engine over each run's snapshot gives its awards; with the kept rows first, its rows.
    const exported = await exportRound(database.db, roundId);
    const dated = exported?.runs.filter((r) => (r.kept?.length ?? 0) > 0) ?? [];
    expect(dated.length).toBeGreaterThan(0);
    for (const run of exported?.runs ?? []) {
      const snapshot = JSON.parse(JSON.stringify(run.snapshot));
      expect(digestSnapshot(snapshot)).toBe(run.snapshotDigest);
      expect(runRound(snapshot).awards).toEqual(run.awards);
      expect(rootOf(withKept(run.awards, run.kept ?? []).map((a) => awardLeaf(storedRow(a))))).toBe(run.awardsRoot);
    }
  }, 600_000);
});
