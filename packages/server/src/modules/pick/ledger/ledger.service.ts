import type { Db } from '../../../db/client';
import { readPickEvents } from './ledger.repository';
import { type ChainCheck, checkChain, EMPTY_LEDGER, type StoredEvent } from './ledger-chain';

const VERIFY_BATCH = 10_000;

export interface ReadLedger {
  check: ChainCheck;
  /** Every event up to the first that breaks the chain (all of them when none does). */
  events: StoredEvent[];
}

/**
 * Reads the whole ledger in order and checks every row's place in the chain; names the first
 * row that breaks it. `onProgress` hears the events read so far.
 */
export async function readLedger(db: Db, onProgress?: (events: number) => void): Promise<ReadLedger> {
  let head = EMPTY_LEDGER;
  const events: StoredEvent[] = [];
  for (;;) {
    const batch = await readPickEvents(db, head.count, VERIFY_BATCH);
    if (batch.length === 0) return { check: { ok: true, rows: head.count, head: head.hash }, events };
    const check = checkChain(head, batch);
    if (!check.ok) {
      events.push(...batch.filter((e) => e.seq < check.seq));
      return { check, events };
    }
    events.push(...batch);
    head = { count: check.rows, hash: check.head };
    onProgress?.(head.count);
  }
}

/** The chain check alone. */
export async function verifyLedgerChain(db: Db): Promise<ChainCheck> {
  return (await readLedger(db)).check;
}
