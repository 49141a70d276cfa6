import { timeOutline } from 'ionicons/icons';
import { lazyScreen } from '../../lib/lazy-screen';
import { PATHS } from '../../lib/paths';
import type { AppRoute } from '../../lib/route.types';

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
