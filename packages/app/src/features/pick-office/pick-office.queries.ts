import { MONITOR_REFRESH_SECONDS } from '@crewline/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ServicePayload } from '../../api/service-client';
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

/** An employee of the caller's groups, round by round (asked once a pass id is given). */
export function useOfficeEmployee(passId: string | undefined) {
  return useQuery({
    ...serviceQuery('mta_officeEmployee', { passId: passId ?? '' }, { loading: true }),
    enabled: passId !== undefined,
  });
}

/** After an office write: the employee and the monitor are read again. */
function useOfficeChanged() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: serviceKeys.service('mta_officeEmployee') }),
      client.invalidateQueries({ queryKey: serviceKeys.service('mta_officeMonitor') }),
    ]);
}

type Payload<S extends 'mta_officeSaveList' | 'mta_officeMarkAbsent' | 'mta_officeLatePick'> = ServicePayload<S>;

/** A list given by phone, entered as the employee's next version. */
export function useOfficeSaveList() {
  const changed = useOfficeChanged();
  return useMutation({
    mutationFn: (payload: Payload<'mta_officeSaveList'>) =>
      callService('mta_officeSaveList', payload, { loading: true }),
    onSettled: changed,
  });
}

/** The employee marked absent before their turn. */
export function useOfficeMarkAbsent() {
  const changed = useOfficeChanged();
  return useMutation({
    mutationFn: (payload: Payload<'mta_officeMarkAbsent'>) =>
      callService('mta_officeMarkAbsent', payload, { loading: true }),
    onSettled: changed,
  });
}

/** A skipped employee's pick from what is left (bid-around). */
export function useOfficeLatePick() {
  const changed = useOfficeChanged();
  return useMutation({
    mutationFn: (payload: Payload<'mta_officeLatePick'>) =>
      callService('mta_officeLatePick', payload, { loading: true }),
    onSettled: changed,
  });
}
