import type { RoundSetup, WorkSetupItem } from '../turns/round-setup';

/**
 * A setup error the pick office corrects (docs/pick.md#corrections): a list that was lost, a
 * wrong place in the seniority order, or a package the round's setup left out. Recorded in the
 * ledger by the correction's run event; every run of the round from that event on reads its input
 * corrected.
 */
export type SetupCorrection =
  /** The items (ids) the employee had saved, best first: their list in force at their turn. */
  | { restoreList: { passId: string; items: number[] } }
  /** The employee's right place in the round's order (1 first). */
  | { moveTo: { passId: string; rank: number } }
  /** A package of the pick's data the setup left out, as its tables hold it (the ledger alone replays it). */
  | { addPackage: WorkSetupItem };

/** A correction as the office asks for it: a missing package by its id in the pick's data (read when planned). */
export type CorrectionInput = Exclude<SetupCorrection, { addPackage: WorkSetupItem }> | { addPackageId: number };

/** What a CORRECTION run's event records of its correction (docs/pick-ledger.md "RUN"). */
export interface CorrectionRecord {
  change: SetupCorrection;
  /** Why, as the supervisor gave it: the ledger and the employees read it. */
  reason: string;
  /** The earliest changed place: the run bids again from it through `through`; the places before it stand. */
  from: number;
  through: number;
  /** The app's id for the request: a retry answers the run the first one made. */
  requestId: string;
  /** How many employees' awards it changed (each was told). */
  changed: number;
  /**
   * Once the picked work is in force: from when the new awards apply, and the pick's effective
   * date as it stood (from when a holding with no date of its own ran). Replay derives the dated
   * holdings from these alone (corrections/dated-holdings.ts).
   */
  effectiveFrom?: string;
  workFrom?: string;
}

/** A correction in the ledger: the event that records it, and what it corrects. */
export interface LedgerCorrection {
  seq: number;
  change: SetupCorrection;
}

/** The setup as the corrections make it, in order: each missing package added, each place moved. */
export function correctedSetup(setup: RoundSetup, corrections: readonly SetupCorrection[]): RoundSetup {
  return withCorrectedOrder(withAddedPackages(setup, corrections), corrections);
}

/** The setup with each added package among its items, in id order as the setup keeps them. */
function withAddedPackages(setup: RoundSetup, corrections: readonly SetupCorrection[]): RoundSetup {
  const added = corrections.flatMap((c) => ('addPackage' in c ? [c.addPackage] : []));
  if (added.length === 0) return setup;
  const ids = new Set(setup.items.map((i) => i.id));
  const items = [...setup.items, ...added.filter((p) => !ids.has(p.id))].sort((a, b) => a.id - b.id);
  return { ...setup, items };
}

/**
 * The setup with each place moved as the corrections say, in order: the moved employee takes
 * their right place and everyone between shifts by one. The turn times stay with the places
 * (the turn at place 3 stays at place 3's time), so the turns to come are still due in order.
 */
function withCorrectedOrder(setup: RoundSetup, corrections: readonly SetupCorrection[]): RoundSetup {
  let participants = setup.participants;
  for (const c of corrections) {
    if (!('moveTo' in c)) continue;
    const ordered = [...participants].sort((a, b) => a.rank - b.rank);
    const at = ordered.findIndex((p) => p.passId === c.moveTo.passId);
    const [moved] = at < 0 ? [] : ordered.splice(at, 1);
    if (!moved) continue;
    ordered.splice(Math.min(Math.max(c.moveTo.rank, 1), ordered.length + 1) - 1, 0, moved);
    const times = [...participants].sort((a, b) => a.rank - b.rank).map((p) => p.turnAt);
    participants = ordered.map((p, i) => ({ ...p, rank: i + 1, turnAt: times[i] ?? p.turnAt }));
  }
  return participants === setup.participants ? setup : { ...setup, participants };
}

/** The lists in force with each restored list put back, in the corrections' order. */
export function withRestoredLists(
  inForce: Map<string, number[]>,
  corrections: readonly SetupCorrection[],
): Map<string, number[]> {
  const out = new Map(inForce);
  for (const c of corrections) if ('restoreList' in c) out.set(c.restoreList.passId, [...c.restoreList.items]);
  return out;
}
