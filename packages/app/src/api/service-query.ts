import { SERVICES, type ServiceElements, type ServiceName } from '@crewline/protocol';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { withLoading } from './feedback.store';
import type { ServicePayload } from './service-client';
import { serviceClient } from './services';

/** Query keys of service responses: one per service and payload (docs/product.md#caching). */
export const serviceKeys = {
  all: ['service'] as const,
  service: (service: ServiceName) => [...serviceKeys.all, service] as const,
  call: <S extends ServiceName>(service: S, payload: ServicePayload<S>) =>
    [...serviceKeys.service(service), payload] as const,
};

export interface CallOptions {
  /**
   * Shows the app's loading indicator while the call runs (what a screen waits for). A query
   * shows it only while it has nothing to show yet: reading again what is on screen (every
   * minute, after a save) happens behind it, never covering a screen in use.
   */
  loading?: boolean;
}

/** Services the registry marks `cached` keep their responses in memory until cleared. */
export function isCachedService(service: ServiceName): boolean {
  return (SERVICES[service] as { cached?: boolean }).cached === true;
}

/** One call through the app's service client, under the loading indicator when asked. */
export function callService<S extends ServiceName>(
  service: S,
  payload: ServicePayload<S>,
  { loading = false }: CallOptions = {},
): Promise<ServiceElements<S>> {
  const call = () => serviceClient.call(service, payload);
  return loading ? withLoading(call) : call();
}

/**
 * Query options for one service call. A cached service's response stays fresh and in memory
 * for the whole session (until logout or 'Clear cached data'); others use the shared defaults.
 */
export function serviceQuery<S extends ServiceName>(service: S, payload: ServicePayload<S>, options?: CallOptions) {
  const cached = isCachedService(service);
  return queryOptions({
    queryKey: serviceKeys.call(service, payload),
    queryFn: ({ client, queryKey }) =>
      callService(service, payload, {
        ...options,
        loading: options?.loading === true && client.getQueryData(queryKey) === undefined,
      }),
    ...(cached ? { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY } : {}),
  });
}

/** Drops every kept service response; returns how many there were. */
export function clearCachedData(queryClient: QueryClient): number {
  const count = queryClient.getQueryCache().findAll({ queryKey: serviceKeys.all }).length;
  queryClient.removeQueries({ queryKey: serviceKeys.all });
  return count;
}
