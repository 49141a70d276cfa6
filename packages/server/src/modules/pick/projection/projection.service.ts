import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { type Projection, project } from '../engine';
import { type LoadedRound, loadRound } from '../turns/snapshot';

/**
 * What will be left at the employee's turn (PICK.md "Projection = the engine run early"): the
 * round as the database holds it now — seniors' final awards, and every saved list as it stands
 * — run through the engine up to the employee.
 *
 * The round as the projection reads it is kept per process while nothing that feeds the projection
 * has changed: every call first asks the database for the round's version (its latest list
 * version and latest award run, one small query), so a save or a turn processed by any process
 * is seen by the next call. Callers that come while a load is under way share it; each
 * employee's projection is computed once per version.
 */

interface Entry {
  version: string;
  loaded: Promise<LoadedRound | undefined>;
  projections: Map<string, Projection | undefined>;
}

/**
 * The projection reads every list as it stands (a list counts once committed, whatever clock
 * its process keeps), so the round is read as of the end of time; the turns due play no part.
 */
const AS_IT_STANDS = new Date('9999-12-31T00:00:00Z');
/** Rounds kept per database: a pick has a handful open at a time. */
const MAX_ROUNDS = 16;
const caches = new WeakMap<Db, Map<number, Entry>>();

async function versionOf(db: Db, roundId: number): Promise<string> {
  const result = await db.execute(sql`select
      (select coalesce(max(id), 0) from preference_sets where pick_round_id = ${roundId}) as sets,
      (select coalesce(max(id), 0) from award_runs where pick_round_id = ${roundId}) as runs`);
  const [row] = (result as unknown as { rows: { sets: number | string; runs: number | string }[] }).rows;
  return `${row?.sets ?? 0}:${row?.runs ?? 0}`;
}

function entryFor(db: Db, roundId: number, version: string): Entry {
  let rounds = caches.get(db);
  if (!rounds) {
    rounds = new Map();
    caches.set(db, rounds);
  }
  const known = rounds.get(roundId);
  if (known && known.version === version) return known;
  const entry: Entry = { version, loaded: loadRound(db, roundId, AS_IT_STANDS), projections: new Map() };
  // A failed load is not kept: the next call tries again.
  entry.loaded.catch(() => rounds.get(roundId) === entry && rounds.delete(roundId));
  rounds.delete(roundId);
  rounds.set(roundId, entry);
  if (rounds.size > MAX_ROUNDS) rounds.delete(rounds.keys().next().value as number);
  return entry;
}

/**
 * The employee's projection in the round as the database stands now; undefined when the round
 * is unknown, the employee has no turn in it, or their turn is processed (their award answers).
 */
export async function projectionFor(
  db: Db,
  roundId: number,
  passId: string,
  now: Date,
): Promise<(Projection & { asOf: Date }) | undefined> {
  const entry = entryFor(db, roundId, await versionOf(db, roundId));
  const loaded = await entry.loaded;
  if (!loaded) return undefined;
  if (!entry.projections.has(passId)) {
    const me = loaded.snapshot.participants.find((p) => p.employeeId === passId);
    const open = me && me.rank > loaded.snapshot.policy.processedThroughRank;
    entry.projections.set(passId, open ? project(loaded.snapshot, passId) : undefined);
  }
  const projection = entry.projections.get(passId);
  // The lists and awards are those of the database now: the version said nothing changed.
  return projection && { ...projection, asOf: now };
}
