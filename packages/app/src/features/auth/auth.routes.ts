import { lazyScreen } from '../../lib/lazy-screen';
import { PATHS } from '../../lib/paths';
import type { AppRoute } from '../../lib/route.types';

const signIn = lazyScreen(() => import('./SignInScreen'));
const enrol = lazyScreen(() => import('./enrol/EnrolScreen'));

/** Sign-in, at / and /login, and Set up your account: the only routes reachable signed out. */
export const AUTH_ROUTES: readonly AppRoute[] = [
  { path: PATHS.root, screen: signIn, access: 'public' },
  { path: PATHS.login, screen: signIn, access: 'public' },
  { path: PATHS.enrol, screen: enrol, access: 'public' },
];

/** Change password, signed in: reached from Home's password action and the menu's expiry note, not a menu target. */
export const CHANGE_PASSWORD_ROUTES: readonly AppRoute[] = [
  {
    path: PATHS.changePassword,
    screen: lazyScreen(() => import('./ChangePasswordScreen')),
    access: { role: 'employee' },
  },
];
