import type { SERVICES, ServiceElements } from '@crewline/protocol';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  lockPushToken,
  releaseDeviceAndToken,
  upsertFingerprintSupport,
  upsertPushSubscription,
} from './devices.repository';

type Input<S extends keyof typeof SERVICES> = z.output<(typeof SERVICES)[S]['request']>;

interface DeviceCall<I> {
  db: Db;
  passId: string;
  now: Date;
  input: I;
}

/**
 * mta_subscribePushNotifications: the employee's record for this device gets the token. The
 * device and the token now belong to this employee alone (the last one who signed in on it),
 * so no one else's pushes reach this device.
 */
export async function subscribePushNotifications({
  db,
  passId,
  now,
  input,
}: DeviceCall<Input<'mta_subscribePushNotifications'>>): Promise<ServiceElements<'mta_subscribePushNotifications'>> {
  const row = { passId, deviceId: input.deviceId, platform: input.platform, token: input.token, updatedAt: now };
  await db.transaction(async (tx) => {
    await lockPushToken(tx, row.token);
    await releaseDeviceAndToken(tx, row);
    await upsertPushSubscription(tx, row);
  });
  return { deviceId: row.deviceId, updatedAt: now.toISOString() };
}

/** mta_fingerprintSupportLog: the device's latest report on biometric sign-in, per employee and device. */
export async function logFingerprintSupport({
  db,
  passId,
  now,
  input,
}: DeviceCall<Input<'mta_fingerprintSupportLog'>>): Promise<ServiceElements<'mta_fingerprintSupportLog'>> {
  await upsertFingerprintSupport(db, {
    passId,
    deviceId: input.deviceId,
    platform: input.platform,
    available: input.available,
    biometryType: input.biometryType,
    enrolled: input.enrolled,
    reportedAt: now,
  });
  return { deviceId: input.deviceId, updatedAt: now.toISOString() };
}
