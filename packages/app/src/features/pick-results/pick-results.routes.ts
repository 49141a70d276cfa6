import { giftOutline, sunnyOutline } from 'ionicons/icons';
import { lazyScreen } from '../../lib/lazy-screen';
import { PATHS } from '../../lib/paths';
import type { AppRoute } from '../../lib/route.types';

const viewer = lazyScreen(() => import('./ScheduledVacationWeeksViewerScreen'));

/** Picked holidays (DOB) and scheduled vacation weeks (picker for all; a viewer per department, docs/product.md#route-list). */
export const PICKED_HOLIDAYS_ROUTES: readonly AppRoute[] = [
  {
    path: PATHS.pickedHolidaysViewer,
    screen: lazyScreen(() => import('./PickedHolidaysScreen')),
    access: { role: 'DOB' },
    menu: { title: 'Picked Holidays', icon: giftOutline },
  },
];

export const SCHEDULED_VACATION_WEEKS_ROUTES: readonly AppRoute[] = [
  {
    path: PATHS.scheduledVacationWeeksPicker,
    screen: lazyScreen(() => import('./ScheduledVacationWeeksPickerScreen')),
    access: { role: 'employee' },
    menu: { title: 'Scheduled Vacation Weeks', icon: sunnyOutline },
  },
  { path: PATHS.scheduledVacationWeeksViewerDob, screen: viewer, access: { role: 'DOB' } },
  { path: PATHS.scheduledVacationWeeksViewerRto, screen: viewer, access: { role: 'RTO' } },
];
