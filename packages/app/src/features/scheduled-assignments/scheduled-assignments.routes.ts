import { calendarOutline } from 'ionicons/icons';
import { lazyScreen } from '../../lib/lazy-screen';
import { PATHS } from '../../lib/paths';
import type { AppRoute } from '../../lib/route.types';

export const SCHEDULED_ASSIGNMENTS_ROUTES: readonly AppRoute[] = [
  {
    path: PATHS.scheduledAssignmentsPicker,
    screen: lazyScreen(() => import('./ScheduledAssignmentsPickerScreen')),
    access: { role: 'employee' },
    menu: { title: 'Scheduled Assignments', icon: calendarOutline },
  },
  {
    path: PATHS.scheduledAssignmentsViewer,
    screen: lazyScreen(() => import('./ScheduledAssignmentsViewerScreen')),
    access: { role: 'employee' },
  },
];
