import { createHash } from 'node:crypto';
import type { Award, Holding, Participant, Snapshot } from './engine.types';
import { compareIds } from './ids';

/**
 * Canonical JSON: object keys sorted by code unit, undefined members left out, no spaces.
 * Arrays keep their order, so callers put order-free collections in a canonical order first.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`cannot serialise ${value}`);
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  const entries = Object.keys(value)
    .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`);
  return `{${entries.join(',')}}`;
}

export function sha256(text: string): string {
  return `sha256:${createHash('sha256').update(text).digest('hex')}`;
}

const sortedIds = <T extends string | number>(ids: readonly T[]) => [...ids].sort(compareIds);

/**
 * The snapshot in its canonical order: participants by rank, items by id, holdings by item and
 * seat, populations and time keys sorted. Lists keep their order (it is the preference). Two
 * snapshots that mean the same thing have the same canonical form and so the same digest.
 */
export function canonicalSnapshot(snapshot: Snapshot): Snapshot {
  const participants = [...snapshot.participants]
    .sort((a, b) => a.rank - b.rank)
    .map(
      (p): Participant => ({
        ...p,
        populations: sortedIds(p.populations),
        ...(p.held ? { held: [...p.held].sort() } : {}),
      }),
    );
  const items = [...snapshot.items].sort((a, b) => compareIds(a.id, b.id));
  const holdings = [...snapshot.holdings].sort(
    (a: Holding, b: Holding) => compareIds(a.itemId, b.itemId) || a.seat - b.seat,
  );
  return { ...snapshot, participants, items, holdings } as Snapshot;
}

/** The digest an award run records for its input, and a replay recomputes. */
export function digestSnapshot(snapshot: Snapshot): string {
  return sha256(canonicalJson(canonicalSnapshot(snapshot)));
}

/** The digest of a run's awards, in the order the engine gives them. */
export function digestAwards(awards: readonly Award[]): string {
  return sha256(canonicalJson(awards));
}
