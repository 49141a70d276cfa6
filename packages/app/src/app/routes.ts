import {
  alarmOutline,
  bandageOutline,
  briefcaseOutline,
  calendarOutline,
  giftOutline,
  gridOutline,
  homeOutline,
  hourglassOutline,
  informationCircleOutline,
  listOutline,
  personCircleOutline,
  sunnyOutline,
  swapHorizontalOutline,
  timeOutline,
  walletOutline,
} from 'ionicons/icons';
import type { Profile } from '../session/profile';
import { type LazyScreen, lazyScreen } from './lazy-screen';
import { type MenuEntry, type MenuRule, menuRuleAllows } from './menu-rules';
import { PATHS } from './paths';

export interface AppRoute {
  path: string;
  /**
   * The screen, loaded on demand. A route whose screen belongs to a later issue has none:
   * it keeps its rule here but is not routed (its path redirects to /) and not in the menu.
   */
  screen?: LazyScreen;
  /** 'public': reachable signed out; otherwise who may open it once signed in. */
  access: 'public' | MenuRule;
  /** Present when the route is a menu target. */
  menu?: MenuEntry;
}

export type ScreenRoute = AppRoute & { screen: LazyScreen };

const signIn = lazyScreen(() => import('../features/auth/SignInScreen'));
const home = lazyScreen(() => import('../features/home/HomeScreen'));
const about = lazyScreen(() => import('../features/about/AboutScreen'));
const support = lazyScreen(() => import('../features/about/SupportScreen'));
const upcomingPick = lazyScreen(() => import('../features/upcoming-pick/UpcomingPickScreen'));
const pickedJobsPicker = lazyScreen(() => import('../features/picked-jobs/PickedJobsPickerScreen'));
const pickedJobsViewer = lazyScreen(() => import('../features/picked-jobs/PickedJobsViewerScreen'));

const ALL: MenuRule = { role: 'employee' };
const DOB: MenuRule = { role: 'DOB' };
const RTO: MenuRule = { role: 'RTO' };
const RTO_NOT_SIRTOA: MenuRule = { role: 'RTO_NOT_SIRTOA' };
const RTO_HR: MenuRule = { role: 'RTO_HR' };

/** Routes that share an area's rule and are reached from its screens, not from the menu. */
const area = (access: MenuRule, paths: Record<string, string>): AppRoute[] =>
  Object.values(paths).map((path) => ({ path, access }));

const { pickGroups: dobPickGroups, ...dobBoardPages } = PATHS.pickBoardDob;
const { pickGroups: rtoPickGroups, ...rtoBoardPages } = PATHS.pickBoardRto;
const { root: myTimeRoot, ...myTimePages } = PATHS.myTime;

/**
 * The one route table (ARCHITECTURE "Layout and habits"): the router, the menu and the tests
 * all read it. Menu items appear in table order.
 */
export const ROUTES: readonly AppRoute[] = [
  { path: PATHS.root, screen: signIn, access: 'public' },
  { path: PATHS.login, screen: signIn, access: 'public' },
  { path: PATHS.home, screen: home, access: ALL, menu: { title: 'Home', icon: homeOutline } },
  {
    path: PATHS.upcomingPick,
    screen: upcomingPick,
    access: { role: 'DOB', needsUpcomingPick: true },
    menu: { title: 'Upcoming Pick', icon: hourglassOutline },
  },
  {
    path: PATHS.timecardPicker,
    screen: lazyScreen(() => import('../features/timecard/TimecardPickerScreen')),
    access: ALL,
    menu: { title: 'Timecard', icon: timeOutline },
  },
  {
    path: PATHS.timecardViewer,
    screen: lazyScreen(() => import('../features/timecard/TimecardViewerScreen')),
    access: ALL,
  },
  {
    path: PATHS.scheduledAssignmentsPicker,
    screen: lazyScreen(() => import('../features/scheduled-assignments/ScheduledAssignmentsPickerScreen')),
    access: ALL,
    menu: { title: 'Scheduled Assignments', icon: calendarOutline },
  },
  {
    path: PATHS.scheduledAssignmentsViewer,
    screen: lazyScreen(() => import('../features/scheduled-assignments/ScheduledAssignmentsViewerScreen')),
    access: ALL,
  },
  {
    path: PATHS.leaveBalances,
    screen: lazyScreen(() => import('../features/leave/LeaveBalancesScreen')),
    access: ALL,
    menu: { title: 'Leave Balances', icon: walletOutline },
  },
  {
    path: PATHS.pickedJobsPicker,
    screen: pickedJobsPicker,
    access: ALL,
    menu: { title: 'Picked Jobs', icon: briefcaseOutline },
  },
  { path: PATHS.pickedJobsViewer, screen: pickedJobsViewer, access: ALL },
  { path: PATHS.pickedHolidaysViewer, access: DOB, menu: { title: 'Picked Holidays', icon: giftOutline } },
  {
    path: PATHS.scheduledVacationWeeksPicker,
    access: ALL,
    menu: { title: 'Scheduled Vacation Weeks', icon: sunnyOutline },
  },
  { path: PATHS.scheduledVacationWeeksViewerDob, access: DOB },
  { path: PATHS.scheduledVacationWeeksViewerRto, access: RTO },
  {
    path: PATHS.otAvailability,
    screen: lazyScreen(() => import('../features/ot-availability/OtAvailabilityScreen')),
    access: RTO_NOT_SIRTOA,
    menu: { title: 'OT Availability', icon: alarmOutline },
  },
  { path: PATHS.vrSelectedBids, access: RTO_HR, menu: { title: 'VR Preferences', icon: swapHorizontalOutline } },
  // Spec §2 shows the route but no menu rule; vacation relief is an RTO service group (§7).
  { path: PATHS.vrOpenBids, access: RTO },
  {
    path: PATHS.quotaAbsencesPicker,
    screen: lazyScreen(() => import('../features/leave/QuotaAbsencesPickerScreen')),
    access: DOB,
    menu: { title: 'Quota Absences', icon: bandageOutline },
  },
  // The picker is DOB only (spec §2); the viewer is every employee's: RTO opens it from Leave Balances.
  {
    path: PATHS.quotaAbsencesViewer,
    screen: lazyScreen(() => import('../features/leave/QuotaAbsencesViewerScreen')),
    access: ALL,
  },
  { path: dobPickGroups, access: DOB, menu: { title: 'Pick Board', icon: gridOutline } },
  ...area(DOB, dobBoardPages),
  { path: rtoPickGroups, access: RTO_NOT_SIRTOA, menu: { title: 'Pick Board', icon: gridOutline } },
  ...area(RTO_NOT_SIRTOA, rtoBoardPages),
  { path: PATHS.pickPreferencesOverview, access: DOB, menu: { title: 'Pick Preferences', icon: listOutline } },
  { path: PATHS.pickPreferencesAdd, access: DOB },
  { path: PATHS.pickPreferencesAssignmentsPopup, access: DOB },
  { path: myTimeRoot, access: RTO, menu: { title: 'My Time', icon: personCircleOutline } },
  ...area(RTO, myTimePages),
  { path: PATHS.about, screen: about, access: ALL, menu: { title: 'About', icon: informationCircleOutline } },
  { path: PATHS.support, screen: support, access: ALL },
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
 * Where the app must go instead of `pathname`, if anywhere (spec §2): the empty path to
 * login; an unknown path, a route without its screen yet, or one the user may not open → /.
 */
export function redirectFor(pathname: string, profile: Profile | undefined): string | undefined {
  if (pathname === '') return PATHS.login;
  const route = routeFor(pathname);
  if (!route || !hasScreen(route)) return PATHS.root;
  if (route.access === 'public') return undefined;
  if (!profile || !menuRuleAllows(route.access, profile)) return PATHS.root;
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
