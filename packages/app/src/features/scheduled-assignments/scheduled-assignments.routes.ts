import { calendarOutline } from 'ionicons/icons';
import { PATHS } from '../../app/paths';
import type { AppRoute } from '../../app/route.types';
import { lazyScreen } from '../../lib/lazy-screen';

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
