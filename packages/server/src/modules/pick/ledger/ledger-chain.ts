import { canonicalJson, sha256 } from '../engine/canonical-digest';

/** What happened in a pick, as the ledger records it (docs/pick.md#the-ledger). */
export type PickEventKind = 'SAVE' | 'DELETE' | 'TURN' | 'AWARD' | 'SKIP' | 'LATE_PICK' | 'CLOSE' | 'RERUN';

export interface PickEventDraft {
  at: Date;
  roundId: number | null;
  passId: string | null;
  kind: PickEventKind;
  /** Plain JSON (no undefined members, finite numbers): it is hashed in canonical form. */
  payload: Record<string, unknown>;
}

export interface ChainedEvent extends PickEventDraft {
  prevHash: string;
  hash: string;
}

/** The previous hash of the first event. */
export const GENESIS_HASH = `sha256:${'0'.repeat(64)}`;

/**
 * The hash of an event: sha-256 over the previous row's hash and the event's canonical form,
 * so changing, removing or reordering any row breaks every hash after it.
 */
export function eventHash(prevHash: string, event: PickEventDraft): string {
  const body = canonicalJson({
    at: event.at.toISOString(),
    kind: event.kind,
    passId: event.passId,
    payload: event.payload,
    roundId: event.roundId,
  });
  return sha256(`${prevHash}\n${body}`);
}

/** Chains drafts after `prevHash`, in order. */
export function chain(prevHash: string, drafts: readonly PickEventDraft[]): ChainedEvent[] {
  let prev = prevHash;
  return drafts.map((draft) => {
    const hash = eventHash(prev, draft);
    const chained = { ...draft, prevHash: prev, hash };
    prev = hash;
    return chained;
  });
}

export interface StoredEvent extends ChainedEvent {
  id: number;
}

export type ChainCheck =
  | { ok: true; rows: number; head: string }
  | { ok: false; rows: number; badId: number; why: string };

/** Checks stored rows (in id order, continuing from `prevHash`) against the chain. */
export function checkChain(prevHash: string, rows: readonly StoredEvent[], checkedBefore = 0): ChainCheck {
  let prev = prevHash;
  let count = checkedBefore;
  for (const row of rows) {
    if (row.prevHash !== prev)
      return { ok: false, rows: count, badId: row.id, why: 'its previous hash is not the hash of the row before it' };
    if (eventHash(prev, row) !== row.hash)
      return { ok: false, rows: count, badId: row.id, why: 'its content does not match its hash' };
    prev = row.hash;
    count++;
  }
  return { ok: true, rows: count, head: prev };
}
