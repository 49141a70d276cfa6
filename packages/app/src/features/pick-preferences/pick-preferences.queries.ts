import { useMutation, useQuery } from '@tanstack/react-query';
import { callService, serviceQuery } from '../../api/service-query';
import { useAfterListSave } from '../../domain/pick/after-list-save';
import type { Draft } from '../../domain/pick/preference-draft';

/** The pick in progress: rounds, place, turn, latest list, award. */
export function usePickPreferences() {
  return useQuery({
    ...serviceQuery('mta_pickPreferencesInit', {}, { loading: true }),
    // A turn comes and is awarded, a round opens or closes, while the screen is open: read again
    // every minute, so the award replaces the countdown without leaving the screen.
    refetchInterval: 60_000,
  });
}

/** What will be left at the turn; only before it, in a round that has a projection. */
export function useProjection(roundId: number | undefined) {
  return useQuery({
    ...serviceQuery('mta_pickProjection', { roundId: roundId ?? 0 }),
    enabled: roundId !== undefined,
    // Seniors save lists all day: the headline is read again every minute while on screen.
    refetchInterval: 60_000,
  });
}

/** What a save or delete changes: the list, the projection, the board's standings. */
const LIST_READERS = ['mta_pickPreferencesInit', 'mta_pickProjection', 'mta_assignmentPackages'] as const;

/** Saves the draft as the next version (its request id answers a retry once). */
export function useSaveList() {
  const after = useAfterListSave(LIST_READERS);
  return useMutation({
    mutationFn: (draft: Draft) =>
      callService(
        'mta_savePreferences',
        { roundId: draft.roundId, requestId: draft.requestId, items: draft.items.map((i) => i.itemId) },
        { loading: true },
      ),
    ...after,
  });
}

/** Deletes the list of a round: an empty version is saved. */
export function useDeleteList() {
  const after = useAfterListSave(LIST_READERS);
  return useMutation({
    mutationFn: ({ roundId, requestId }: { roundId: number; requestId: string }) =>
      callService('mta_deleteUserPreferences', { roundId, requestId }, { loading: true }),
    ...after,
  });
}
