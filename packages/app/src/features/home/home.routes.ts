import { homeOutline } from 'ionicons/icons';
import { PATHS } from '../../app/paths';
import type { AppRoute } from '../../app/route.types';
import { lazyScreen } from '../../lib/lazy-screen';

export const HOME_ROUTES: readonly AppRoute[] = [
  {
    path: PATHS.home,
    screen: lazyScreen(() => import('./HomeScreen')),
    access: { role: 'employee' },
    menu: { title: 'Home', icon: homeOutline },
  },
];
