import { canonicalJson, sha256 } from '../engine/canonical-digest';
import { leafHash, type TreeHash } from './merkle-tree';

/**
 * What happened in a pick, as the ledger records it (docs/pick-ledger.md): a round's SETUP
 * (what its runs read: participants, items), a list SAVEd or DELETEd, an award RUN, and the
 * pick office's calendar writes: a ROUND_CREATED, a group's turn schedule SCHEDULE_SET, the round
 * PAUSED and RESUMED (its remaining turns moved), each with the office person as the event's pass id.
 */
export type PickEventKind =
  | 'SETUP'
  | 'SAVE'
  | 'DELETE'
  | 'RUN'
  | 'ROUND_CREATED'
  | 'SCHEDULE_SET'
  | 'PAUSED'
  | 'RESUMED';

/** The office events that give turns new times (their payload's `turns`: pass id and turn instant). */
export const TURN_TIME_EVENT_KINDS = ['SCHEDULE_SET', 'RESUMED'] as const;

export interface PickEventDraft {
  at: Date;
  roundId: number | null;
  passId: string | null;
  kind: PickEventKind;
  /** Plain JSON (no undefined members, finite numbers): it is hashed in canonical form. */
  payload: Record<string, unknown>;
}

/** The ledger so far: how many events it holds and the hash of the last (GENESIS_HASH when none). */
export interface LedgerHead {
  count: number;
  hash: string;
}

export interface ChainedEvent extends PickEventDraft {
  /** The event's number: 1 for the first event of the ledger. */
  seq: number;
  prevHash: string;
  hash: string;
}

/** The previous hash of the first event. */
export const GENESIS_HASH = `sha256:${'0'.repeat(64)}`;
export const EMPTY_LEDGER: LedgerHead = { count: 0, hash: GENESIS_HASH };

/** The canonical form of an event, as its hash covers it. */
export function eventBody(event: PickEventDraft): string {
  return canonicalJson({
    at: event.at.toISOString(),
    kind: event.kind,
    passId: event.passId,
    payload: event.payload,
    roundId: event.roundId,
  });
}

/**
 * The hash of an event: sha-256 over the previous row's hash and the event's canonical form,
 * so changing, removing or reordering any row breaks every hash after it.
 */
export function eventHash(prevHash: string, event: PickEventDraft): string {
  return sha256(`${prevHash}\n${eventBody(event)}`);
}

/** What an event is as a leaf of the ledger's Merkle tree: the 32 bytes of its hash. */
export function eventLeafData(hash: string): Buffer {
  return Buffer.from(hash.slice('sha256:'.length), 'hex');
}

/** The event's leaf hash in the ledger's Merkle tree. */
export function eventLeaf(hash: string): TreeHash {
  return leafHash(eventLeafData(hash));
}

/** Chains drafts after `head`, in order. */
export function chain(head: LedgerHead, drafts: readonly PickEventDraft[]): ChainedEvent[] {
  let prev = head.hash;
  return drafts.map((draft, i) => {
    const hash = eventHash(prev, draft);
    const chained = { ...draft, seq: head.count + i + 1, prevHash: prev, hash };
    prev = hash;
    return chained;
  });
}

/** The head after these events, chained on `head`. */
export function headAfter(head: LedgerHead, events: readonly ChainedEvent[]): LedgerHead {
  const last = events.at(-1);
  return last ? { count: last.seq, hash: last.hash } : head;
}

export interface StoredEvent extends ChainedEvent {
  id: number;
}

export type ChainCheck =
  | { ok: true; rows: number; head: string }
  | { ok: false; rows: number; badId: number; seq: number; why: string };

/** Checks stored rows (in number order, continuing from `head`) against the chain. */
export function checkChain(head: LedgerHead, rows: readonly StoredEvent[]): ChainCheck {
  let prev = head.hash;
  let count = head.count;
  for (const row of rows) {
    const bad = (why: string): ChainCheck => ({ ok: false, rows: count, badId: row.id, seq: row.seq, why });
    if (row.seq !== count + 1) return bad(`its number is ${row.seq}, not ${count + 1}: an event is missing before it`);
    if (row.prevHash !== prev) return bad('its previous hash is not the hash of the row before it');
    if (eventHash(prev, row) !== row.hash) return bad('its content does not match its hash');
    prev = row.hash;
    count++;
  }
  return { ok: true, rows: count, head: prev };
}
