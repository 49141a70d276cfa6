import type { QueryClient } from '@tanstack/react-query';
import { appLog } from '../lib/app-log';
import { beginSignOut, endSession, sessionStore } from '../session/session.store';
import type { ServiceClient } from './service-client';

/**
 * Logout (docs/product.md#logout): ends the server session when asked (best effort), clears the
 * cached data, the current user and the ticket. Navigation is the caller's job.
 */
export async function signOut(deps: { client: ServiceClient; queryClient: QueryClient }, callLogout: boolean) {
  beginSignOut();
  await deps.queryClient.cancelQueries();
  if (callLogout && sessionStore.get()) {
    try {
      await deps.client.call('mta_logout', {});
    } catch (err) {
      appLog.write('WARN', `mta_logout failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  deps.queryClient.clear();
  endSession();
}
