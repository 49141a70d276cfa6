import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ServiceError } from '../../api/service-error';
import { callService, serviceKeys, serviceQuery } from '../../api/service-query';
import { type Draft, forgetDraft } from '../../ui/pick/preference-draft';

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

const LIST_READERS = ['mta_pickPreferencesInit', 'mta_pickProjection', 'mta_assignmentPackages'] as const;

/**
 * What a save or delete changes: the list, the projection, the board's standings. The draft
 * stays on screen until the saved list has been read back, so the old list never shows between.
 */
function useAfterListChange() {
  const queryClient = useQueryClient();
  return async () => {
    for (const service of LIST_READERS) await queryClient.invalidateQueries({ queryKey: serviceKeys.service(service) });
    forgetDraft();
  };
}

/**
 * A save or delete the server refused (the turn came, the round closed) says why in its popup;
 * the round is read again so the screen shows where it stands. The draft is kept to read.
 */
function useAfterRefusal() {
  const queryClient = useQueryClient();
  return async (error: unknown) => {
    if (!(error instanceof ServiceError) || !error.refused) return;
    for (const service of LIST_READERS) await queryClient.invalidateQueries({ queryKey: serviceKeys.service(service) });
  };
}

/** Saves the draft as the next version (its request id answers a retry once). */
export function useSaveList() {
  const after = useAfterListChange();
  const afterRefusal = useAfterRefusal();
  return useMutation({
    mutationFn: (draft: Draft) =>
      callService(
        'mta_savePreferences',
        { roundId: draft.roundId, requestId: draft.requestId, items: draft.items.map((i) => i.itemId) },
        { loading: true },
      ),
    onSuccess: after,
    onError: afterRefusal,
  });
}

/** Deletes the list of a round: an empty version is saved. */
export function useDeleteList() {
  const after = useAfterListChange();
  const afterRefusal = useAfterRefusal();
  return useMutation({
    mutationFn: ({ roundId, requestId }: { roundId: number; requestId: string }) =>
      callService('mta_deleteUserPreferences', { roundId, requestId }, { loading: true }),
    onSuccess: after,
    onError: afterRefusal,
  });
}
