import { isSearching, type PackageSearch } from '@crewline/protocol';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callService, serviceKeys, serviceQuery } from '../../api/service-query';

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

/**
 * The population's packages matching the search, a page at a time (a depot offers ~250): the
 * first page under the loading indicator, the next ones as the list scrolls to them.
 */
export function useAssignmentPackages(populationId: number | undefined, search: PackageSearch) {
  const payload = { populationId: populationId ?? 0, ...(isSearching(search) ? { search } : {}) };
  return useInfiniteQuery({
    queryKey: serviceKeys.call('mta_assignmentPackages', payload),
    queryFn: ({ pageParam }) =>
      callService('mta_assignmentPackages', { ...payload, offset: pageParam }, { loading: pageParam === 0 }),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.packages.length;
      return last.packages.length > 0 && next < last.total ? next : undefined;
    },
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
