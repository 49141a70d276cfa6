import type { LedgerEvent } from '@crewline/protocol';
import type { StoredEvent } from './ledger-chain';

/** An event as receipts and exports give it: in full, as its hash covers it. */
export const asLedgerEvent = (e: StoredEvent): LedgerEvent => ({
  number: e.seq,
  prevHash: e.prevHash,
  hash: e.hash,
  at: e.at.toISOString(),
  kind: e.kind,
  roundId: e.roundId,
  passId: e.passId,
  payload: e.payload,
});
