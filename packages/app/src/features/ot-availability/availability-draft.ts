import { useStore } from '../../lib/external-store';
import { createSessionScopedStore } from '../../session/session-scoped-store';
import { type Selection, sameSelection } from './availability-selection';

/**
 * Changes not yet submitted. They outlive the screen (a trip to another menu page and back
 * finds them again, still marked unsaved) but not the session, and belong to one employee
 * and one window of days.
 */
interface Draft {
  owner: string;
  selection: Selection;
}

export const draftStore = createSessionScopedStore<Draft | undefined>(undefined);

/** Whose draft and for which days: the pass id and the window's first day. */
export const draftOwner = (passId: string, firstDate: string) => `${passId} ${firstDate}`;

export interface AvailabilityDraft {
  /** What the toggles show: the draft, or what the server holds. */
  selection: Selection | undefined;
  /** The selection differs from what the server holds. */
  dirty: boolean;
  change(next: Selection): void;
  discard(): void;
}

export function useAvailabilityDraft(owner: string, stored: Selection | undefined): AvailabilityDraft {
  const draft = useStore(draftStore);
  const mine = draft?.owner === owner ? draft : undefined;
  return {
    selection: mine?.selection ?? stored,
    dirty: mine !== undefined && stored !== undefined && !sameSelection(mine.selection, stored),
    change: (next) =>
      draftStore.set(stored !== undefined && sameSelection(next, stored) ? undefined : { owner, selection: next }),
    discard: () => draftStore.set(undefined),
  };
}
