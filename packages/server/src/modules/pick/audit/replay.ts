import type { Db } from '../../../db/client';
import { awardOfRow } from '../award-rows';
import { type Award, applyLatePick, canonicalJson, digestAwards, digestSnapshot, runRound } from '../engine';
import { type LoadedRound, loadRound } from '../turns/snapshot';
import { type AwardRunRow, allAwardRuns, awardRowsOfRun } from './audit.repository';

/** The round as `run` read it: the awards of earlier runs, the lists saved by then, its policy. */
export function snapshotOfRun(db: Db, run: AwardRunRow): Promise<LoadedRound | undefined> {
  return loadRound(db, run.pickRoundId, run.ranAt, { close: run.kind === 'CLOSE', beforeRun: run.id });
}

export type RunDifference =
  | { run: number; round: number; what: 'UNREADABLE' }
  | { run: number; round: number; what: 'ENGINE_VERSION'; stored: string; current: string }
  | { run: number; round: number; what: 'SNAPSHOT'; stored: string; replayed: string }
  | { run: number; round: number; what: 'AWARDS_DIGEST'; stored: string; replayed: string }
  | {
      run: number;
      round: number;
      what: 'AWARD';
      /** 0-based position among the run's rows. */
      position: number;
      passId: string | null;
      stored: string | null;
      replayed: string | null;
    };

export interface ReplayCheck {
  ok: boolean;
  runs: number;
  awards: number;
  /** The first difference found, run by run in order. */
  difference?: RunDifference;
}

/** Replays one run: its input as the database holds it, the engine over it, the rows it wrote. */
export async function replayRun(db: Db, run: AwardRunRow): Promise<{ awards: number; difference?: RunDifference }> {
  const ids = { run: run.id, round: run.pickRoundId };
  const loaded = await snapshotOfRun(db, run);
  if (!loaded) return { awards: 0, difference: { ...ids, what: 'UNREADABLE' } };
  if (loaded.snapshot.engineVersion !== run.engineVersion) {
    const current = loaded.snapshot.engineVersion;
    return { awards: 0, difference: { ...ids, what: 'ENGINE_VERSION', stored: run.engineVersion, current } };
  }
  const snapshotDigest = digestSnapshot(loaded.snapshot);
  if (snapshotDigest !== run.snapshotDigest) {
    return {
      awards: 0,
      difference: { ...ids, what: 'SNAPSHOT', stored: run.snapshotDigest, replayed: snapshotDigest },
    };
  }
  const holderAt = (rank: number) => loaded.passIdByRank.get(rank);
  const stored = (await awardRowsOfRun(db, run.id)).map((row) => awardOfRow(row, holderAt));
  const replayed = run.kind === 'LATE_PICK' ? replayLatePick(loaded, stored[0]) : runRound(loaded.snapshot).awards;
  for (let i = 0; i < Math.max(replayed.length, stored.length); i++) {
    const a = stored[i];
    const b = replayed[i];
    const storedJson = a ? canonicalJson(a) : null;
    const replayedJson = b ? canonicalJson(b) : null;
    if (storedJson !== replayedJson) {
      const passId = String(a?.employeeId ?? b?.employeeId ?? '') || null;
      return {
        awards: i,
        difference: { ...ids, what: 'AWARD', position: i, passId, stored: storedJson, replayed: replayedJson },
      };
    }
  }
  const digest = digestAwards(replayed);
  if (digest !== run.awardsDigest) {
    return {
      awards: replayed.length,
      difference: { ...ids, what: 'AWARDS_DIGEST', stored: run.awardsDigest, replayed: digest },
    };
  }
  return { awards: replayed.length };
}

/** A late pick: the item the employee took, checked against the round as it stood, as at a turn. */
function replayLatePick(loaded: LoadedRound, stored: Award | undefined): Award[] {
  if (!stored || stored.itemId === null) return [];
  const pick = applyLatePick(loaded.snapshot, stored.employeeId, stored.itemId);
  return pick.accepted ? [pick.award] : [];
}

/** Replays every award run in order; stops at the first difference. */
export async function replayAwardRuns(db: Db): Promise<ReplayCheck> {
  let awards = 0;
  let runs = 0;
  for (const run of await allAwardRuns(db)) {
    const result = await replayRun(db, run);
    awards += result.awards;
    if (result.difference) return { ok: false, runs, awards, difference: result.difference };
    runs++;
  }
  return { ok: true, runs, awards };
}
