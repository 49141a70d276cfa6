import type { Award, Holding, RunResult, Snapshot } from './engine.types';
import { ForcingFlow } from './forcing-flow';
import { RoundState } from './round-state';
import { walkTurn } from './turn';

/** Index of the first participant whose rank is above `rank` (participants are in rank order). */
export function firstAfter(s: RoundState, rank: number): number {
  let lo = 0;
  let hi = s.n;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((s.rank[mid] as number) <= rank) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * WORK: everyone still without a package, in rank order, gets the first extra-board package
 * of their group (by id) that they are eligible for and that has a position left; UNPLACED
 * when none has. VACATION: everyone still owed weeks, in rank order (seniors first, as Draft
 * forces), is given them one at a time, each the earliest week the forcing rule allows;
 * UNPLACED for what cannot be covered. HOLIDAY and VR: nothing (whoever is not off works).
 */
function closeRound(s: RoundState, flow: ForcingFlow | null, out: Award[]): void {
  if (s.kind !== 'WORK' && s.kind !== 'VACATION') return;
  for (let p = 0; p < s.n; p++) {
    let owed = s.owed[p] as number;
    const employeeId = s.employeeId(p);
    const rank = s.rank[p] as number;
    while (owed > 0) {
      const it = flow ? flow.forcedWeek(p) : extraBoardFor(s, p);
      if (it < 0) {
        out.push({
          employeeId,
          rank,
          outcome: 'UNPLACED',
          itemId: null,
          seat: null,
          choice: null,
          remaining: owed,
          refused: [],
        });
        break;
      }
      const seat = s.award(p, it);
      owed--;
      const outcome = flow ? 'FORCED' : 'EXTRA_BOARD';
      out.push({ employeeId, rank, outcome, itemId: s.itemId(it), seat, choice: null, remaining: owed, refused: [] });
    }
  }
}

function extraBoardFor(s: RoundState, p: number): number {
  const g = s.group[p] as number;
  for (let k = s.groupItemOff[g] as number; k < (s.groupItemOff[g + 1] as number); k++) {
    const it = s.groupItems[k] as number;
    if (s.extraBoard[it] && !s.full(it) && s.eligible(p, it)) return it;
  }
  return -1;
}

/**
 * Runs the turns from policy.processedThroughRank (exclusive) to policy.throughRank
 * (inclusive), then the close if policy.close. Pure: the same snapshot gives the same result,
 * whatever the order of its participants, items and holdings.
 */
export function runRound(snapshot: Snapshot): RunResult {
  const s = new RoundState(snapshot);
  const flow = s.kind === 'VACATION' ? new ForcingFlow(s) : null;
  const awards: Award[] = [];
  const from = firstAfter(s, s.processedThroughRank);
  const to = firstAfter(s, s.throughRank);
  for (let p = from; p < to; p++) walkTurn(s, flow, p, awards);
  if (s.close) closeRound(s, flow, awards);
  // Stable: each employee's rows stay in the order they were made.
  awards.sort((a, b) => a.rank - b.rank);
  const lastRank = s.n > 0 ? (s.rank[s.n - 1] as number) : 0;
  const processedThroughRank = Math.max(
    s.processedThroughRank,
    snapshot.policy.throughRank === null ? lastRank : snapshot.policy.throughRank,
  );
  return { engineVersion: snapshot.engineVersion, kind: s.kind, awards, processedThroughRank, closed: s.close };
}

/** The holdings an award row adds: every row that gives an item. */
export function holdingsOf(awards: readonly Award[]): Holding[] {
  const out: Holding[] = [];
  for (const a of awards)
    if (a.itemId !== null && a.seat !== null) out.push({ employeeId: a.employeeId, itemId: a.itemId, seat: a.seat });
  return out;
}

/**
 * The snapshot for the next run after `result`: its awards become holdings and its turns
 * processed. The lists stay as they are (the next run's loader reads the latest ones).
 */
export function advance<S extends Snapshot>(snapshot: S, result: RunResult): S {
  return {
    ...snapshot,
    holdings: [...snapshot.holdings, ...holdingsOf(result.awards)],
    policy: { ...snapshot.policy, processedThroughRank: result.processedThroughRank },
  };
}
