import type { ServiceClient } from '../../../api/service-client';
import type { AppLog } from '../../../lib/app-log';
import { deviceId } from '../../../lib/device-id';
import type { PlatformAdapter } from '../../../platform';

export { DEVICE_ID_KEY, deviceId } from '../../../lib/device-id';

export interface RegisterDeviceDeps {
  platform: Pick<PlatformAdapter, 'devicePlatform' | 'pushToken' | 'biometrics'>;
  client: Pick<ServiceClient, 'call'>;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  log: Pick<AppLog, 'write'>;
  /** A new random id (tests give their own). */
  newId?: () => string;
}

const why = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * After a sign-in: tells the server this device's push token and biometric support, for the
 * employee now signed in, when the platform has them (native with its plugins). Nothing here
 * is the employee's business: failures go to the app log, never to a popup.
 */
export async function registerDevice({ platform, client, storage, log, newId }: RegisterDeviceDeps): Promise<void> {
  const [token, biometrics] = await Promise.all([
    platform.pushToken().catch(() => undefined),
    platform.biometrics().catch(() => undefined),
  ]);
  if (token === undefined && biometrics === undefined) return;
  const device = { deviceId: deviceId(storage, newId), platform: platform.devicePlatform };
  const sends: Promise<unknown>[] = [];
  if (token !== undefined) {
    sends.push(
      client
        .call('mta_subscribePushNotifications', { ...device, token })
        .catch((err: unknown) => log.write('WARN', `Push subscription not sent: ${why(err)}`)),
    );
  }
  if (biometrics !== undefined) {
    sends.push(
      client
        .call('mta_fingerprintSupportLog', { ...device, ...biometrics })
        .catch((err: unknown) => log.write('WARN', `Biometric support not sent: ${why(err)}`)),
    );
  }
  await Promise.all(sends);
}
