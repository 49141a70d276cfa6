import { gridOutline } from 'ionicons/icons';
import { PATHS } from '../../app/paths';
import type { AppRoute, MenuRule } from '../../app/route.types';
import { lazyScreen } from '../../lib/lazy-screen';

const DOB: MenuRule = { role: 'DOB' };
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
