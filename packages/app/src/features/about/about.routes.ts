import { informationCircleOutline } from 'ionicons/icons';
import { lazyScreen } from '../../lib/lazy-screen';
import { PATHS } from '../../lib/paths';
import type { AppRoute } from '../../lib/route.types';

export const ABOUT_ROUTES: readonly AppRoute[] = [
  {
    path: PATHS.about,
    screen: lazyScreen(() => import('./AboutScreen')),
    access: { role: 'employee' },
    menu: { title: 'About', icon: informationCircleOutline },
  },
  { path: PATHS.support, screen: lazyScreen(() => import('./SupportScreen')), access: { role: 'employee' } },
  {
    path: PATHS.signedInDevices,
    screen: lazyScreen(() => import('./sessions/SignedInDevicesScreen')),
    access: { role: 'employee' },
  },
];
