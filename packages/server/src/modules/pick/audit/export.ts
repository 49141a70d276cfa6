import type { Db } from '../../../db/client';
import { awardOfRow } from '../award-rows';
import { type Award, canonicalSnapshot, ENGINE_VERSION, type Snapshot } from '../engine';
import { awardRowsOfRun, awardRunsOfRound, roundById } from './audit.repository';
import { snapshotOfRun } from './replay';

/** What a union needs to rerun a round on its own: each run's input and output, and how to check them. */
export interface RoundExport {
  format: 'crewline-pick-export@1';
  howToCheck: string;
  engineVersion: string;
  round: { id: number; pickPeriodId: number; kind: string; opensAt: string; closesAt: string; closedAt: string | null };
  runs: {
    id: number;
    kind: string;
    ranAt: string;
    engineVersion: string;
    snapshotDigest: string;
    awardsDigest: string;
    /** The input in canonical order: participants (seniority order, lists), items, holdings, policy. */
    snapshot: Snapshot;
    awards: Award[];
  }[];
}

const HOW_TO_CHECK =
  'Each digest is "sha256:" and the hex SHA-256 of the canonical JSON (object keys sorted, no spaces, arrays in order) ' +
  "of the snapshot as given, or of the awards as given. Running the engine of the same version over a run's snapshot " +
  'gives its awards; the holdings of each run are the awards of the runs before it.';

export async function exportRound(db: Db, roundId: number): Promise<RoundExport | undefined> {
  const round = await roundById(db, roundId);
  if (!round) return undefined;
  const runs: RoundExport['runs'] = [];
  for (const run of await awardRunsOfRound(db, roundId)) {
    const loaded = await snapshotOfRun(db, run);
    if (!loaded) continue;
    runs.push({
      id: run.id,
      kind: run.kind,
      ranAt: run.ranAt.toISOString(),
      engineVersion: run.engineVersion,
      snapshotDigest: run.snapshotDigest,
      awardsDigest: run.awardsDigest,
      snapshot: canonicalSnapshot(loaded.snapshot),
      awards: (await awardRowsOfRun(db, run.id)).map((row) => awardOfRow(row, (rank) => loaded.passIdByRank.get(rank))),
    });
  }
  return {
    format: 'crewline-pick-export@1',
    howToCheck: HOW_TO_CHECK,
    engineVersion: ENGINE_VERSION,
    round: {
      id: round.id,
      pickPeriodId: round.pickPeriodId,
      kind: round.kind,
      opensAt: round.opensAt.toISOString(),
      closesAt: round.closesAt.toISOString(),
      closedAt: round.closedAt?.toISOString() ?? null,
    },
    runs,
  };
}
