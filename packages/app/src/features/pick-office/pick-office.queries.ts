import { MONITOR_REFRESH_SECONDS } from '@crewline/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callService, serviceKeys, serviceQuery } from '../../api/service-query';

export function useOfficeGroups() {
  return useQuery(serviceQuery('mta_officeGroups', {}, { loading: true }));
}

/** The group's live monitor, asked again every MONITOR_REFRESH_SECONDS while the screen is open. */
export function useOfficeMonitor(groupId: number | undefined) {
  return useQuery({
    ...serviceQuery('mta_officeMonitor', { groupId: groupId ?? 0 }, { loading: true }),
    enabled: groupId !== undefined,
    refetchInterval: MONITOR_REFRESH_SECONDS * 1000,
  });
}

export function useOfficeResults() {
  return useQuery(serviceQuery('mta_officeResults', {}, { loading: true }));
}

/** The supervisor's search of employees; nothing is asked until a query is given. */
export function useOfficeFindEmployees(query: string | undefined) {
  return useQuery({
    ...serviceQuery('mta_officeFindEmployees', { query: query ?? '' }, { loading: true }),
    enabled: query !== undefined,
  });
}

/** A new code each time: never kept, never retried by the client (a retry would end the code just shown). */
export function useMakeEnrolmentCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (p: { passId: string; reset: boolean }) => callService('mta_officeEnrolmentCode', p, { loading: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.service('mta_officeFindEmployees') }),
  });
}
