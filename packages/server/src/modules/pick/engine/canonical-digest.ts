import { createHash } from 'node:crypto';
import type { Award, Holding, Participant, Refusal, Snapshot } from './engine.types';
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

/** Each shape of object's keys in canonical order: a round's snapshot is 100,000 objects of a few shapes. */
const keyOrders = new Map<string, string[]>();
const MAX_SHAPES = 1_000;

function keysInOrder(value: object): string[] {
  const keys = Object.keys(value);
  const shape = keys.join('\u0000');
  let order = keyOrders.get(shape);
  if (order === undefined || order.length !== keys.length) {
    order = [...keys].sort();
    if (keyOrders.size < MAX_SHAPES && !keys.some((k) => k.includes('\u0000'))) keyOrders.set(shape, order);
  }
  return order;
}

/**
 * canonicalJson's very text, written faster: each shape's key order sorted once, the text built
 * by concatenation. The snapshot's pieces are written with it (the engine's tests hold the two alike).
 */
export function fastCanonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`cannot serialise ${value}`);
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) {
      const v = value[i];
      out += (i === 0 ? '' : ',') + (v === undefined ? 'null' : fastCanonicalJson(v));
    }
    return `${out}]`;
  }
  let out = '{';
  let first = true;
  for (const k of keysInOrder(value)) {
    const v = (value as Record<string, unknown>)[k];
    if (v === undefined) continue;
    out += `${first ? '' : ','}${JSON.stringify(k)}:${fastCanonicalJson(v)}`;
    first = false;
  }
  return `${out}}`;
}

/** A sha-256 fed a piece at a time; its digest is written as sha256() writes one. */
export function sha256Builder(): { update(text: string): void; digest(): string } {
  const hash = createHash('sha256');
  return {
    update: (text) => {
      hash.update(text);
    },
    digest: () => `sha256:${hash.digest('hex')}`,
  };
}

export function sha256(text: string): string {
  const hash = sha256Builder();
  hash.update(text);
  return hash.digest();
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
  const hash = sha256Builder();
  for (const piece of snapshotJsonPieces(snapshot)) hash.update(piece);
  return hash.digest();
}

/**
 * canonicalJson(canonicalSnapshot(snapshot)) in pieces of `size` array elements, which joined
 * are exactly that text: a large round's snapshot (tens of megabytes) hashed a piece at a time.
 */
export function* snapshotJsonPieces(snapshot: Snapshot, size = 1_000): Generator<string> {
  const canonical = canonicalSnapshot(snapshot) as unknown as Record<string, unknown>;
  const keys = Object.keys(canonical)
    .filter((k) => canonical[k] !== undefined)
    .sort();
  yield '{';
  for (const [n, key] of keys.entries()) {
    yield `${n === 0 ? '' : ','}${JSON.stringify(key)}:`;
    const value = canonical[key];
    if (!Array.isArray(value)) {
      yield fastCanonicalJson(value);
      continue;
    }
    yield* arrayJsonPieces(value, elementJson, size);
  }
  yield '}';
}

/** canonicalJson of an array element (undefined is written as null there). */
const elementJson = (v: unknown) => (v === undefined ? 'null' : fastCanonicalJson(v));

const AWARD_KEYS = 8;
const REFUSAL_KEYS = new Set(['by', 'capacity', 'choice', 'itemId', 'keys', 'reason']);
const json = JSON.stringify;

/** canonicalJson of a refusal, written out by hand (a round's awards hold a million of them). */
function refusalJson(r: Refusal): string {
  const keys = Object.keys(r);
  if (keys.some((k) => !REFUSAL_KEYS.has(k)) || (r.by && Object.keys(r.by).length !== 2)) return canonicalJson(r);
  let out = '{';
  if (r.by !== undefined) out += `"by":{"employeeId":${json(r.by.employeeId)},"rank":${json(r.by.rank)}},`;
  if (r.capacity !== undefined) out += `"capacity":${json(r.capacity)},`;
  out += `"choice":${json(r.choice)},"itemId":${json(r.itemId)},`;
  if (r.keys !== undefined) out += `"keys":[${r.keys.map((k) => json(k)).join(',')}],`;
  return `${out}"reason":${json(r.reason)}}`;
}

/** canonicalJson of an award row, written out by hand: the same text, many times faster. */
export function awardJson(a: Award): string {
  if (Object.keys(a).length !== AWARD_KEYS) return canonicalJson(a);
  for (const n of [a.rank, a.remaining, a.seat, a.choice]) {
    if (typeof n === 'number' && !Number.isFinite(n)) throw new Error(`cannot serialise ${n}`);
  }
  return (
    `{"choice":${json(a.choice)},"employeeId":${json(a.employeeId)},"itemId":${json(a.itemId)},` +
    `"outcome":${json(a.outcome)},"rank":${json(a.rank)},"refused":[${a.refused.map(refusalJson).join(',')}],` +
    `"remaining":${json(a.remaining)},"seat":${json(a.seat)}}`
  );
}

/** The canonical JSON of a run's awards (exactly canonicalJson's text). */
export function awardsJson(awards: readonly Award[]): string {
  return `[${awards.map(awardJson).join(',')}]`;
}

/** awardsJson in pieces of `size` awards, which joined are awardsJson: a long run hashed a piece at a time. */
export function awardsJsonPieces(awards: readonly Award[], size = 1_000): Generator<string> {
  return arrayJsonPieces(awards, awardJson, size);
}

/** A JSON array of `values`, each written by `write`, in pieces of `size` elements. */
function* arrayJsonPieces<T>(values: readonly T[], write: (value: T) => string, size: number): Generator<string> {
  yield '[';
  for (let i = 0; i < values.length; i += size) {
    const piece = values
      .slice(i, i + size)
      .map(write)
      .join(',');
    yield i === 0 ? piece : `,${piece}`;
  }
  yield ']';
}

/** The digest of a run's awards, in the order the engine gives them. */
export function digestAwards(awards: readonly Award[]): string {
  return sha256(awardsJson(awards));
}
