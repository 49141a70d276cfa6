import { PATHS } from '../../app/paths';
import type { AppRoute } from '../../app/route.types';
import { lazyScreen } from '../../lib/lazy-screen';

const signIn = lazyScreen(() => import('./SignInScreen'));

/** Sign-in, at / and /login: the only routes reachable signed out. */
export const AUTH_ROUTES: readonly AppRoute[] = [
  { path: PATHS.root, screen: signIn, access: 'public' },
  { path: PATHS.login, screen: signIn, access: 'public' },
];
