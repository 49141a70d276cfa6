import { useStore } from '../../lib/external-store';
import { createSessionScopedStore } from '../../session/session-scoped-store';

/**
 * What the employee chose on one board screen, for the next: routes carry no parameters
 * (docs/product.md#routes-and-menu). Undefined until chosen; a screen opened without its choice says what to choose
 * and leads back to the groups (ChooseOnBoardFirst).
 */
export interface BoardChoice {
  groupId?: number;
  populationId?: number;
  packageId?: number;
  jobId?: number;
}

export const boardChoiceStore = createSessionScopedStore<BoardChoice>({});

export const useBoardChoice = () => useStore(boardChoiceStore);

/** Chooses on top of what is chosen; a new group, population or package forgets what was chosen inside the old one. */
export function choose(next: BoardChoice): void {
  const now = boardChoiceStore.get();
  let kept: BoardChoice = now;
  if (next.groupId !== undefined && next.groupId !== now.groupId) kept = {};
  else if (next.populationId !== undefined && next.populationId !== now.populationId) kept = { groupId: now.groupId };
  else if (next.packageId !== undefined && next.packageId !== now.packageId)
    kept = { groupId: now.groupId, populationId: now.populationId };
  boardChoiceStore.set({ ...kept, ...next });
}
