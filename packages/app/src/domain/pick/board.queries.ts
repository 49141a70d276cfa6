import { isSearching, type PackageSearch } from '@crewline/protocol';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callService, serviceKeys, serviceQuery } from '../../api/service-query';
import { boardService, useBoardKind } from './board-kind';

/**
 * The pick board's calls (both boards and the preference wizard read them), by the board of the
 * screen; each waits for the choice it needs.
 */

export function usePickGroups() {
  const kind = useBoardKind();
  return useQuery(serviceQuery(boardService(kind, 'mta_pickGroups'), {}, { loading: true }));
}

export function usePopulations(groupId: number | undefined) {
  const kind = useBoardKind();
  return useQuery({
    ...serviceQuery(boardService(kind, 'mta_populations'), { groupId: groupId ?? 0 }, { loading: true }),
    enabled: groupId !== undefined,
  });
}

/**
 * The population's packages matching the search, a page at a time (a depot offers ~250): the
 * first page under the loading indicator, the next ones as the list scrolls to them.
 */
export function useAssignmentPackages(populationId: number | undefined, search: PackageSearch) {
  const kind = useBoardKind();
  const service = boardService(kind, 'mta_assignmentPackages');
  const payload = { populationId: populationId ?? 0, ...(isSearching(search) ? { search } : {}) };
  return useInfiniteQuery({
    queryKey: serviceKeys.call(service, payload),
    queryFn: ({ pageParam }) => callService(service, { ...payload, offset: pageParam }, { loading: pageParam === 0 }),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.packages.length;
      return last.packages.length > 0 && next < last.total ? next : undefined;
    },
    enabled: populationId !== undefined,
  });
}

export function usePackageAssignments(packageId: number | undefined) {
  const kind = useBoardKind();
  return useQuery({
    ...serviceQuery(boardService(kind, 'mta_packageAssignments'), { packageId: packageId ?? 0 }, { loading: true }),
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
  const kind = useBoardKind();
  return useQuery({
    ...serviceQuery(boardService(kind, 'mta_vacations'), { populationId: populationId ?? 0 }, { loading: true }),
    enabled: populationId !== undefined,
  });
}

export function useHolidays(groupId: number | undefined) {
  const kind = useBoardKind();
  return useQuery({
    ...serviceQuery(boardService(kind, 'mta_holidays'), { groupId: groupId ?? 0 }, { loading: true }),
    enabled: groupId !== undefined,
  });
}

export function useAspaHolidays(groupId: number | undefined) {
  const kind = useBoardKind();
  return useQuery({
    ...serviceQuery(boardService(kind, 'mta_aspaHolidays'), { groupId: groupId ?? 0 }),
    enabled: groupId !== undefined,
  });
}

export function useSearchListsOfValues(populationId: number | undefined) {
  const kind = useBoardKind();
  return useQuery({
    ...serviceQuery(
      boardService(kind, 'mta_searchListsOfValues'),
      { populationId: populationId ?? 0 },
      { loading: true },
    ),
    enabled: populationId !== undefined,
  });
}

export function useAssignmentsCalendar(packageId: number | undefined) {
  const kind = useBoardKind();
  return useQuery({
    ...serviceQuery(boardService(kind, 'mta_assignmentsCalendar'), { packageId: packageId ?? 0 }, { loading: true }),
    enabled: packageId !== undefined,
  });
}

/** RTO only: a package's regular days off and every day off over the pick period. */
export function usePackageRdos(packageId: number | undefined) {
  return useQuery({
    ...serviceQuery('mta_rtoPackageRdos', { packageId: packageId ?? 0 }),
    enabled: packageId !== undefined,
  });
}

/** RTO only: a population's lines, and one line's crew jobs by day type (the first line when none is chosen). */
export function useWorkProgram(populationId: number | undefined, line: string | undefined) {
  return useQuery({
    ...serviceQuery(
      'mta_rtoWorkProgram',
      { populationId: populationId ?? 0, ...(line ? { line } : {}) },
      { loading: true },
    ),
    // The line picker stays while the next line loads.
    placeholderData: keepPreviousData,
    enabled: populationId !== undefined,
  });
}
