import type { ServiceName } from '@crewline/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ServicePayload } from '../../api/service-client';
import { callService, serviceKeys, serviceQuery } from '../../api/service-query';

/** My medical appointments to come. */
export function useMedicalAppointments() {
  return useQuery(serviceQuery('mta_medicalScheduling', {}, { loading: true }));
}

/** My training days of this year and to come. */
export function useTrainingDays() {
  return useQuery(serviceQuery('mta_trainingAssignments', {}, { loading: true }));
}

/** One training day's details (how it is paid), read when asked for. */
export function useTrainingDay(date: string, enabled: boolean) {
  return useQuery({ ...serviceQuery('mta_trainingDetailsByDate', { date }), enabled });
}

/** The relief work I was awarded. */
export function useVrPickedJobs() {
  return useQuery(serviceQuery('mta_vrPickedJobs', {}, { loading: true }));
}

/** My day-off requests and what my banks hold. */
export function useDayOffRequests() {
  return useQuery(serviceQuery('mta_requestDayOffGet', {}, { loading: true }));
}

/** The agency's holidays from today on. */
export function useAgencyHolidays() {
  return useQuery(serviceQuery('mta_requestDayOffHolidays', {}));
}

/** What a change of absences (a day off, a sick day, a vacation day) shows on elsewhere. */
const ABSENCE_READERS: readonly ServiceName[] = [
  'mta_leaveBalances',
  'mta_scheduledAssignments',
  'mta_timecard',
  'mta_timecardWeeks',
];

/** After a My Time change: the answers it changed are read again. */
function useReadAgain() {
  const queryClient = useQueryClient();
  return async (services: readonly ServiceName[]) => {
    for (const service of services) await queryClient.invalidateQueries({ queryKey: serviceKeys.service(service) });
  };
}

/** After a day-off change: the requests, the leave balances and the schedules read again. */
function useDayOffChanged() {
  const readAgain = useReadAgain();
  return () => readAgain(['mta_requestDayOffGet', ...ABSENCE_READERS]);
}

/** Asks for a day off (the request id answers a retry once). */
export function useAddDayOff() {
  const changed = useDayOffChanged();
  return useMutation({
    mutationFn: (payload: { requestId: string; date: string; bank: 'PERS' | 'COMP' | 'VAC' }) =>
      callService('mta_requestDayOffAdd', payload, { loading: true }),
    onSuccess: changed,
  });
}

/** Cancels one of my requests. */
export function useCancelDayOff() {
  const changed = useDayOffChanged();
  return useMutation({
    mutationFn: (payload: { requestId: string; dayOffId: number }) =>
      callService('mta_requestDayOffDelete', payload, { loading: true }),
    onSuccess: changed,
  });
}

/** What a miscellaneous request may be for, and mine. */
export function useMiscellaneous() {
  return useQuery(serviceQuery('mta_miscellaneousInit', {}, { loading: true }));
}

/** Submits a miscellaneous request (the request id answers a retry once). */
export function useSubmitMiscellaneous() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ServicePayload<'mta_miscellaneousSubmit'>) =>
      callService('mta_miscellaneousSubmit', payload, { loading: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.service('mta_miscellaneousInit') }),
  });
}

/** My sick spells and notifications, and what my sick bank holds. */
export function useSickNotifications() {
  return useQuery(serviceQuery('mta_notifyInOutGetAll', {}, { loading: true }));
}

/** Notifies out sick or in (the request id answers a retry once); the records read again. */
export function useNotifyInOut() {
  const queryClient = useQueryClient();
  const readAgain = useReadAgain();
  return useMutation({
    mutationFn: (payload: ServicePayload<'mta_notifyInOutAddAndGet'>) =>
      callService('mta_notifyInOutAddAndGet', payload, { loading: true }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(serviceKeys.call('mta_notifyInOutGetAll', {}), answer);
      await readAgain(ABSENCE_READERS);
    },
  });
}

/** My single vacation days, my vacation bank, and the dates with places. */
export function useVacationDays() {
  return useQuery(serviceQuery('mta_vacationInDaysGet', {}, { loading: true }));
}

/** Saves the vacation days I want (the request id answers a retry once); the records read again. */
export function useSaveVacationDays() {
  const queryClient = useQueryClient();
  const readAgain = useReadAgain();
  return useMutation({
    mutationFn: (payload: ServicePayload<'mta_vacationInDaysSave'>) =>
      callService('mta_vacationInDaysSave', payload, { loading: true }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(serviceKeys.call('mta_vacationInDaysGet', {}), answer);
      await readAgain(ABSENCE_READERS);
    },
  });
}

/** This year's holidays I work, with my choice to bank or be paid. */
export function useHolidayChoices() {
  return useQuery(serviceQuery('mta_holidayAccruePayGet', {}, { loading: true }));
}

/** Banks a holiday or has it paid (the request id answers a retry once); the bank and timecards read again. */
export function useSaveHolidayChoice() {
  const queryClient = useQueryClient();
  const readAgain = useReadAgain();
  return useMutation({
    mutationFn: (payload: ServicePayload<'mta_holidayAccruePaySave'>) =>
      callService('mta_holidayAccruePaySave', payload, { loading: true }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(serviceKeys.call('mta_holidayAccruePayGet', {}), answer);
      await readAgain(['mta_leaveBalances', 'mta_timecard', 'mta_timecardWeeks']);
    },
  });
}
