import { gridOutline } from 'ionicons/icons';
import { PATHS } from '../../app/paths';
import type { AppRoute, MenuRule } from '../../app/route.types';
import { lazyScreen } from '../../lib/lazy-screen';
import { onRtoBoard } from './on-rto-board';

const DOB: MenuRule = { role: 'DOB' };
const RTO: MenuRule = { role: 'RTO_NOT_SIRTOA' };
const RTO_BOARD = PATHS.pickBoardRto;
const BOARD = PATHS.pickBoardDob;

/** The DOB pick board (spec §2: DOB only), its eight screens. */
export const PICK_BOARD_DOB_ROUTES: readonly AppRoute[] = [
  {
    path: BOARD.pickGroups,
    screen: lazyScreen(() => import('./PickGroupsScreen')),
    access: DOB,
    menu: { title: 'Pick Board', icon: gridOutline },
  },
  { path: BOARD.search, screen: lazyScreen(() => import('./SearchScreen')), access: DOB },
  {
    path: BOARD.assignmentsCalendar,
    screen: lazyScreen(() => import('./AssignmentsCalendarScreen')),
    access: DOB,
  },
  { path: BOARD.assignmentPackages, screen: lazyScreen(() => import('./AssignmentPackagesScreen')), access: DOB },
  { path: BOARD.assignments, screen: lazyScreen(() => import('./AssignmentsScreen')), access: DOB },
  { path: BOARD.activities, screen: lazyScreen(() => import('./ActivitiesScreen')), access: DOB },
  { path: BOARD.vacations, screen: lazyScreen(() => import('./VacationsScreen')), access: DOB },
  { path: BOARD.holidays, screen: lazyScreen(() => import('./HolidaysScreen')), access: DOB },
];

/**
 * The RTO pick board (spec §2: RTO not in SIRTOA), its eight screens: the DOB board's, reading
 * the RTO services (onRtoBoard, ui/pick/board-kind.ts), with the work program instead of a run's
 * pieces.
 */
export const PICK_BOARD_RTO_ROUTES: readonly AppRoute[] = [
  {
    path: RTO_BOARD.pickGroups,
    screen: lazyScreen(onRtoBoard(() => import('./PickGroupsScreen'))),
    access: RTO,
    menu: { title: 'Pick Board', icon: gridOutline },
  },
  { path: RTO_BOARD.search, screen: lazyScreen(onRtoBoard(() => import('./SearchScreen'))), access: RTO },
  {
    path: RTO_BOARD.assignmentsCalendar,
    screen: lazyScreen(onRtoBoard(() => import('./AssignmentsCalendarScreen'))),
    access: RTO,
  },
  {
    path: RTO_BOARD.assignmentPackages,
    screen: lazyScreen(onRtoBoard(() => import('./AssignmentPackagesScreen'))),
    access: RTO,
  },
  { path: RTO_BOARD.assignments, screen: lazyScreen(onRtoBoard(() => import('./AssignmentsScreen'))), access: RTO },
  { path: RTO_BOARD.workProgram, screen: lazyScreen(onRtoBoard(() => import('./WorkProgramScreen'))), access: RTO },
  { path: RTO_BOARD.vacations, screen: lazyScreen(onRtoBoard(() => import('./VacationsScreen'))), access: RTO },
  { path: RTO_BOARD.holidays, screen: lazyScreen(onRtoBoard(() => import('./HolidaysScreen'))), access: RTO },
];
