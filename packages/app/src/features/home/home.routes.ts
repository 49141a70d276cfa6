import { homeOutline } from 'ionicons/icons';
import { lazyScreen } from '../../lib/lazy-screen';
import { PATHS } from '../../lib/paths';
import type { AppRoute } from '../../lib/route.types';

export const HOME_ROUTES: readonly AppRoute[] = [
  {
    path: PATHS.home,
    screen: lazyScreen(() => import('./HomeScreen')),
    access: { role: 'employee' },
    menu: { title: 'Home', icon: homeOutline },
  },
];
