export { apnsSender } from './apns.sender';
export { startJobQueueDelivery, useJobQueue } from './delivery.jobs';
export {
  type DeliveryChannels,
  type DeliveryRun,
  deliverNotifications,
  emailFooter,
  startNotificationDelivery,
} from './delivery.service';
export { fcmSender } from './fcm.sender';
export { smtpMailSender } from './mail.sender';
export type {
  CorrectionData,
  NewNotification,
  OfficeListData,
  PickOutcomeData,
  PickOutcomeKind,
  ReminderData,
  TurnData,
} from './notification-data';
export { NOTIFICATION_HANDLERS } from './notifications.handlers';
export { recordedKeys, recordNotifications } from './notifications.service';
export { quietHoursOf } from './preferences.service';
export { webPushSender } from './web-push.sender';
