import { ABOUT_ROUTES } from '../features/about/about.routes';
import { AUTH_ROUTES, CHANGE_PASSWORD_ROUTES } from '../features/auth/auth.routes';
import { HOME_ROUTES } from '../features/home/home.routes';
import { LEAVE_BALANCES_ROUTES, QUOTA_ABSENCES_ROUTES } from '../features/leave/leave.routes';
import { MY_TIME_ROUTES } from '../features/my-time/my-time.routes';
import { NOTIFICATION_ROUTES } from '../features/notifications/notifications.routes';
import { OT_AVAILABILITY_ROUTES } from '../features/ot-availability/ot-availability.routes';
import { PICK_BOARD_DOB_ROUTES, PICK_BOARD_RTO_ROUTES } from '../features/pick-board/pick-board.routes';
import { PICK_OFFICE_ROUTES } from '../features/pick-office/pick-office.routes';
import { PICK_PREFERENCES_ROUTES } from '../features/pick-preferences/pick-preferences.routes';
import { PICKED_HOLIDAYS_ROUTES, SCHEDULED_VACATION_WEEKS_ROUTES } from '../features/pick-results/pick-results.routes';
import { PICKED_JOBS_ROUTES } from '../features/picked-jobs/picked-jobs.routes';
import { SCHEDULED_ASSIGNMENTS_ROUTES } from '../features/scheduled-assignments/scheduled-assignments.routes';
import { TIMECARD_ROUTES } from '../features/timecard/timecard.routes';
import { UPCOMING_PICK_ROUTES } from '../features/upcoming-pick/upcoming-pick.routes';
import { VR_PREFERENCES_ROUTES } from '../features/vacation-relief/vacation-relief.routes';
import { PATHS } from '../lib/paths';
import type { AppRoute, ScreenRoute } from '../lib/route.types';
import type { Profile } from '../session/profile';
import { menuRuleAllows } from './menu-rules';

/**
 * The one route table (docs/architecture.md#the-app): the router, the menu and the tests
 * all read it. Each area declares its routes, screens and menu rules next to its screens
 * (features/<area>/<area>.routes.ts); this table puts them in menu order. Menu items appear in table order.
 */
export const ROUTES: readonly AppRoute[] = [
  ...AUTH_ROUTES,
  ...HOME_ROUTES,
  ...UPCOMING_PICK_ROUTES,
  ...TIMECARD_ROUTES,
  ...SCHEDULED_ASSIGNMENTS_ROUTES,
  ...LEAVE_BALANCES_ROUTES,
  ...PICKED_JOBS_ROUTES,
  ...PICKED_HOLIDAYS_ROUTES,
  ...SCHEDULED_VACATION_WEEKS_ROUTES,
  ...OT_AVAILABILITY_ROUTES,
  ...VR_PREFERENCES_ROUTES,
  ...QUOTA_ABSENCES_ROUTES,
  ...PICK_BOARD_DOB_ROUTES,
  ...PICK_BOARD_RTO_ROUTES,
  ...PICK_PREFERENCES_ROUTES,
  ...MY_TIME_ROUTES,
  ...PICK_OFFICE_ROUTES,
  ...ABOUT_ROUTES,
  ...NOTIFICATION_ROUTES,
  ...CHANGE_PASSWORD_ROUTES,
];

export function hasScreen(route: AppRoute): route is ScreenRoute {
  return route.screen !== undefined;
}

/** The routes the router serves: those whose screens exist. */
export const SCREEN_ROUTES: readonly ScreenRoute[] = ROUTES.filter(hasScreen);

const normalize = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

export function routeFor(pathname: string): AppRoute | undefined {
  const path = normalize(pathname);
  return ROUTES.find((r) => r.path === path);
}

/** The path of a sign-in screen (/ or /login). */
export function isSignInPath(pathname: string): boolean {
  const path = normalize(pathname);
  return path === PATHS.root || path === PATHS.login;
}

/**
 * Where the app must go instead of `pathname`, if anywhere (docs/product.md#redirects): the empty path to
 * login; an unknown path, a route without its screen yet, or one the user may not open → /.
 */
export function redirectFor(pathname: string, profile: Profile | undefined): string | undefined {
  if (pathname === '') return PATHS.login;
  const route = routeFor(pathname);
  // An office person's way back is the office, never the employees' home.
  const away = profile?.office ? PATHS.office : PATHS.root;
  if (!route || !hasScreen(route)) return away;
  if (route.access === 'public') return undefined;
  if (!profile || !menuRuleAllows(route.access, profile)) return away;
  return undefined;
}

/**
 * Starts loading a route's screen before navigating to it; settles when it is in. A failed
 * load is not reported here: the screen reports it when it renders.
 */
export async function preloadScreen(path: string): Promise<void> {
  await routeFor(path)
    ?.screen?.load()
    .catch(() => undefined);
}
