import { DEVICE_TEXTS, type ServiceElements } from '@crewline/protocol';
import { RefusalError } from '../../exec/errors';
import type { InputOf, SignedInContext } from '../../exec/handlers';
import { isAllowedPushEndpoint, pushHostOf } from '../../lib/push-hosts';
import {
  lockPushToken,
  releaseDeviceAndToken,
  upsertFingerprintSupport,
  upsertPushSubscription,
} from './devices.repository';

/**
 * mta_subscribePushNotifications: the employee's record for this device gets the token, or a
 * browser's subscription (its endpoint is the token). The device and the token now belong to
 * this employee alone (the last one who signed in on it), so no one else's pushes reach this
 * device; the subscription lasts as long as the session that sent it (signing out ends it). A
 * subscription whose push service is not on PUSH_SERVICE_HOSTS is refused, in words naming it.
 */
export async function subscribePushNotifications(
  { db, session, now, config }: SignedInContext,
  input: InputOf<'mta_subscribePushNotifications'>,
): Promise<ServiceElements<'mta_subscribePushNotifications'>> {
  const web = input.subscription;
  if (web !== undefined && !isAllowedPushEndpoint(web.endpoint, config.notify.pushHosts)) {
    const at = pushHostOf(web.endpoint);
    throw new RefusalError(DEVICE_TEXTS.pushHostRefused(at ? `${at.host}:${at.port}` : web.endpoint));
  }
  // The schema lets through a token or a subscription, never neither.
  const token = web?.endpoint ?? input.token ?? '';
  const row = {
    passId: session.passId,
    deviceId: input.deviceId,
    platform: input.platform,
    token,
    p256dh: web?.keys.p256dh ?? null,
    auth: web?.keys.auth ?? null,
    sessionId: session.id,
    updatedAt: now,
  };
  await db.transaction(async (tx) => {
    await lockPushToken(tx, row.token);
    await releaseDeviceAndToken(tx, row);
    await upsertPushSubscription(tx, row);
  });
  return { deviceId: row.deviceId, updatedAt: now.toISOString() };
}

/** mta_fingerprintSupportLog: the device's latest report on biometric sign-in, per employee and device. */
export async function logFingerprintSupport(
  { db, session, now }: SignedInContext,
  input: InputOf<'mta_fingerprintSupportLog'>,
): Promise<ServiceElements<'mta_fingerprintSupportLog'>> {
  await upsertFingerprintSupport(db, {
    passId: session.passId,
    deviceId: input.deviceId,
    platform: input.platform,
    available: input.available,
    biometryType: input.biometryType,
    enrolled: input.enrolled,
    reportedAt: now,
  });
  return { deviceId: input.deviceId, updatedAt: now.toISOString() };
}
