import type { Db } from '../../db/client';
import {
  liveNativePushTargets,
  liveWebPushTargets,
  type NativePushPlatform,
  nativePushTarget,
  removeGoneSubscription,
  webPushTarget,
} from '../devices';
import type { NativePushSender } from './native-push';
import type { PushMessage } from './notification-texts';
import type { PushOutcome, PushSender } from './web-push.sender';

/**
 * The push channel's senders: Web Push for browsers, FCM for Android and APNs for iOS devices.
 * A device whose platform has no sender here (the agency set no credentials for it) gets no
 * push: the in-app list only.
 */
export interface PushChannels {
  push?: PushSender;
  fcm?: NativePushSender;
  apns?: NativePushSender;
}

const nativePlatforms = (channels: PushChannels): NativePushPlatform[] => [
  ...(channels.fcm ? (['android'] as const) : []),
  ...(channels.apns ? (['ios'] as const) : []),
];

export const hasPush = (channels: PushChannels) => nativePlatforms(channels).length > 0 || channels.push !== undefined;

/** The devices of these employees that push reaches through the senders this process has. */
export async function pushDevicesOf(
  db: Db,
  passIds: readonly string[],
  channels: PushChannels,
): Promise<{ passId: string; deviceId: string }[]> {
  const web = channels.push ? await liveWebPushTargets(db, passIds) : [];
  return [...web, ...(await liveNativePushTargets(db, passIds, nativePlatforms(channels)))];
}

/**
 * Sends one push delivery to the device as it is subscribed now, through its platform's
 * sender; a subscription or token the service says is gone is removed. Undefined: the device
 * has no subscription now that a sender here can reach.
 */
export async function sendPush(
  db: Db,
  channels: PushChannels,
  to: { passId: string; deviceId: string },
  message: PushMessage,
  topic: string,
): Promise<PushOutcome | undefined> {
  const web = channels.push ? await webPushTarget(db, to.passId, to.deviceId) : undefined;
  if (channels.push && web) {
    const outcome = await channels.push(web, message, topic);
    if (!outcome.ok && outcome.gone) await removeGoneSubscription(db, { ...web, token: web.endpoint });
    return outcome;
  }
  const native = await nativePushTarget(db, to.passId, to.deviceId, nativePlatforms(channels));
  const sender = native?.platform === 'android' ? channels.fcm : channels.apns;
  if (native === undefined || sender === undefined) return undefined;
  const outcome = await sender(native.token, message, topic);
  if (!outcome.ok && outcome.gone) await removeGoneSubscription(db, native);
  return outcome;
}
