import { briefcaseOutline } from 'ionicons/icons';
import { PATHS } from '../../app/paths';
import type { AppRoute } from '../../app/route.types';
import { lazyScreen } from '../../lib/lazy-screen';

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
