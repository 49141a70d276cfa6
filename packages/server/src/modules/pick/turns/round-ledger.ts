import type { Db } from '../../../db/client';
import { insertChainedEvents, readPickEvent, roundSetupRef, takeLedgerHead } from '../ledger/ledger.repository';
import { chain, type LedgerHead } from '../ledger/ledger-chain';
import { type RoundSetup, setupFromTables } from './round-setup';

/**
 * A round's SETUP event: written once, before anything else of the round enters the ledger
 * (its first list or run), from the round's tables as they stand then; read back by every run
 * and replay. Setups are kept by this process by their hash: an event never changes.
 */

const KEPT = 8;
const kept = new Map<string, RoundSetup>();

export interface LedgerSetup {
  seq: number;
  hash: string;
  setup: RoundSetup;
}

function keep(hash: string, setup: RoundSetup): void {
  kept.delete(hash);
  kept.set(hash, setup);
  if (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
}

/** The round's setup as its ledger records it; undefined while it has none. */
export async function ledgerSetup(db: Db, roundId: number): Promise<LedgerSetup | undefined> {
  const ref = await roundSetupRef(db, roundId);
  if (!ref) return undefined;
  let setup = kept.get(ref.hash);
  if (!setup) {
    const event = await readPickEvent(db, ref.seq);
    if (!event) return undefined;
    setup = event.payload as unknown as RoundSetup;
    keep(ref.hash, setup);
  }
  return { ...ref, setup };
}

/**
 * For a writer holding the ledger's lock (takeLedgerHead): appends the round's setup if the
 * ledger has none yet, and answers the head after it.
 */
export async function appendSetupIfMissing(tx: Db, head: LedgerHead, roundId: number, at: Date): Promise<LedgerHead> {
  if (await roundSetupRef(tx, roundId)) return head;
  const setup = await setupFromTables(tx, roundId);
  if (!setup) throw new Error(`no round ${roundId} to set up`);
  const [event] = chain(head, [
    { at, roundId, passId: null, kind: 'SETUP', payload: setup as unknown as Record<string, unknown> },
  ]);
  if (!event) throw new Error('no setup event');
  await insertChainedEvents(tx, [event]);
  return { count: event.seq, hash: event.hash };
}

/** Writes the round's setup in a transaction of its own if the ledger has none yet (before a run). */
export async function ensureRoundSetup(db: Db, roundId: number, at: Date): Promise<void> {
  if (await roundSetupRef(db, roundId)) return;
  await db.transaction(async (tx) => {
    await appendSetupIfMissing(tx, await takeLedgerHead(tx), roundId, at);
  });
}
