import type { VrBid } from '@crewline/protocol';
import { useStore } from '../../lib/external-store';
import { createSessionScopedStore } from '../../session/session-scoped-store';

/**
 * Every relief bid the app has been shown, by id, as last answered: the open-bids screen asks
 * for one week at a time, and a bid added there is still a draft on selected-bids, which needs
 * its week and details without asking for the whole round. It lives as long as the draft does.
 */
export const seenBids = createSessionScopedStore<ReadonlyMap<number, VrBid>>(new Map());

export const useSeenBids = () => useStore(seenBids);

/** Keeps the answered bids (a newer answer replaces what was known of a bid). */
export function rememberBids(bids: readonly VrBid[]): void {
  const known = seenBids.get();
  if (bids.every((b) => known.get(b.bidId) === b)) return;
  seenBids.set(new Map([...known, ...bids.map((b) => [b.bidId, b] as const)]));
}
