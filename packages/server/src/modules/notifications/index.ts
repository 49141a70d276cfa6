export type {
  NewNotification,
  OfficeListData,
  PickOutcomeData,
  PickOutcomeKind,
  ReminderData,
  TurnData,
} from './notification-data';
export { NOTIFICATION_HANDLERS } from './notifications.handlers';
export { recordedKeys, recordNotifications } from './notifications.service';
