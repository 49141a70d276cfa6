import { useStore } from '../../lib/external-store';
import { newUuid } from '../../lib/uuid';
import { createSessionScopedStore } from '../../session/session-scoped-store';

/** A choice of the list as the screens hold it. */
export interface DraftItem {
  itemId: number;
  label: string;
}

/**
 * The list being changed for one round, before it is saved: reordered, shortened, or with a
 * choice added by the wizard. Its request id is made once per change, so a retry of the same
 * save is answered with the first result and never saves twice.
 */
export interface Draft {
  roundId: number;
  items: DraftItem[];
  requestId: string;
  /** The version of the saved list the changes began from (0: none was saved). */
  basedOn: number;
}

export const draftStore = createSessionScopedStore<Draft | undefined>(undefined);
export const useDraft = () => useStore(draftStore);

/** The draft of `roundId`, or one started from the saved list, version `version` (0: none saved). */
export function draftOf(roundId: number, saved: readonly DraftItem[], version: number): Draft {
  const now = draftStore.get();
  return now?.roundId === roundId ? now : { roundId, items: [...saved], requestId: newUuid(), basedOn: version };
}

/** The draft with these items in this order: a new change, with its own request id. */
export function change(draft: Draft, items: DraftItem[]): void {
  draftStore.set({ roundId: draft.roundId, items, requestId: newUuid(), basedOn: draft.basedOn });
}

/** Moves the choice at `from` by `by` places (−1 up, +1 down); nothing past either end. */
export function move(draft: Draft, from: number, by: number): void {
  const to = from + by;
  if (to < 0 || to >= draft.items.length || from < 0 || from >= draft.items.length) return;
  const items = [...draft.items];
  const [item] = items.splice(from, 1);
  if (item) items.splice(to, 0, item);
  change(draft, items);
}

export function remove(draft: Draft, at: number): void {
  change(
    draft,
    draft.items.filter((_, i) => i !== at),
  );
}

/** Puts `item` at list position `position` (1 = first), or last when past the end. */
export function insertAt(draft: Draft, item: DraftItem, position: number): void {
  const items = draft.items.filter((x) => x.itemId !== item.itemId);
  items.splice(Math.max(0, Math.min(position - 1, items.length)), 0, item);
  change(draft, items);
}

/** Whether the draft says something else than the saved list. */
export function isChanged(draft: Draft | undefined, saved: readonly DraftItem[]): boolean {
  if (!draft) return false;
  return draft.items.length !== saved.length || draft.items.some((x, i) => x.itemId !== saved[i]?.itemId);
}

/**
 * Whether another version was saved after the changes began: from another device, or another
 * window of this one. Saving the draft would replace it, so the screen says so.
 */
export function savedSince(draft: Draft, version: number): boolean {
  return draft.basedOn !== version;
}

export function forgetDraft(): void {
  draftStore.set(undefined);
}
