import { gridOutline } from 'ionicons/icons';
import type { ComponentType } from 'react';
import { lazyScreen } from '../../lib/lazy-screen';
import { PATHS } from '../../lib/paths';
import type { AppRoute, MenuRule } from '../../lib/route.types';
import { onRtoBoard } from './on-rto-board';

type Load = () => Promise<{ default: ComponentType }>;

/** The screens both boards have, by page. */
const SHARED = {
  pickGroups: () => import('./PickGroupsScreen'),
  search: () => import('./SearchScreen'),
  assignmentsCalendar: () => import('./AssignmentsCalendarScreen'),
  assignmentPackages: () => import('./AssignmentPackagesScreen'),
  assignments: () => import('./AssignmentsScreen'),
  vacations: () => import('./VacationsScreen'),
  holidays: () => import('./HolidaysScreen'),
} satisfies Record<string, Load>;

/** A board's routes, in the order of its addresses; its pick groups are the menu item. */
function boardRoutes(
  paths: Record<string, string> & { pickGroups: string },
  screens: Record<string, Load>,
  access: MenuRule,
): AppRoute[] {
  return Object.entries(paths).map(([page, path]) => {
    const load = screens[page];
    if (!load) throw new Error(`the pick board has no screen for ${page}`);
    return {
      path,
      screen: lazyScreen(load),
      access,
      ...(path === paths.pickGroups ? { menu: { title: 'Pick Board', icon: gridOutline } } : {}),
    };
  });
}

/** The DOB pick board (docs/product.md#pick-board-pages: DOB only), its eight screens. */
export const PICK_BOARD_DOB_ROUTES: readonly AppRoute[] = boardRoutes(
  PATHS.pickBoardDob,
  { ...SHARED, activities: () => import('./ActivitiesScreen') },
  { role: 'DOB' },
);

/**
 * The RTO pick board (docs/product.md#pick-board-pages: RTO not in SIRTOA), its eight screens: the DOB board's, reading
 * the RTO services (onRtoBoard, domain/pick/board-kind.ts), with the work program instead of a run's
 * pieces.
 */
export const PICK_BOARD_RTO_ROUTES: readonly AppRoute[] = boardRoutes(
  PATHS.pickBoardRto,
  Object.fromEntries(
    Object.entries({ ...SHARED, workProgram: () => import('./WorkProgramScreen') }).map(([page, load]) => [
      page,
      onRtoBoard(load),
    ]),
  ),
  { role: 'RTO_NOT_SIRTOA' },
);
