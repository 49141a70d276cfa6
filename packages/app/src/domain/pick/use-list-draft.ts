import { type Draft, type DraftItem, draftOf, isChanged, useDraft } from './preference-draft';
import { whyLocked } from './preference-words';

type Lockable = Parameters<typeof whyLocked>[0] & { roundId: number };

/** A ranked list on screen: the saved one, or the draft of its changes. */
export interface ListDraft {
  draft: Draft;
  saved: readonly DraftItem[];
  /** The saved list's version (0: none saved). */
  savedVersion: number;
  /** Why the list cannot change now; undefined while it can. */
  locked: string | undefined;
  /** Whether the draft says something else than the saved list. */
  changed: boolean;
}

/**
 * The list of `round` as the editor shows it. Once it can no longer change (the turn came while
 * the screen was open), it is the saved one, whatever draft is kept.
 */
export function useListDraft(round: Lockable, saved: readonly DraftItem[], savedVersion: number): ListDraft {
  const current = useDraft();
  const locked = whyLocked(round);
  const draft = !locked && current?.roundId === round.roundId ? current : draftOf(round.roundId, saved, savedVersion);
  return { draft, saved, savedVersion, locked, changed: isChanged(draft, saved) };
}
