import { useIonRouter } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { PATHS } from '../lib/paths';

/** Signs out and goes to / as the root, replacing the current history entry (docs/product.md#logout). */
export function useSignOut() {
  const router = useIonRouter();
  const queryClient = useQueryClient();
  return useCallback(
    async ({ callLogout }: { callLogout: boolean }) => {
      // The service layer loads with the first call; signing out need not pull it into the first page.
      const [{ signOut }, { serviceClient }] = await Promise.all([
        import('../api/sign-out.service'),
        import('../api/services'),
      ]);
      await signOut({ client: serviceClient, queryClient }, callLogout);
      router.push(PATHS.root, 'root', 'replace');
    },
    [router, queryClient],
  );
}
