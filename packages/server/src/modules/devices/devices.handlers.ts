import type { DEVICE_SERVICES } from '@crewline/protocol';
import type { HandlersOf } from '../../exec/handlers';
import { logFingerprintSupport, subscribePushNotifications } from './devices.service';

export const DEVICE_HANDLERS: HandlersOf<typeof DEVICE_SERVICES> = {
  mta_subscribePushNotifications: subscribePushNotifications,
  mta_fingerprintSupportLog: logFingerprintSupport,
};
