import { hourglassOutline } from 'ionicons/icons';
import { lazyScreen } from '../../lib/lazy-screen';
import { PATHS } from '../../lib/paths';
import type { AppRoute } from '../../lib/route.types';

export const UPCOMING_PICK_ROUTES: readonly AppRoute[] = [
  {
    path: PATHS.upcomingPick,
    screen: lazyScreen(() => import('./UpcomingPickScreen')),
    access: { role: 'DOB', needsUpcomingPick: true },
    menu: { title: 'Upcoming Pick', icon: hourglassOutline },
  },
];
