import { listOutline } from 'ionicons/icons';
import { lazyScreen } from '../../lib/lazy-screen';
import { PATHS } from '../../lib/paths';
import type { AppRoute, MenuRule } from '../../lib/route.types';

const DOB: MenuRule = { role: 'DOB' };

/** Pick Preferences (docs/product.md#pick-preferences: DOB only): the overview, the add-preference wizard, a package's assignments. */
export const PICK_PREFERENCES_ROUTES: readonly AppRoute[] = [
  {
    path: PATHS.pickPreferencesOverview,
    screen: lazyScreen(() => import('./PreferencesOverviewScreen')),
    access: DOB,
    menu: { title: 'Pick Preferences', icon: listOutline },
  },
  { path: PATHS.pickPreferencesAdd, screen: lazyScreen(() => import('./AddPreferenceScreen')), access: DOB },
  {
    path: PATHS.pickPreferencesAssignmentsPopup,
    screen: lazyScreen(() => import('./AssignmentsPopupScreen')),
    access: DOB,
  },
];
