import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { reportServiceError } from '../api/feedback.store';
import { ServiceError } from '../lib/service-error';
import { sessionStore } from '../session/session.store';

/**
 * A screen's query or mutation failed. One that failed for want of a session after the user
 * signed out (a screen refetching while it closes) is not news to them: they are at sign-in.
 */
export function reportScreenError(err: unknown): void {
  if (ServiceError.from(err).sessionExpired && !sessionStore.get()) return;
  reportServiceError(err);
}

/** Server state: failures go to the one error handler; no silent retries of service calls. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: reportScreenError }),
    mutationCache: new MutationCache({ onError: reportScreenError }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
