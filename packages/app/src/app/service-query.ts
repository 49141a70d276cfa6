import { SERVICES, type ServiceName } from '@crewline/protocol';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { ServicePayload } from '../api/service-client';
import { serviceClient } from './services';

/** Query keys of service responses: one per service and payload (spec §7 Caching). */
export const serviceKeys = {
  all: ['service'] as const,
  service: (service: ServiceName) => [...serviceKeys.all, service] as const,
  call: <S extends ServiceName>(service: S, payload: ServicePayload<S>) =>
    [...serviceKeys.service(service), payload] as const,
};

/** Services the registry marks `cached` keep their responses in memory until cleared. */
export function isCachedService(service: ServiceName): boolean {
  return (SERVICES[service] as { cached?: boolean }).cached === true;
}

/**
 * Query options for one service call. A cached service's response stays fresh and in memory
 * for the whole session (until logout or 'Clear cached data'); others use the shared defaults.
 */
export function serviceQuery<S extends ServiceName>(service: S, payload: ServicePayload<S>) {
  const cached = isCachedService(service);
  return queryOptions({
    queryKey: serviceKeys.call(service, payload),
    queryFn: () => serviceClient.call(service, payload),
    ...(cached ? { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY } : {}),
  });
}

/** Drops every kept service response; returns how many there were. */
export function clearCachedData(queryClient: QueryClient): number {
  const count = queryClient.getQueryCache().findAll({ queryKey: serviceKeys.all }).length;
  queryClient.removeQueries({ queryKey: serviceKeys.all });
  return count;
}
