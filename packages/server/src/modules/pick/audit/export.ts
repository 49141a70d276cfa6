import type { Checkpoint, LedgerEvent } from '@crewline/protocol';
import type { Db } from '../../../db/client';
import { type StoredAwardRow, storedRow } from '../award-leaves';
import { type Award, canonicalSnapshot, ENGINE_VERSION, type Snapshot } from '../engine';
import { latestCheckpoint } from '../ledger/checkpoint.repository';
import { readLedger } from '../ledger/ledger.service';
import { asLedgerEvent } from '../ledger/ledger-event';
import { awardRowsOfRun, roundById } from './audit.repository';
import { isProblem, LedgerReplay, type RunPayload } from './ledger-replay';

/**
 * What a union needs to check a round on its own, with nothing but this file, a checkpoint and a
 * sha-256 tool (docs/pick-ledger.md "Checking a pick"): the hash of every event of the ledger
 * (the leaves of the tree a checkpoint signs), the round's own events in full, and for each of
 * its runs the input the events give, the awards the engine gives, and the days they wrote.
 */
export interface RoundExport {
  format: 'crewline-pick-export@2';
  howToCheck: string;
  engineVersion: string;
  round: { id: number; pickPeriodId: number; kind: string; opensAt: string; closesAt: string; closedAt: string | null };
  /** The ledger when exported: its event count and every event's hash, in order. */
  ledger: { count: number; hashes: string[] };
  /** The latest signed checkpoint when exported (null before the first). */
  checkpoint: Checkpoint | null;
  /** The round's events (its setup, lists and runs), in order, as the chain hashes them. */
  events: LedgerEvent[];
  runs: {
    event: number;
    id: number;
    kind: string;
    ranAt: string;
    engineVersion: string;
    snapshotDigest: string;
    awardsRoot: string;
    /** The input in canonical order, as built from the events. */
    snapshot: Snapshot;
    /** What the engine gives over the snapshot, in order. */
    awards: Award[];
    /**
     * A dated correction of a vacation relief round: the rows giving the bids begun before its date
     * back to their holders (docs/pick-ledger.md "RUN"), each place's before the engine's. Absent otherwise.
     */
    kept?: Award[];
    /** The run's rows as the awards table stores them (and the days they wrote): the leaves of the run's awards tree. */
    rows: StoredAwardRow[];
  }[];
}

const HOW_TO_CHECK =
  'docs/pick-ledger.md says it in full. In short: each event hash is sha-256 of its prevHash, a newline and the canonical ' +
  'JSON of {at, kind, passId, payload, roundId}; each leaf is sha-256 of a 0 byte and the 32 bytes of an event hash; the ' +
  "tree (RFC 9162) of the first `size` leaves has the checkpoint's root. A run's snapshot is built from its round's SETUP " +
  'and list events; its snapshotDigest is the sha-256 of the snapshot as given; the engine over it gives its awards, and ' +
  '(with a run’s kept rows, each place’s first) the tree of its award rows (leaf: a 0 byte and the canonical JSON of the row) has the run event’s awardsRoot.';

/** The round's export, built by replaying the ledger; undefined for no such round or a ledger that does not replay. */
export async function exportRound(db: Db, roundId: number): Promise<RoundExport | undefined> {
  const round = await roundById(db, roundId);
  if (!round) return undefined;
  const { check, events } = await readLedger(db);
  if (!check.ok) return undefined;
  const replayer = new LedgerReplay();
  const runs: RoundExport['runs'] = [];
  for (const event of events) {
    const replayed = replayer.add(event);
    if (isProblem(replayed)) return undefined;
    if (!replayed || event.roundId !== roundId) continue;
    const run: RunPayload = replayed.run;
    const rows = await awardRowsOfRun(db, run.awardRun);
    const withDays = replayed.loaded.snapshot.kind === 'VACATION' || replayed.loaded.snapshot.kind === 'HOLIDAY';
    const kept = new Set(replayed.loaded.kept);
    runs.push({
      event: event.seq,
      id: run.awardRun,
      kind: run.kind,
      ranAt: event.at.toISOString(),
      engineVersion: run.engineVersion,
      snapshotDigest: run.snapshotDigest,
      awardsRoot: run.awardsRoot,
      snapshot: canonicalSnapshot(replayed.loaded.snapshot),
      awards: replayed.awards.filter((a) => !kept.has(a)),
      ...(kept.size > 0 ? { kept: replayed.loaded.kept } : {}),
      rows: replayed.awards.map((a, i) => storedRow(a, withDays ? (rows[i]?.days ?? []) : undefined)),
    });
  }
  return {
    format: 'crewline-pick-export@2',
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
    ledger: { count: events.length, hashes: events.map((e) => e.hash) },
    checkpoint: (await latestCheckpoint(db)) ?? null,
    events: events.filter((e) => e.roundId === roundId).map(asLedgerEvent),
    runs,
  };
}
