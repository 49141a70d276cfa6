import { alarmOutline } from 'ionicons/icons';
import { PATHS } from '../../app/paths';
import type { AppRoute } from '../../app/route.types';
import { lazyScreen } from '../../lib/lazy-screen';

export const OT_AVAILABILITY_ROUTES: readonly AppRoute[] = [
  {
    path: PATHS.otAvailability,
    screen: lazyScreen(() => import('./OtAvailabilityScreen')),
    access: { role: 'RTO_NOT_SIRTOA' },
    menu: { title: 'OT Availability', icon: alarmOutline },
  },
];
