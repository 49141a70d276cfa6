import { MONITOR_REFRESH_SECONDS } from '@crewline/protocol';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** The group's pick calendar: its rounds, their windows, pauses and the group's turns. */
export function useOfficeCalendar(groupId: number | undefined) {
  return useQuery({
    ...serviceQuery('mta_officeCalendar', { groupId: groupId ?? 0 }, { loading: true }),
    enabled: groupId !== undefined,
  });
}

type PreviewPayload = ServicePayload<'mta_officeSchedulePreview'>;

/** A page of the schedule the settings give; the page on screen stays while the next one comes. */
export function useSchedulePreview(payload: PreviewPayload | undefined) {
  return useQuery({
    ...serviceQuery(
      'mta_officeSchedulePreview',
      payload ?? { roundId: 0, groupId: 0, settings: {} as PreviewPayload['settings'], offset: 0, limit: 1 },
      { loading: true },
    ),
    enabled: payload !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** The calendar, the monitor and previews read again after an office write. */
function useCalendarChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      (['mta_officeCalendar', 'mta_officeMonitor', 'mta_officeSchedulePreview'] as const).map((s) =>
        queryClient.invalidateQueries({ queryKey: serviceKeys.service(s) }),
      ),
    );
}

export function useCreateRound() {
  const changed = useCalendarChanged();
  return useMutation({
    mutationFn: (payload: ServicePayload<'mta_officeCreateRound'>) =>
      callService('mta_officeCreateRound', payload, { loading: true }),
    onSuccess: changed,
  });
}

export function useSaveSchedule() {
  const changed = useCalendarChanged();
  return useMutation({
    mutationFn: (payload: ServicePayload<'mta_officeScheduleSave'>) =>
      callService('mta_officeScheduleSave', payload, { loading: true }),
    onSuccess: changed,
  });
}

export function usePauseRound() {
  const changed = useCalendarChanged();
  return useMutation({
    mutationFn: (payload: ServicePayload<'mta_officePause'>) =>
      callService('mta_officePause', payload, { loading: true }),
    onSuccess: changed,
  });
}

export function useResumeRound() {
  const changed = useCalendarChanged();
  return useMutation({
    mutationFn: (payload: ServicePayload<'mta_officeResume'>) =>
      callService('mta_officeResume', payload, { loading: true }),
    onSuccess: changed,
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

/** A supervisor turns a depot's public bid monitor off or on with a name style; the groups read it again. */
export function useSetPublicMonitor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ServicePayload<'mta_officePublicMonitor'>) =>
      callService('mta_officePublicMonitor', payload, { loading: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.service('mta_officeGroups') }),
  });
}

type CorrectionPayload = ServicePayload<'mta_officeCorrectionPreview'>;

/** A page of a correction's preview; nothing is asked until the supervisor previews. */
export function useCorrectionPreview(payload: CorrectionPayload | undefined) {
  return useQuery({
    ...serviceQuery(
      'mta_officeCorrectionPreview',
      payload ?? { roundId: 0, kind: 'MOVE_TO', passId: '', rank: 1, reason: '' },
      { loading: true },
    ),
    enabled: payload !== undefined,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Applies a previewed correction (its request id made once, so a retry answers the first). */
export function useApplyCorrection() {
  const changed = useOfficeChanged();
  return useMutation({
    mutationFn: (payload: ServicePayload<'mta_officeCorrectionApply'>) =>
      callService('mta_officeCorrectionApply', payload, { loading: true }),
    onSettled: changed,
  });
}
