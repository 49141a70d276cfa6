import type { NOTIFICATION_SERVICES } from '@crewline/protocol';
import type { MockSample } from '../mock-sample';

export const NOTIFICATION_SAMPLES: { [S in keyof typeof NOTIFICATION_SERVICES]: MockSample<S> } = {
  mta_notifications: { request: {} },
  mta_notificationsRead: { request: { all: true } },
  mta_notificationPreferences: { request: {} },
  mta_notificationPreferencesSave: {
    request: { off: [{ kind: 'SICK_IN', channel: 'email' }], quietHours: { start: 22 * 60, end: 6 * 60 } },
  },
};
