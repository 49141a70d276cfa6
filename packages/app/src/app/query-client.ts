import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { reportServiceError } from '../ui/feedback.store';

/** Server state: failures go to the one error handler; no silent retries of service calls. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: reportServiceError }),
    mutationCache: new MutationCache({ onError: reportServiceError }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
