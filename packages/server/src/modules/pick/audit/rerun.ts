import type { Db } from '../../../db/client';
import { type Award, type Id, runRound, type Snapshot, type WorkPackage } from '../engine';
import { loadRound } from '../turns/snapshot';
import { awardRunsOfRound } from './audit.repository';

/** A correction to a round's input, as a grievance settles it. */
export interface Correction {
  /** A list that was lost: the items (ids) the employee had saved, best first. */
  restoreList?: { passId: string; items: number[] };
  /** A seniority error: the employee's right place in the round's order (1 first). */
  moveTo?: { passId: string; rank: number };
  /** A package left off the board: added to a population of the round's work. */
  addPackage?: { populationId: number; capacity: number };
}

export interface AwardChange {
  passId: string;
  /** Place in the corrected order. */
  rank: number;
  before: string;
  after: string;
}

export interface RerunResult {
  /** Turns rerun: every turn processed so far (and the close, if it ran). */
  turns: number;
  /** The first place in the order whose award changes; null when none does. */
  earliestChange: number | null;
  changes: AwardChange[];
}

/** What an employee holds after the run, in one line: "AWARDED 214 (choice 3)", "SKIPPED", … */
function summaries(awards: readonly Award[]): Map<string, string> {
  const out = new Map<string, string[]>();
  for (const a of awards) {
    const line = a.itemId === null ? a.outcome : `${a.outcome} ${a.itemId}${a.choice ? ` (choice ${a.choice})` : ''}`;
    out.set(String(a.employeeId), [...(out.get(String(a.employeeId)) ?? []), line]);
  }
  return new Map([...out].map(([k, v]) => [k, v.join(', ')]));
}

/** The snapshot as the correction makes it (a list put back, a place moved, a package added). Pure. */
export function correctedSnapshot(snapshot: Snapshot, c: Correction): Snapshot {
  let participants = snapshot.participants.map((p) => ({ ...p }));
  if (c.restoreList) {
    const { passId, items } = c.restoreList;
    const p = participants.find((x) => String(x.employeeId) === passId);
    if (!p) throw new Error(`${passId} has no turn in this round`);
    p.list = [...items];
  }
  if (c.moveTo) {
    const { passId, rank } = c.moveTo;
    const ordered = [...participants].sort((a, b) => a.rank - b.rank);
    const at = ordered.findIndex((x) => String(x.employeeId) === passId);
    if (at < 0) throw new Error(`${passId} has no turn in this round`);
    if (!Number.isInteger(rank) || rank < 1 || rank > ordered.length)
      throw new Error(`rank must be 1 to ${ordered.length}`);
    const [moved] = ordered.splice(at, 1);
    ordered.splice(rank - 1, 0, moved as (typeof ordered)[number]);
    participants = ordered.map((p, i) => ({ ...p, rank: i + 1 }));
  }
  let items = snapshot.items as Snapshot['items'];
  if (c.addPackage) {
    if (snapshot.kind !== 'WORK') throw new Error('a package can only be added to a work round');
    const like = (snapshot.items as WorkPackage[]).find((i) => i.population === c.addPackage?.populationId);
    if (!like) throw new Error(`population ${c.addPackage.populationId} has no package in this round`);
    const id: Id = Math.max(0, ...snapshot.items.map((i) => Number(i.id))) + 1;
    items = [...(snapshot.items as WorkPackage[]), { ...like, id, kind: 'REGULAR', capacity: c.addPackage.capacity }];
  }
  return { ...snapshot, participants, items } as Snapshot;
}

/**
 * Reruns every processed turn of the round from the start, as recorded and as corrected, and
 * tells whose award changes. Nothing is written: the result is what a correction would do.
 */
export async function rerunRound(db: Db, roundId: number, correction: Correction): Promise<RerunResult | undefined> {
  const runs = await awardRunsOfRound(db, roundId);
  const last = runs.at(-1);
  if (!last) return undefined;
  const closed = runs.some((r) => r.kind === 'CLOSE');
  const loaded = await loadRound(db, roundId, last.ranAt, { close: closed });
  if (!loaded) return undefined;
  const processedThroughRank = loaded.snapshot.policy.processedThroughRank;
  const fromStart = (s: Snapshot): Snapshot => ({
    ...s,
    holdings: [],
    policy: closed
      ? { processedThroughRank: 0, throughRank: null, close: true }
      : { processedThroughRank: 0, throughRank: processedThroughRank, close: false },
  });
  const recorded = summaries(runRound(fromStart(loaded.snapshot)).awards);
  const correctedRound = fromStart(correctedSnapshot(loaded.snapshot, correction));
  const corrected = summaries(runRound(correctedRound).awards);
  const changes: AwardChange[] = [];
  for (const p of [...correctedRound.participants].sort((a, b) => a.rank - b.rank)) {
    const id = String(p.employeeId);
    const before = recorded.get(id) ?? 'not yet processed';
    const after = corrected.get(id) ?? 'not yet processed';
    if (before !== after) changes.push({ passId: id, rank: p.rank, before, after });
  }
  return {
    turns: closed ? loaded.snapshot.participants.length : processedThroughRank,
    earliestChange: changes[0]?.rank ?? null,
    changes,
  };
}
