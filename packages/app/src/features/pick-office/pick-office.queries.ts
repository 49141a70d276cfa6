import { MONITOR_REFRESH_SECONDS } from '@crewline/protocol';
import { useQuery } from '@tanstack/react-query';
import { serviceQuery } from '../../api/service-query';

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
