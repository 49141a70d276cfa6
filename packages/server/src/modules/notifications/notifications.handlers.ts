import type { NOTIFICATION_SERVICES } from '@crewline/protocol';
import type { HandlersOf } from '../../exec/handlers';
import { notifications, notificationsRead } from './notifications.service';
import { notificationPreferences, notificationPreferencesSave } from './preferences.service';

export const NOTIFICATION_HANDLERS: HandlersOf<typeof NOTIFICATION_SERVICES> = {
  mta_notifications: notifications,
  mta_notificationsRead: notificationsRead,
  mta_notificationPreferences: notificationPreferences,
  mta_notificationPreferencesSave: notificationPreferencesSave,
};
