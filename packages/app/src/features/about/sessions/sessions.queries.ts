import type { ServiceElements } from '@crewline/protocol';
import { useIonViewWillEnter } from '@ionic/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callService, serviceQuery } from '../../../api/service-query';

const LIST = serviceQuery('mta_sessions', {}, { loading: true });

/** The employee's signed-in sessions: read again each time the screen opens (others sign in and out meanwhile). */
export function useSignedInSessions() {
  const query = useQuery({ ...LIST, staleTime: 0 });
  const { refetch } = query;
  useIonViewWillEnter(() => void refetch({ cancelRefetch: false }), [refetch]);
  return query;
}

/** Each ending answers the list as it is after it: shown at once, without reading it again. */
function useKeepList() {
  const queryClient = useQueryClient();
  return (answer: ServiceElements<'mta_sessions'>) =>
    queryClient.setQueryData(LIST.queryKey, { sessions: answer.sessions });
}

/** Signs one other session out, by its reference. */
export function useEndSession() {
  const keep = useKeepList();
  return useMutation({
    mutationFn: (session: string) => callService('mta_sessionEnd', { session }, { loading: true }),
    onSuccess: keep,
  });
}

/** Signs out every session but this one. */
export function useEndOtherSessions() {
  const keep = useKeepList();
  return useMutation({
    mutationFn: () => callService('mta_sessionsEndOthers', {}, { loading: true }),
    onSuccess: keep,
  });
}
