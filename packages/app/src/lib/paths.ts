// The app's paths: a leaf that imports no module of the app, so screens (features/) and tests can
// name a path without reaching into the route table (app/routes.ts), which imports the screens.
// The enrolment path is the protocol's: the server prints links to it.
import { ENROL_PATH } from '@crewline/protocol';

const HOME = '/home';
const DOB_BOARD = `${HOME}/pick-board-dob`;
const RTO_BOARD = `${HOME}/pick-board-rto`;
const MY_TIME = `${HOME}/my-time`;

/** Every path of the app (docs/product.md#route-list). Screens and tests use these, never a literal. */
export const PATHS = {
  root: '/',
  login: '/login',
  enrol: ENROL_PATH,
  home: HOME,
  /** The pick office's own part of the app (docs/pick.md#the-pick-office). */
  office: '/office',
  /** The pick calendar: rounds, windows, turn schedules, pauses. */
  officeCalendar: '/office/calendar',
  /** The office's phone-in lists, absences and bid-around picks for an employee (issue 51). */
  officePhoneIn: '/office/phone-in',
  /** The office's results: pick sheets and awards exports (docs/pick.md#results). */
  officeResults: '/office/results',
  /** The office's accounts: enrolment and reset codes, supervisor only (docs/product.md#enrolment). */
  officeAccounts: '/office/accounts',
  /** The office's corrections of a round's setup, supervisor only (docs/pick.md#corrections). */
  officeCorrections: '/office/corrections',
  upcomingPick: `${HOME}/upcoming-pick`,
  timecardPicker: `${HOME}/timecard/picker`,
  timecardViewer: `${HOME}/timecard/viewer`,
  scheduledAssignmentsPicker: `${HOME}/scheduled-assignments/picker`,
  scheduledAssignmentsViewer: `${HOME}/scheduled-assignments/viewer`,
  leaveBalances: `${HOME}/leave-balances`,
  pickedJobsPicker: `${HOME}/picked-jobs/picker`,
  pickedJobsViewer: `${HOME}/picked-jobs/viewer`,
  pickedHolidaysViewer: `${HOME}/picked-holidays/viewer`,
  scheduledVacationWeeksPicker: `${HOME}/scheduled-vacation-weeks/picker`,
  scheduledVacationWeeksViewerDob: `${HOME}/scheduled-vacation-weeks/viewer-dob`,
  scheduledVacationWeeksViewerRto: `${HOME}/scheduled-vacation-weeks/viewer-rto`,
  otAvailability: `${HOME}/ot-availability/ot-availability`,
  vrSelectedBids: `${HOME}/vr-preferences/selected-bids`,
  vrOpenBids: `${HOME}/vr-preferences/open-bids`,
  quotaAbsencesPicker: `${HOME}/quota-absences/picker`,
  quotaAbsencesViewer: `${HOME}/quota-absences/viewer`,
  pickBoardDob: {
    pickGroups: `${DOB_BOARD}/pick-groups`,
    search: `${DOB_BOARD}/search`,
    assignmentsCalendar: `${DOB_BOARD}/assignments-calendar`,
    assignmentPackages: `${DOB_BOARD}/assignment-packages`,
    assignments: `${DOB_BOARD}/assignments`,
    activities: `${DOB_BOARD}/activities`,
    vacations: `${DOB_BOARD}/vacations`,
    holidays: `${DOB_BOARD}/holidays`,
  },
  pickBoardRto: {
    pickGroups: `${RTO_BOARD}/pick-groups`,
    search: `${RTO_BOARD}/search`,
    assignmentsCalendar: `${RTO_BOARD}/assignments-calendar`,
    assignmentPackages: `${RTO_BOARD}/assignment-packages`,
    assignments: `${RTO_BOARD}/assignments`,
    workProgram: `${RTO_BOARD}/work-program`,
    vacations: `${RTO_BOARD}/vacations`,
    holidays: `${RTO_BOARD}/holidays`,
  },
  pickPreferencesOverview: `${HOME}/pick-preferences/preferences/overview`,
  pickPreferencesAdd: `${HOME}/pick-preferences/add-preference`,
  pickPreferencesAssignmentsPopup: `${HOME}/pick-preferences/assignments-popup`,
  myTime: {
    root: MY_TIME,
    vrPickedJobs: `${MY_TIME}/vr-picked-jobs`,
    sickNotifyInOut: `${MY_TIME}/sick-notify-in-out`,
    notifyInOutPopup: `${MY_TIME}/sick-notify-in-out/notify-in-out-popup`,
    requestDayOff: `${MY_TIME}/request-day-off`,
    addDayOffPopup: `${MY_TIME}/request-day-off/add-day-off-popup`,
    holidaysAccruePay: `${MY_TIME}/holidays-accrue-pay`,
    vacationInDays: `${MY_TIME}/vacation-in-days`,
    medicalSchedulingTraining: `${MY_TIME}/medical-scheduling-training`,
    miscellaneous: `${MY_TIME}/miscellaneous`,
  },
  about: `${HOME}/about`,
  support: `${HOME}/about/support`,
  /** Not in docs/product.md#route-list: About → Signed-in devices, the employee's sessions (issue 54). */
  signedInDevices: `${HOME}/about/signed-in-devices`,
  /** Not in docs/product.md#route-list: the notifications list the header's bell opens (issue 53). */
  notifications: `${HOME}/notifications`,
  /** Not in docs/product.md#route-list: Change password, from Home's action and the menu's expiry note (issue 49). */
  changePassword: `${HOME}/change-password`,
} as const;

/** Query added to every menu target (docs/product.md#side-menu). */
export const MENU_REFERRER = 'referrer=menu';

export function menuTarget(path: string): string {
  return `${path}?${MENU_REFERRER}`;
}
