import type { NotificationScreen } from '@crewline/protocol';
import { PATHS } from '../../lib/paths';

/** The path of each screen a notification opens (the server names the screen, the app holds the paths). */
export const NOTIFICATION_PATHS: Record<NotificationScreen, string> = {
  pickPreferences: PATHS.pickPreferencesOverview,
  vrPreferences: PATHS.vrSelectedBids,
  requestDayOff: PATHS.myTime.requestDayOff,
  sickNotifyInOut: PATHS.myTime.sickNotifyInOut,
};
