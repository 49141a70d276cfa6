import { useQuery } from '@tanstack/react-query';
import { serviceQuery } from '../../api/service-query';

/** The pick board's calls (the board and the preference wizard read them); each waits for the choice it needs. */

export function usePickGroups() {
  return useQuery(serviceQuery('mta_pickGroups', {}, { loading: true }));
}

export function usePopulations(groupId: number | undefined) {
  return useQuery({
    ...serviceQuery('mta_populations', { groupId: groupId ?? 0 }, { loading: true }),
    enabled: groupId !== undefined,
  });
}

export function useAssignmentPackages(populationId: number | undefined) {
  return useQuery({
    ...serviceQuery('mta_assignmentPackages', { populationId: populationId ?? 0 }, { loading: true }),
    enabled: populationId !== undefined,
  });
}

export function usePackageAssignments(packageId: number | undefined) {
  return useQuery({
    ...serviceQuery('mta_packageAssignments', { packageId: packageId ?? 0 }, { loading: true }),
    enabled: packageId !== undefined,
  });
}

export function useCalendarActivities(jobId: number | undefined) {
  return useQuery({
    ...serviceQuery('mta_calendarActivities', { jobId: jobId ?? 0 }, { loading: true }),
    enabled: jobId !== undefined,
  });
}

export function useVacations(populationId: number | undefined) {
  return useQuery({
    ...serviceQuery('mta_vacations', { populationId: populationId ?? 0 }, { loading: true }),
    enabled: populationId !== undefined,
  });
}

export function useHolidays(groupId: number | undefined) {
  return useQuery({
    ...serviceQuery('mta_holidays', { groupId: groupId ?? 0 }, { loading: true }),
    enabled: groupId !== undefined,
  });
}

export function useAspaHolidays(groupId: number | undefined) {
  return useQuery({
    ...serviceQuery('mta_aspaHolidays', { groupId: groupId ?? 0 }),
    enabled: groupId !== undefined,
  });
}

export function useSearchListsOfValues(populationId: number | undefined) {
  return useQuery({
    ...serviceQuery('mta_searchListsOfValues', { populationId: populationId ?? 0 }, { loading: true }),
    enabled: populationId !== undefined,
  });
}

export function useAssignmentsCalendar(packageId: number | undefined) {
  return useQuery({
    ...serviceQuery('mta_assignmentsCalendar', { packageId: packageId ?? 0 }, { loading: true }),
    enabled: packageId !== undefined,
  });
}
