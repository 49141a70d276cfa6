export type { NewNotification, PickOutcomeData, PickOutcomeKind } from './notification-data';
export { NOTIFICATION_HANDLERS } from './notifications.handlers';
export { recordNotifications } from './notifications.service';
