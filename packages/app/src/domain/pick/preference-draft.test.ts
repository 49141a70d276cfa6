import { beforeEach, describe, expect, it } from 'vitest';
import type { Profile } from '../../session/profile';
import { endSession, startSession } from '../../session/session.store';
import { draftOf, draftStore, forgetDraft, insertAt, isChanged, move, remove, savedSince } from './preference-draft';

const saved = [
  { itemId: 1, label: 'Package FB-FT101' },
  { itemId: 2, label: 'Package FB-FT102' },
  { itemId: 3, label: 'Package FB-FT103' },
];
const ids = () => draftStore.get()?.items.map((x) => x.itemId);

describe('the list being changed', () => {
  beforeEach(() => forgetDraft());

  it('starts from the saved list, unchanged', () => {
    const draft = draftOf(7, saved, 3);
    expect(draft.items).toEqual(saved);
    expect(isChanged(draft, saved)).toBe(false);
  });

  it('moves a choice up and down, never past either end', () => {
    move(draftOf(7, saved, 3), 2, -1);
    expect(ids()).toEqual([1, 3, 2]);
    move(draftOf(7, saved, 3), 0, -1);
    expect(ids()).toEqual([1, 3, 2]);
    move(draftOf(7, saved, 3), 2, 1);
    expect(ids()).toEqual([1, 3, 2]);
    expect(isChanged(draftStore.get(), saved)).toBe(true);
  });

  it('removes a choice and inserts one at a position, once', () => {
    remove(draftOf(7, saved, 3), 0);
    expect(ids()).toEqual([2, 3]);
    insertAt(draftOf(7, saved, 3), { itemId: 9, label: 'Package FB-FT109' }, 1);
    expect(ids()).toEqual([9, 2, 3]);
    insertAt(draftOf(7, saved, 3), { itemId: 9, label: 'Package FB-FT109' }, 99);
    expect(ids()).toEqual([2, 3, 9]);
  });

  it('makes a new request id for every change and keeps it for a retry', () => {
    const first = draftOf(7, saved, 3);
    expect(draftOf(7, saved, 3).requestId).not.toBe(''); // not yet stored: a fresh one each time
    move(first, 0, 1);
    const changed = draftStore.get();
    expect(changed?.requestId).not.toBe(first.requestId);
    expect(draftOf(7, saved, 3).requestId).toBe(changed?.requestId);
  });

  it('knows the version it began from, kept through its changes', () => {
    const draft = draftOf(7, saved, 3);
    expect(savedSince(draft, 3)).toBe(false);
    move(draft, 0, 1);
    insertAt(draftOf(7, saved, 4), { itemId: 9, label: 'Package FB-FT109' }, 1);
    // Version 4 was saved elsewhere meanwhile: the changes still began from 3.
    expect(draftOf(7, saved, 4).basedOn).toBe(3);
    expect(savedSince(draftOf(7, saved, 4), 4)).toBe(true);
    forgetDraft();
    expect(savedSince(draftOf(7, saved, 4), 4)).toBe(false);
  });

  it('belongs to one round: another round starts from its own saved list', () => {
    remove(draftOf(7, saved, 3), 0);
    expect(draftOf(8, [], 0).items).toEqual([]);
  });

  it('is not handed to whoever signs in next: it ends with the session', () => {
    startSession({ passId: '100001' } as Profile, 'T');
    move(draftOf(7, saved, 3), 2, -1);
    expect(ids()).toEqual([1, 3, 2]);
    endSession();
    expect(draftStore.get()).toBeUndefined();
    expect(draftOf(7, saved, 3).items).toEqual(saved);
  });
});
