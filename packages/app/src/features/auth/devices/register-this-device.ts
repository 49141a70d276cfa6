import { serviceClient } from '../../../api/services';
import { appLog } from '../../../lib/app-log';
import { platform } from '../../../platform';
import { registerDevice } from './register-device';

/** registerDevice with the app's platform, service client, storage and log (loaded after sign-in). */
export function registerThisDevice(): Promise<void> {
  return registerDevice({ platform: platform(), client: serviceClient, storage: localStorage, log: appLog });
}
