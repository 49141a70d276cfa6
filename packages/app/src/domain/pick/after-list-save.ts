import type { ServiceName } from '@crewline/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { serviceKeys } from '../../api/service-query';
import { ServiceError } from '../../lib/service-error';
import { forgetDraft } from './preference-draft';

/**
 * What a save of a ranked list (or of relief bids) does next, given the services that show it.
 * Saved: they are read again, and the draft stays on screen until they have been, so the old
 * list never shows between. Refused (the turn came, the round closed): the popup says why and
 * they are read again, so the screen shows where the round stands; the draft is kept to read.
 */
export function useAfterListSave(readers: readonly ServiceName[]) {
  const queryClient = useQueryClient();
  const readAgain = async () => {
    for (const service of readers) await queryClient.invalidateQueries({ queryKey: serviceKeys.service(service) });
  };
  return {
    onSuccess: async () => {
      await readAgain();
      forgetDraft();
    },
    onError: async (error: unknown) => {
      if (error instanceof ServiceError && error.refused) await readAgain();
    },
  };
}
