import { describe, expect, it } from 'vitest';
import { DEMO_PASS_IDS, demoProfile } from '../../test/demo-profiles';
import { MENU_REFERRER, menuTarget, PATHS } from '../lib/paths';
import { menuItemsFor, menuRuleAllows } from './menu-rules';
import { hasScreen, ROUTES, redirectFor, routeFor, SCREEN_ROUTES } from './routes';

/** Paths the app adds to the route list of docs/product.md#route-list (each said so in paths.ts). */
const ADDED_PATHS = [
  PATHS.signedInDevices,
  PATHS.enrol,
  PATHS.office,
  PATHS.officeCalendar,
  PATHS.officePhoneIn,
  PATHS.officeResults,
  PATHS.officeAccounts,
  PATHS.officeCorrections,
  PATHS.notifications,
  PATHS.changePassword,
];

/** docs/product.md#route-list, written out here on purpose: the table must hold exactly these paths. */
const SPEC_PATHS = [
  'home/upcoming-pick',
  'home/timecard/picker',
  'home/timecard/viewer',
  'home/scheduled-assignments/picker',
  'home/scheduled-assignments/viewer',
  'home/leave-balances',
  'home/picked-jobs/picker',
  'home/picked-jobs/viewer',
  'home/picked-holidays/viewer',
  'home/scheduled-vacation-weeks/picker',
  'home/scheduled-vacation-weeks/viewer-dob',
  'home/scheduled-vacation-weeks/viewer-rto',
  'home/ot-availability/ot-availability',
  'home/vr-preferences/selected-bids',
  'home/vr-preferences/open-bids',
  'home/quota-absences/picker',
  'home/quota-absences/viewer',
  ...['pick-groups', 'search', 'assignments-calendar', 'assignment-packages', 'assignments', 'activities'].map(
    (p) => `home/pick-board-dob/${p}`,
  ),
  'home/pick-board-dob/vacations',
  'home/pick-board-dob/holidays',
  ...['pick-groups', 'search', 'assignments-calendar', 'assignment-packages', 'assignments', 'work-program'].map(
    (p) => `home/pick-board-rto/${p}`,
  ),
  'home/pick-board-rto/vacations',
  'home/pick-board-rto/holidays',
  'home/pick-preferences/preferences/overview',
  'home/pick-preferences/add-preference',
  'home/pick-preferences/assignments-popup',
  'home/my-time',
  'home/my-time/vr-picked-jobs',
  'home/my-time/sick-notify-in-out',
  'home/my-time/sick-notify-in-out/notify-in-out-popup',
  'home/my-time/request-day-off',
  'home/my-time/request-day-off/add-day-off-popup',
  'home/my-time/holidays-accrue-pay',
  'home/my-time/vacation-in-days',
  'home/my-time/medical-scheduling-training',
  'home/my-time/miscellaneous',
  'home/about',
  'home/about/support',
].map((p) => `/${p}`);

/** The screens built so far (issue 4), in table order; the other routes of the route list wait for theirs. */
const BUILT = [
  PATHS.upcomingPick,
  PATHS.timecardPicker,
  PATHS.timecardViewer,
  PATHS.scheduledAssignmentsPicker,
  PATHS.scheduledAssignmentsViewer,
  PATHS.leaveBalances,
  PATHS.pickedJobsPicker,
  PATHS.pickedJobsViewer,
  PATHS.pickedHolidaysViewer,
  PATHS.scheduledVacationWeeksPicker,
  PATHS.scheduledVacationWeeksViewerDob,
  PATHS.scheduledVacationWeeksViewerRto,
  PATHS.otAvailability,
  PATHS.vrSelectedBids,
  PATHS.vrOpenBids,
  PATHS.quotaAbsencesPicker,
  PATHS.quotaAbsencesViewer,
  PATHS.pickBoardDob.pickGroups,
  PATHS.pickBoardDob.search,
  PATHS.pickBoardDob.assignmentsCalendar,
  PATHS.pickBoardDob.assignmentPackages,
  PATHS.pickBoardDob.assignments,
  PATHS.pickBoardDob.activities,
  PATHS.pickBoardDob.vacations,
  PATHS.pickBoardDob.holidays,
  PATHS.pickBoardRto.pickGroups,
  PATHS.pickBoardRto.search,
  PATHS.pickBoardRto.assignmentsCalendar,
  PATHS.pickBoardRto.assignmentPackages,
  PATHS.pickBoardRto.assignments,
  PATHS.pickBoardRto.workProgram,
  PATHS.pickBoardRto.vacations,
  PATHS.pickBoardRto.holidays,
  PATHS.pickPreferencesOverview,
  PATHS.pickPreferencesAdd,
  PATHS.pickPreferencesAssignmentsPopup,
  PATHS.myTime.root,
  PATHS.myTime.vrPickedJobs,
  PATHS.myTime.sickNotifyInOut,
  PATHS.myTime.notifyInOutPopup,
  PATHS.myTime.requestDayOff,
  PATHS.myTime.addDayOffPopup,
  PATHS.myTime.holidaysAccruePay,
  PATHS.myTime.vacationInDays,
  PATHS.myTime.medicalSchedulingTraining,
  PATHS.myTime.miscellaneous,
  PATHS.office,
  PATHS.officeCalendar,
  PATHS.officePhoneIn,
  PATHS.officeCorrections,
  PATHS.officeResults,
  PATHS.officeAccounts,
];

describe('route table', () => {
  it('holds every route of the route list, once, plus sign-in, home and the paths it adds', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual(['/', '/login', '/home', ...SPEC_PATHS, ...ADDED_PATHS].sort());
  });

  it('has a screen for every route of the table', () => {
    expect(SCREEN_ROUTES.map((r) => r.path)).toEqual([
      '/',
      '/login',
      PATHS.enrol,
      '/home',
      ...BUILT,
      PATHS.about,
      PATHS.support,
      PATHS.signedInDevices,
      PATHS.notifications,
      PATHS.changePassword,
    ]);
    expect(ROUTES.filter((r) => !hasScreen(r))).toEqual([]);
  });

  it('loads every screen on demand', async () => {
    for (const route of SCREEN_ROUTES) {
      const module = await route.screen.load();
      expect(typeof module.default).toBe('function');
    }
  }, 30_000); // the screens pull in Ionic: slow under a loaded test run

  it('marks menu targets with ?referrer=menu', () => {
    expect(menuTarget(PATHS.about)).toBe('/home/about?referrer=menu');
    expect(MENU_REFERRER).toBe('referrer=menu');
  });

  it("gives the route list's menu rules", () => {
    const rules = Object.fromEntries(ROUTES.filter((r) => r.menu).map((r) => [r.path, r.access]));
    expect(rules).toEqual({
      '/home': { role: 'employee' },
      '/home/upcoming-pick': { role: 'DOB', needsUpcomingPick: true },
      '/home/timecard/picker': { role: 'employee' },
      '/home/scheduled-assignments/picker': { role: 'employee' },
      '/home/leave-balances': { role: 'employee' },
      '/home/picked-jobs/picker': { role: 'employee' },
      '/home/picked-holidays/viewer': { role: 'DOB' },
      '/home/scheduled-vacation-weeks/picker': { role: 'employee' },
      '/home/ot-availability/ot-availability': { role: 'RTO_NOT_SIRTOA' },
      '/home/vr-preferences/selected-bids': { role: 'RTO_HR' },
      '/home/quota-absences/picker': { role: 'DOB' },
      '/home/pick-board-dob/pick-groups': { role: 'DOB' },
      '/home/pick-board-rto/pick-groups': { role: 'RTO_NOT_SIRTOA' },
      '/home/pick-preferences/preferences/overview': { role: 'DOB' },
      '/home/my-time': { role: 'RTO' },
      '/office': { role: 'PICK_CLERK' },
      '/office/calendar': { role: 'PICK_CLERK' },
      '/office/phone-in': { role: 'PICK_CLERK' },
      '/office/results': { role: 'PICK_CLERK' },
      '/office/accounts': { role: 'PICK_SUPERVISOR' },
      '/office/corrections': { role: 'PICK_SUPERVISOR' },
      '/home/about': { role: 'employee' },
    });
  });

  it('shows no viewer, wizard, popup or sub-page as a menu target', () => {
    const targets = ROUTES.filter((r) => r.menu).map((r) => r.path);
    expect(targets.filter((p) => /viewer-|open-bids|add-preference|popup|\/support$|\/search$/.test(p))).toEqual([]);
  });
});

describe('redirects (docs/product.md#redirects)', () => {
  const dob = demoProfile('100001');
  const rto = demoProfile('200001');

  it('sends the empty path to login and leaves sign-in alone', () => {
    expect(redirectFor('', undefined)).toBe('/login');
    expect(redirectFor('/', undefined)).toBeUndefined();
    expect(redirectFor('/login', undefined)).toBeUndefined();
    expect(redirectFor('/login', dob)).toBeUndefined();
    expect(redirectFor(PATHS.enrol, undefined)).toBeUndefined();
  });

  it('needs a session for the app itself', () => {
    expect(redirectFor('/home', undefined)).toBe('/');
    expect(redirectFor(PATHS.about, undefined)).toBe('/');
    expect(redirectFor('/home', dob)).toBeUndefined();
    expect(redirectFor('/home/', dob)).toBeUndefined();
    expect(redirectFor(PATHS.about, rto)).toBeUndefined();
    expect(redirectFor(PATHS.support, rto)).toBeUndefined();
  });

  it('leads unknown paths to /', () => {
    expect(redirectFor('/anything/else', dob)).toBe('/');
    expect(redirectFor('/home/my-time/no-such-area', rto)).toBe('/');
  });

  it('keeps the DOB pick board from RTO employees, and the RTO one from bus operators, whatever path they open', () => {
    for (const path of Object.values(PATHS.pickBoardDob)) {
      expect(redirectFor(path, rto)).toBe('/');
      expect(redirectFor(path, dob)).toBeUndefined();
    }
    for (const path of Object.values(PATHS.pickBoardRto)) {
      expect(redirectFor(path, dob)).toBe('/');
      expect(redirectFor(path, rto)).toBeUndefined();
    }
  });
});

describe('menu rules against every demo sign-in', () => {
  const TITLES_BY_PATH = Object.fromEntries(ROUTES.filter((r) => r.menu).map((r) => [r.path, r.menu?.title]));
  const DOB_ITEMS = [
    '/home',
    '/home/timecard/picker',
    '/home/scheduled-assignments/picker',
    '/home/leave-balances',
    '/home/picked-jobs/picker',
    '/home/picked-holidays/viewer',
    '/home/scheduled-vacation-weeks/picker',
    '/home/quota-absences/picker',
    '/home/pick-board-dob/pick-groups',
    '/home/pick-preferences/preferences/overview',
    '/home/about',
  ];
  const RTO_ITEMS = [
    '/home',
    '/home/timecard/picker',
    '/home/scheduled-assignments/picker',
    '/home/leave-balances',
    '/home/picked-jobs/picker',
    '/home/scheduled-vacation-weeks/picker',
    '/home/ot-availability/ot-availability',
    '/home/pick-board-rto/pick-groups',
    '/home/my-time',
    '/home/about',
  ];
  const EXPECTED: Record<string, string[]> = {
    // DOB with an upcoming pick: Upcoming Pick after Home.
    '100001': ['/home', '/home/upcoming-pick', ...DOB_ITEMS.slice(1)],
    '100002': ['/home', '/home/upcoming-pick', ...DOB_ITEMS.slice(1)],
    // DOB without a pick (and class HR, which means nothing outside RTO).
    '100003': DOB_ITEMS,
    // RTO with a pick in its answer: Upcoming Pick stays DOB-only.
    '200001': RTO_ITEMS,
    '200002': [...RTO_ITEMS.slice(0, 7), '/home/vr-preferences/selected-bids', ...RTO_ITEMS.slice(7)],
    '300001': RTO_ITEMS.filter((p) => !/ot-availability|pick-board-rto/.test(p)),
  };

  it('covers the six demo sign-ins', () => {
    expect(DEMO_PASS_IDS.sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const passId of DEMO_PASS_IDS) {
    it(`${passId}: every rule of the table`, () => {
      const profile = demoProfile(passId);
      expect(menuItemsFor(ROUTES, profile).map((r) => r.path)).toEqual(EXPECTED[passId]);
      // Each rule decides alone, too.
      for (const route of ROUTES.filter((r) => r.menu)) {
        const allowed = route.access !== 'public' && menuRuleAllows(route.access, profile);
        expect([route.path, allowed]).toEqual([route.path, EXPECTED[passId]?.includes(route.path)]);
      }
    });

    it(`${passId}: the menu shows only items whose screens exist`, () => {
      const items = menuItemsFor(SCREEN_ROUTES, demoProfile(passId));
      const built = new Set<string>(['/home', ...BUILT, PATHS.about]);
      expect(items.map((r) => r.path)).toEqual(EXPECTED[passId]?.filter((p) => built.has(p)));
    });
  }

  it('names every item', () => {
    expect(Object.values(TITLES_BY_PATH)).toEqual([
      'Home',
      'Upcoming Pick',
      'Timecard',
      'Scheduled Assignments',
      'Leave Balances',
      'Picked Jobs',
      'Picked Holidays',
      'Scheduled Vacation Weeks',
      'OT Availability',
      'VR Preferences',
      'Quota Absences',
      'Pick Board',
      'Pick Board',
      'Pick Preferences',
      'My Time',
      'Live Monitor',
      'Pick Calendar',
      'Phone-in Lists',
      'Corrections',
      'Results',
      'Accounts',
      'About',
    ]);
  });
});

describe('quota absences routes', () => {
  it('keeps the picker DOB only (the route list) and opens the viewer to every employee', () => {
    expect(routeFor(PATHS.quotaAbsencesPicker)?.access).toEqual({ role: 'DOB' });
    expect(routeFor(PATHS.quotaAbsencesViewer)?.access).toEqual({ role: 'employee' });
    expect(routeFor(PATHS.quotaAbsencesViewer)?.menu).toBeUndefined();
  });

  it('lets RTO reach the viewer (from Leave Balances) but not the picker', () => {
    for (const passId of ['200001', '200002', '300001']) {
      expect(redirectFor(PATHS.quotaAbsencesViewer, demoProfile(passId))).toBeUndefined();
      expect(redirectFor(PATHS.quotaAbsencesPicker, demoProfile(passId))).toBe(PATHS.root);
      expect(redirectFor(PATHS.leaveBalances, demoProfile(passId))).toBeUndefined();
    }
    expect(redirectFor(PATHS.quotaAbsencesPicker, demoProfile('100001'))).toBeUndefined();
    expect(redirectFor(PATHS.quotaAbsencesViewer, demoProfile('100003'))).toBeUndefined();
    expect(redirectFor(PATHS.quotaAbsencesViewer, undefined)).toBe(PATHS.root);
  });
});
