import { timeOutline } from 'ionicons/icons';
import { PATHS } from '../../app/paths';
import type { AppRoute } from '../../app/route.types';
import { lazyScreen } from '../../lib/lazy-screen';

export const TIMECARD_ROUTES: readonly AppRoute[] = [
  {
    path: PATHS.timecardPicker,
    screen: lazyScreen(() => import('./TimecardPickerScreen')),
    access: { role: 'employee' },
    menu: { title: 'Timecard', icon: timeOutline },
  },
  {
    path: PATHS.timecardViewer,
    screen: lazyScreen(() => import('./TimecardViewerScreen')),
    access: { role: 'employee' },
  },
];
