import type { Db } from '../../../db/client';
import { type Projection, project, type RoundKind } from '../engine';
import { itemLabel } from '../item-label';
import { type LoadedRound, loadRound, participantOf } from '../turns/snapshot';
import { versionOf } from './projection.repository';

/**
 * What will be left at the employee's turn (docs/pick.md#the-projection): the
 * round as the database holds it now — seniors' final awards, and every saved list as it stands
 * — run through the engine up to the employee.
 *
 * Each process keeps the rounds it has read, and each employee's projection in them, until the
 * round changes. A list version saved or an award run written notifies PICK_CHANGED_CHANNEL at
 * commit with its round (migration 0010); every process listens and reads those rounds again.
 * While the listening connection is down (or on a database without one) every call asks the
 * database for the round's version instead — its latest list version and award run, one small
 * query — and reads it again when that has moved. A process that writes forgets the round at
 * once itself. Callers that come while a round is read share the read.
 */

export const PICK_CHANGED_CHANNEL = 'crewline_pick_changed';

/**
 * The projection reads every list as it stands (a list counts once committed, whatever clock
 * its process keeps), so the round is read as of the end of time; the turns due play no part.
 */
const AS_IT_STANDS = new Date('9999-12-31T00:00:00Z');
/** Rounds kept per database: a pick has a handful open at a time. */
const MAX_ROUNDS = 16;

interface Entry {
  /** The version it was read at; undefined when read while listening (a notification drops it). */
  version?: string;
  loaded: Promise<LoadedRound | undefined>;
  projections: Map<string, Projection>;
}

class RoundProjections {
  readonly #entries = new Map<number, Entry>();
  #listening = false;

  /** Notifications arrive from now on (first connection, or back after a gap). */
  listening(): void {
    this.#entries.clear();
    this.#listening = true;
  }

  /** Notifications may be missed from now on: every call checks the round's version. */
  deaf(): void {
    this.#listening = false;
    this.#entries.clear();
  }

  /** A notification's payload: round ids, or '*' for every round. */
  changed(payload: string): void {
    if (payload === '*') this.#entries.clear();
    else for (const id of payload.split(',')) this.#entries.delete(Number(id));
  }

  forget(roundId: number): void {
    this.#entries.delete(roundId);
  }

  async entry(db: Db, roundId: number): Promise<Entry> {
    const known = this.#entries.get(roundId);
    if (this.#listening) return known ?? this.#keep(db, roundId, undefined);
    const version = await versionOf(db, roundId);
    if (known && known.version === version) return known;
    return this.#keep(db, roundId, version);
  }

  #keep(db: Db, roundId: number, version: string | undefined): Entry {
    const entry: Entry = { version, loaded: loadRound(db, roundId, AS_IT_STANDS), projections: new Map() };
    // A failed read is not kept: the next call tries again.
    entry.loaded.catch(() => this.#entries.get(roundId) === entry && this.#entries.delete(roundId));
    this.#entries.delete(roundId);
    this.#entries.set(roundId, entry);
    if (this.#entries.size > MAX_ROUNDS) this.#entries.delete(this.#entries.keys().next().value as number);
    return entry;
  }
}

const byDatabase = new WeakMap<Db, RoundProjections>();

/** This process's kept rounds for the database: app.ts wires its notifications. */
export function roundProjectionsOf(db: Db): RoundProjections {
  let kept = byDatabase.get(db);
  if (!kept) {
    kept = new RoundProjections();
    byDatabase.set(db, kept);
  }
  return kept;
}

/** After this process changed the round: its next projection reads it again, notification or not. */
export function forgetRoundProjections(db: Db, roundId: number): void {
  byDatabase.get(db)?.forget(roundId);
}

export type ProjectionAnswer =
  | { status: 'NOT_IN_ROUND' }
  | { status: 'PROCESSED' }
  | {
      status: 'PROJECTED';
      kind: RoundKind;
      projection: Projection & { asOf: Date };
      label: (itemId: number) => string;
    };

/**
 * The employee's projection in the round as the database stands now, with the items' names;
 * or why there is none: the round is unknown or the employee has no turn in it, or their turn
 * is processed (their award answers).
 */
export async function projectionOf(db: Db, roundId: number, passId: string, now: Date): Promise<ProjectionAnswer> {
  const entry = await roundProjectionsOf(db).entry(db, roundId);
  const loaded = await entry.loaded;
  const me = loaded && participantOf(loaded, passId);
  if (!loaded || !me) return { status: 'NOT_IN_ROUND' };
  if (me.rank <= loaded.snapshot.policy.processedThroughRank) return { status: 'PROCESSED' };
  let projection = entry.projections.get(passId);
  if (!projection) {
    projection = project(loaded.snapshot, passId);
    entry.projections.set(passId, projection);
  }
  return {
    status: 'PROJECTED',
    kind: loaded.snapshot.kind,
    // The lists and awards are the database's now: nothing has changed since they were read.
    projection: { ...projection, asOf: now },
    label: (itemId) => labelIn(loaded, itemId),
  };
}

/** The round as this process keeps it (read again when it changes); undefined when unknown. */
export async function keptRound(db: Db, roundId: number): Promise<LoadedRound | undefined> {
  return (await roundProjectionsOf(db).entry(db, roundId)).loaded;
}

/** The item's name in words, from the round as read. */
export function labelIn(round: LoadedRound | undefined, itemId: number): string {
  const parts = round?.labelOf.get(itemId);
  return parts ? itemLabel(parts) : `#${itemId}`;
}

/** The projection alone; undefined when there is none (see projectionOf). */
export async function projectionFor(
  db: Db,
  roundId: number,
  passId: string,
  now: Date,
): Promise<(Projection & { asOf: Date }) | undefined> {
  const answer = await projectionOf(db, roundId, passId, now);
  return answer.status === 'PROJECTED' ? answer.projection : undefined;
}
