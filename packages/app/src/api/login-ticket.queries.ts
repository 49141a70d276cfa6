import { useIonViewWillEnter } from '@ionic/react';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { environmentStore } from '../session/environment.store';
import type { ProfileElements } from '../session/profile';
import { buildProfile } from '../session/profile';
import { refreshProfile, useSession } from '../session/session.store';
import { callService } from './service-query';

export const sessionKeys = {
  all: ['session'] as const,
  loginTicket: () => [...sessionKeys.all, 'loginTicket'] as const,
};

/**
 * mta_loginTicket each time the page is entered: the fresh profile replaces the one from
 * sign-in, and an expired ticket (401) is noticed here and sends the user back to sign-in.
 * It runs again when the employee returns to the app.
 */
export function useFreshProfile() {
  const signedIn = useSession() !== undefined;
  const query = useQuery({
    queryKey: sessionKeys.loginTicket(),
    queryFn: () => callService('mta_loginTicket', {}),
    enabled: signedIn,
    staleTime: 0,
    // Coming back to the app checks the session too, so an expired one is noticed at once.
    refetchOnWindowFocus: true,
  });
  const { refetch } = query;

  useIonViewWillEnter(() => {
    if (signedIn) void refetch({ cancelRefetch: false });
  }, [signedIn, refetch]);

  useEffect(() => {
    if (query.data) keepProfile(query.data);
  }, [query.data]);

  return query;
}

/** The profile the server answered replaces the session's; the user name and password typed at sign-in stay. */
function keepProfile(elements: ProfileElements): void {
  const env = environmentStore.get();
  refreshProfile((current) =>
    buildProfile(elements, {
      userName: current.userName,
      password: current.password,
      environment: { index: current.envIndex, deptSuffix: env.status === 'ready' ? env.environment.deptSuffix : '' },
    }),
  );
}

/**
 * Reads the profile again now, whichever screen is open (after a change the server made to it:
 * a new password's expiry), and keeps it: the menu and Home show what the server says.
 */
export async function readProfileAgain(queryClient: QueryClient): Promise<void> {
  keepProfile(
    await queryClient.fetchQuery({
      queryKey: sessionKeys.loginTicket(),
      queryFn: () => callService('mta_loginTicket', {}),
      staleTime: 0,
    }),
  );
}
