import { lazyScreen } from '../../lib/lazy-screen';
import { PATHS } from '../../lib/paths';
import type { AppRoute } from '../../lib/route.types';

export const NOTIFICATION_ROUTES: readonly AppRoute[] = [
  {
    path: PATHS.notifications,
    screen: lazyScreen(() => import('./NotificationsScreen')),
    access: { role: 'employee' },
  },
];
