import { alarmOutline } from 'ionicons/icons';
import { lazyScreen } from '../../lib/lazy-screen';
import { PATHS } from '../../lib/paths';
import type { AppRoute } from '../../lib/route.types';

export const OT_AVAILABILITY_ROUTES: readonly AppRoute[] = [
  {
    path: PATHS.otAvailability,
    screen: lazyScreen(() => import('./OtAvailabilityScreen')),
    access: { role: 'RTO_NOT_SIRTOA' },
    menu: { title: 'OT Availability', icon: alarmOutline },
  },
];
