import { swapHorizontalOutline } from 'ionicons/icons';
import { lazyScreen } from '../../lib/lazy-screen';
import { PATHS } from '../../lib/paths';
import type { AppRoute, MenuRule } from '../../lib/route.types';

/**
 * VR Preferences (docs/product.md#vr-preferences: RTO class HR): my ranked relief bids, and the open bids to add.
 * Open bids is no menu target (docs/product.md#route-list); its services are class HR's, so is the screen.
 */
const RTO_HR: MenuRule = { role: 'RTO_HR' };

export const VR_PREFERENCES_ROUTES: readonly AppRoute[] = [
  {
    path: PATHS.vrSelectedBids,
    screen: lazyScreen(() => import('./SelectedBidsScreen')),
    access: RTO_HR,
    menu: { title: 'VR Preferences', icon: swapHorizontalOutline },
  },
  { path: PATHS.vrOpenBids, screen: lazyScreen(() => import('./OpenBidsScreen')), access: RTO_HR },
];
