import { useQuery } from '@tanstack/react-query';
import { serviceQuery } from '../../api/service-query';

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
