import { describe, expect, it } from 'vitest';
import { type Draft, draftStore, forgetDraft } from '../../domain/pick/preference-draft';
import { addBid, byWeek, inWeekOrder, moveInWeek, removeBid, weekOfBids } from './bid-order';

const bids = [
  { bidId: 1, firstWeek: '2026-12-13' },
  { bidId: 2, firstWeek: '2026-12-13' },
  { bidId: 3, firstWeek: '2026-12-20' },
  { bidId: 4, firstWeek: '2026-12-13' },
];
const weekOf = weekOfBids(new Map(bids.map((b) => [b.bidId, b])));
const item = (itemId: number) => ({ itemId, label: `Bid ${itemId}` });
const draft = (ids: number[]): Draft => ({ roundId: 11, requestId: 'r', items: ids.map(item), basedOn: 1 });
const ids = () => draftStore.get()?.items.map((i) => i.itemId);

describe('relief bids ranked week by week', () => {
  it('orders the list by first week, keeping the order within a week', () => {
    expect(inWeekOrder(draft([3, 2, 1]).items, weekOf).map((i) => i.itemId)).toEqual([2, 1, 3]);
    expect(byWeek(draft([3, 2, 1]).items, weekOf).map((w) => [w.week, w.items.map((i) => i.itemId)])).toEqual([
      ['2026-12-13', [2, 1]],
      ['2026-12-20', [3]],
    ]);
  });

  it('moves a bid among the bids of its week only, with a new request id', () => {
    forgetDraft();
    moveInWeek(draft([1, 2, 3]), 2, -1, weekOf);
    expect(ids()).toEqual([2, 1, 3]);
    expect(draftStore.get()?.requestId).not.toBe('r');
    forgetDraft();
    moveInWeek(draft([1, 2, 3]), 2, 1, weekOf);
    expect(ids()).toBeUndefined();
    moveInWeek(draft([1, 2, 3]), 1, -1, weekOf);
    expect(ids()).toBeUndefined();
  });

  it('adds a bid last in its week, once; removes one', () => {
    addBid(draft([1, 3]), item(4), weekOf);
    expect(ids()).toEqual([1, 4, 3]);
    forgetDraft();
    addBid(draft([1, 3]), item(1), weekOf);
    expect(ids()).toBeUndefined();
    removeBid(draft([1, 4, 3]), 4);
    expect(ids()).toEqual([1, 3]);
    forgetDraft();
  });
});
