import type { ServiceElements } from '@crewline/protocol';
import type { InputOf, SignedInContext } from '../../exec/handlers';
import {
  lockPushToken,
  releaseDeviceAndToken,
  upsertFingerprintSupport,
  upsertPushSubscription,
} from './devices.repository';

/**
 * mta_subscribePushNotifications: the employee's record for this device gets the token. The
 * device and the token now belong to this employee alone (the last one who signed in on it),
 * so no one else's pushes reach this device.
 */
export async function subscribePushNotifications(
  { db, session, now }: SignedInContext,
  input: InputOf<'mta_subscribePushNotifications'>,
): Promise<ServiceElements<'mta_subscribePushNotifications'>> {
  const row = {
    passId: session.passId,
    deviceId: input.deviceId,
    platform: input.platform,
    token: input.token,
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
