import {
  calendarOutline,
  callOutline,
  constructOutline,
  documentTextOutline,
  keyOutline,
  pulseOutline,
} from 'ionicons/icons';
import { lazyScreen } from '../../lib/lazy-screen';
import { PATHS } from '../../lib/paths';
import type { AppRoute } from '../../lib/route.types';

/** The pick office (docs/pick.md#the-pick-office): its own menu, which only office people see. */
export const PICK_OFFICE_ROUTES: readonly AppRoute[] = [
  {
    path: PATHS.office,
    screen: lazyScreen(() => import('./OfficeMonitorScreen')),
    access: { role: 'PICK_CLERK' },
    menu: { title: 'Live Monitor', icon: pulseOutline },
  },
  {
    path: PATHS.officeCalendar,
    screen: lazyScreen(() => import('./OfficeCalendarScreen')),
    access: { role: 'PICK_CLERK' },
    menu: { title: 'Pick Calendar', icon: calendarOutline },
  },
  {
    path: PATHS.officePhoneIn,
    screen: lazyScreen(() => import('./PhoneInScreen')),
    access: { role: 'PICK_CLERK' },
    menu: { title: 'Phone-in Lists', icon: callOutline },
  },
  {
    path: PATHS.officeCorrections,
    screen: lazyScreen(() => import('./OfficeCorrectionsScreen')),
    access: { role: 'PICK_SUPERVISOR' },
    menu: { title: 'Corrections', icon: constructOutline },
  },
  {
    path: PATHS.officeResults,
    screen: lazyScreen(() => import('./OfficeResultsScreen')),
    access: { role: 'PICK_CLERK' },
    menu: { title: 'Results', icon: documentTextOutline },
  },
  {
    path: PATHS.officeAccounts,
    screen: lazyScreen(() => import('./OfficeAccountsScreen')),
    access: { role: 'PICK_SUPERVISOR' },
    menu: { title: 'Accounts', icon: keyOutline },
  },
];
