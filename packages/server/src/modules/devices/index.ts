export { DEVICE_HANDLERS } from './devices.handlers';
export {
  endPushOfSession,
  liveWebPushTargets,
  removeGoneSubscription,
  type WebPushTarget,
  webPushTarget,
} from './devices.repository';
