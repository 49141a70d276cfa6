import { useIonViewWillEnter } from '@ionic/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callService, serviceKeys, serviceQuery } from '../../../api/service-query';

/** Whether the employee has a calendar link, and when it was made and last read: read again each time About opens. */
export function useCalendarFeedStatus() {
  const query = useQuery({ ...serviceQuery('mta_calendarFeed', {}), staleTime: 0 });
  const { refetch } = query;
  useIonViewWillEnter(() => void refetch({ cancelRefetch: false }), [refetch]);
  return query;
}

/** After a change, the status is read again. */
function useInvalidateStatus() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: serviceKeys.service('mta_calendarFeed') });
}

/** A new link, replacing the current one; its URL is in the result, this once. */
export function useRenewCalendarFeed() {
  const invalidate = useInvalidateStatus();
  return useMutation({
    mutationFn: () => callService('mta_calendarFeedRenew', {}, { loading: true }),
    onSuccess: invalidate,
  });
}

export function useRevokeCalendarFeed() {
  const invalidate = useInvalidateStatus();
  return useMutation({
    mutationFn: () => callService('mta_calendarFeedRevoke', {}, { loading: true }),
    onSuccess: invalidate,
  });
}
