import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callService, serviceKeys, serviceQuery } from '../../api/service-query';
import { offeredShifts, type Selection } from './availability-selection';

/** What the employee offered for overtime from today on, and the days they cannot offer. */
export function useOtAvailability() {
  return useQuery(serviceQuery('mta_otAvailability', {}, { loading: true }));
}

/** Submits the selection; the answer is the stored availability and becomes the query's data. */
export function useSubmitAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (selection: Selection) => callService('mta_submitAvailability', { offered: offeredShifts(selection) }),
    onSuccess: (stored) => queryClient.setQueryData(serviceKeys.call('mta_otAvailability', {}), stored),
  });
}
