import { useIonViewWillEnter } from '@ionic/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { serviceKeys, serviceQuery } from '../../app/service-query';
import { serviceClient } from '../../app/services';
import { withLoading } from '../../ui/feedback.store';

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
    mutationFn: () => withLoading(() => serviceClient.call('mta_calendarFeedRenew', {})),
    onSuccess: invalidate,
  });
}

export function useRevokeCalendarFeed() {
  const invalidate = useInvalidateStatus();
  return useMutation({
    mutationFn: () => withLoading(() => serviceClient.call('mta_calendarFeedRevoke', {})),
    onSuccess: invalidate,
  });
}
