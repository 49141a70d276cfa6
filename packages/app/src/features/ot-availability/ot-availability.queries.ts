import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { serviceKeys, serviceQuery } from '../../app/service-query';
import { serviceClient } from '../../app/services';
import { withLoading } from '../../ui/feedback.store';
import { offeredShifts, type Selection } from './availability-selection';

/** What the employee offered for overtime from today on, and the days they cannot offer. */
export function useOtAvailability() {
  return useQuery({
    ...serviceQuery('mta_otAvailability', {}),
    queryFn: () => withLoading(() => serviceClient.call('mta_otAvailability', {})),
  });
}

/** Submits the selection; the answer is the stored availability and becomes the query's data. */
export function useSubmitAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (selection: Selection) =>
      serviceClient.call('mta_submitAvailability', { offered: offeredShifts(selection) }),
    onSuccess: (stored) => queryClient.setQueryData(serviceKeys.call('mta_otAvailability', {}), stored),
  });
}
