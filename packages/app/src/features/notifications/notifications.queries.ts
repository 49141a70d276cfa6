import type { NotificationPreferences, ServiceElements } from '@crewline/protocol';
import { useIonViewWillEnter } from '@ionic/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callService, serviceKeys, serviceQuery } from '../../api/service-query';
import { deviceId } from '../../lib/device-id';

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

/** My choices of what reaches me where, the channels I have and the Web Push key. */
export function useNotificationPreferences() {
  return useQuery(serviceQuery('mta_notificationPreferences', {}));
}

/** Saves my choices whole; the answer is the new state. */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  const key = serviceQuery('mta_notificationPreferences', {}).queryKey;
  return useMutation({
    mutationFn: (choices: { off: NotificationPreferences['off']; quietHours: NotificationPreferences['quietHours'] }) =>
      callService('mta_notificationPreferencesSave', choices, { loading: true }),
    onSuccess: (answer: NotificationPreferences) => queryClient.setQueryData(key, answer),
  });
}

/** Sends this browser's Web Push subscription for the employee signed in (their session holds it). */
export function useSendWebPushSubscription() {
  return useMutation({
    mutationFn: (subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) =>
      callService('mta_subscribePushNotifications', {
        deviceId: deviceId(window.localStorage),
        platform: 'web',
        subscription,
      }),
  });
}
