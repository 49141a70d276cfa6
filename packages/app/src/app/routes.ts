import { type LazyScreen, lazyScreen } from './lazy-screen';
import type { MenuEntry } from './menu-rules';

/** public: reachable signed out; session: only with a signed-in user (otherwise back to /). */
export type RouteAccess = 'public' | 'session';

export interface AppRoute {
  path: string;
  screen: LazyScreen;
  access: RouteAccess;
  /** Present when the route is a menu target. */
  menu?: MenuEntry;
}

const signIn = lazyScreen(() => import('../features/sign-in/SignInScreen'));
const home = lazyScreen(() => import('../features/home/HomeScreen'));

export const PATHS = {
  root: '/',
  login: '/login',
  home: '/home',
} as const;

/**
 * The one route table (ARCHITECTURE "Layout and habits"): router and menu both read it.
 * Only routes whose screens exist are listed.
 */
export const ROUTES: readonly AppRoute[] = [
  { path: PATHS.root, screen: signIn, access: 'public' },
  { path: PATHS.login, screen: signIn, access: 'public' },
  { path: PATHS.home, screen: home, access: 'session' },
];

export function routeFor(pathname: string): AppRoute | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTES.find((r) => r.path === path);
}

/** Where the app must go instead of `pathname`, if anywhere (spec §2: any unknown or closed path → /). */
export function redirectFor(pathname: string, signedIn: boolean): string | undefined {
  if (pathname === '') return PATHS.login;
  const route = routeFor(pathname);
  if (!route) return PATHS.root;
  if (route.access === 'session' && !signedIn) return PATHS.root;
  return undefined;
}
