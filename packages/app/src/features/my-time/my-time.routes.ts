import { personCircleOutline } from 'ionicons/icons';
import { lazyScreen } from '../../lib/lazy-screen';
import { PATHS } from '../../lib/paths';
import type { AppRoute } from '../../lib/route.types';

const RTO = { role: 'RTO' } as const;

/** My Time (RTO, docs/product.md#my-time-pages): the hub and the sub-areas built so far; the others are routes without screens yet. */
export const MY_TIME_ROUTES: readonly AppRoute[] = [
  {
    path: PATHS.myTime.root,
    screen: lazyScreen(() => import('./MyTimeScreen')),
    access: RTO,
    menu: { title: 'My Time', icon: personCircleOutline },
  },
  { path: PATHS.myTime.vrPickedJobs, screen: lazyScreen(() => import('./VrPickedJobsScreen')), access: RTO },
  { path: PATHS.myTime.sickNotifyInOut, screen: lazyScreen(() => import('./SickNotifyScreen')), access: RTO },
  { path: PATHS.myTime.notifyInOutPopup, screen: lazyScreen(() => import('./NotifyInOutScreen')), access: RTO },
  { path: PATHS.myTime.requestDayOff, screen: lazyScreen(() => import('./RequestDayOffScreen')), access: RTO },
  { path: PATHS.myTime.addDayOffPopup, screen: lazyScreen(() => import('./AddDayOffScreen')), access: RTO },
  {
    path: PATHS.myTime.holidaysAccruePay,
    screen: lazyScreen(() => import('./HolidaysAccruePayScreen')),
    access: RTO,
  },
  { path: PATHS.myTime.vacationInDays, screen: lazyScreen(() => import('./VacationDaysScreen')), access: RTO },
  {
    path: PATHS.myTime.medicalSchedulingTraining,
    screen: lazyScreen(() => import('./MedicalTrainingScreen')),
    access: RTO,
  },
  { path: PATHS.myTime.miscellaneous, screen: lazyScreen(() => import('./MiscellaneousScreen')), access: RTO },
];
