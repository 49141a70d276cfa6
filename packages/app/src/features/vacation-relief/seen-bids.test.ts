import type { VrBid } from '@crewline/protocol';
import { beforeEach, describe, expect, it } from 'vitest';
import { rememberBids, seenBids } from './seen-bids';

const bid = (bidId: number, status: VrBid['status']) => ({ bidId, firstWeek: '2026-12-13', status }) as VrBid;

describe('the relief bids the app was shown', () => {
  beforeEach(() => seenBids.set(new Map()));

  it('keeps every answered bid by id, a newer answer replacing what was known', () => {
    rememberBids([bid(1, 'OPEN'), bid(2, 'OPEN')]);
    rememberBids([bid(3, 'OPEN')]);
    rememberBids([bid(2, 'TAKEN')]);
    const seen = seenBids.get();
    expect([...seen.keys()].sort()).toEqual([1, 2, 3]);
    expect(seen.get(2)?.status).toBe('TAKEN');
  });

  it('leaves the store as it is when an answer brings nothing new', () => {
    const same = [bid(4, 'OPEN')];
    rememberBids(same);
    const before = seenBids.get();
    rememberBids(same);
    expect(seenBids.get()).toBe(before);
  });
});
