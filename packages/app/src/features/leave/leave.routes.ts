import { bandageOutline, walletOutline } from 'ionicons/icons';
import { lazyScreen } from '../../lib/lazy-screen';
import { PATHS } from '../../lib/paths';
import type { AppRoute } from '../../lib/route.types';

/** Leave Balances: a menu item of its own. */
export const LEAVE_BALANCES_ROUTES: readonly AppRoute[] = [
  {
    path: PATHS.leaveBalances,
    screen: lazyScreen(() => import('./LeaveBalancesScreen')),
    access: { role: 'employee' },
    menu: { title: 'Leave Balances', icon: walletOutline },
  },
];

/** Quota Absences: a second menu item, further down the menu. */
export const QUOTA_ABSENCES_ROUTES: readonly AppRoute[] = [
  {
    path: PATHS.quotaAbsencesPicker,
    screen: lazyScreen(() => import('./QuotaAbsencesPickerScreen')),
    access: { role: 'DOB' },
    menu: { title: 'Quota Absences', icon: bandageOutline },
  },
  // The picker is DOB only (docs/product.md#route-list); the viewer is every employee's: RTO opens it from Leave Balances.
  {
    path: PATHS.quotaAbsencesViewer,
    screen: lazyScreen(() => import('./QuotaAbsencesViewerScreen')),
    access: { role: 'employee' },
  },
];
