export { DEVICE_HANDLERS } from './devices.handlers';
export {
  endPushOfSession,
  liveNativePushTargets,
  liveWebPushTargets,
  type NativePushPlatform,
  type NativePushTarget,
  nativePushTarget,
  removeGoneSubscription,
  type WebPushTarget,
  webPushTarget,
} from './devices.repository';
