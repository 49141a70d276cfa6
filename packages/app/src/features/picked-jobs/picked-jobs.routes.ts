import { briefcaseOutline } from 'ionicons/icons';
import { lazyScreen } from '../../lib/lazy-screen';
import { PATHS } from '../../lib/paths';
import type { AppRoute } from '../../lib/route.types';

export const PICKED_JOBS_ROUTES: readonly AppRoute[] = [
  {
    path: PATHS.pickedJobsPicker,
    screen: lazyScreen(() => import('./PickedJobsPickerScreen')),
    access: { role: 'employee' },
    menu: { title: 'Picked Jobs', icon: briefcaseOutline },
  },
  {
    path: PATHS.pickedJobsViewer,
    screen: lazyScreen(() => import('./PickedJobsViewerScreen')),
    access: { role: 'employee' },
  },
];
