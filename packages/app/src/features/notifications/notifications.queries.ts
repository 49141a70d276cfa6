import type { ServiceElements } from '@crewline/protocol';
import { useIonViewWillEnter } from '@ionic/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callService, serviceKeys, serviceQuery } from '../../api/service-query';

const LIST = serviceQuery('mta_notifications', {});

/** Read again every minute, as the pick screens are, and each time a screen opens: news comes from the server. */
const REFRESH_MS = 60_000;

/** My newest notifications and the unread count: the bell and the list share the one query. */
export function useNotifications(options: { loading?: boolean } = {}) {
  const query = useQuery({
    ...(options.loading ? serviceQuery('mta_notifications', {}, { loading: true }) : LIST),
    queryKey: LIST.queryKey,
    staleTime: 0,
    refetchInterval: REFRESH_MS,
  });
  const { refetch } = query;
  useIonViewWillEnter(() => void refetch({ cancelRefetch: false }), [refetch]);
  return query;
}

/** Marks one notification (its id) or all of them read; the list is read again after. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | 'all') =>
      callService('mta_notificationsRead', id === 'all' ? { all: true } : { id }, { loading: id === 'all' }),
    onSuccess: (answer: ServiceElements<'mta_notificationsRead'>, id) => {
      queryClient.setQueryData(LIST.queryKey, (list: ServiceElements<'mta_notifications'> | undefined) =>
        list
          ? {
              ...list,
              unread: answer.unread,
              notifications: list.notifications.map((n) => (id === 'all' || n.id === id ? { ...n, read: true } : n)),
            }
          : list,
      );
      void queryClient.invalidateQueries({ queryKey: serviceKeys.service('mta_notifications') });
    },
  });
}
