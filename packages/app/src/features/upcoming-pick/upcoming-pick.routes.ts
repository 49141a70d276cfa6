import { hourglassOutline } from 'ionicons/icons';
import { PATHS } from '../../app/paths';
import type { AppRoute } from '../../app/route.types';
import { lazyScreen } from '../../lib/lazy-screen';

export const UPCOMING_PICK_ROUTES: readonly AppRoute[] = [
  {
    path: PATHS.upcomingPick,
    screen: lazyScreen(() => import('./UpcomingPickScreen')),
    access: { role: 'DOB', needsUpcomingPick: true },
    menu: { title: 'Upcoming Pick', icon: hourglassOutline },
  },
];
