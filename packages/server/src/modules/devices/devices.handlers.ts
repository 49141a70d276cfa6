import type { HandlerRegistry } from '../../exec/handlers';
import { logFingerprintSupport, subscribePushNotifications } from './devices.service';

export function registerDeviceHandlers(registry: HandlerRegistry): void {
  registry.register('mta_subscribePushNotifications', async ({ db, session, input, now }) => {
    if (!session) throw new Error('mta_subscribePushNotifications needs a session');
    return { elements: await subscribePushNotifications({ db, passId: session.passId, now, input }) };
  });
  registry.register('mta_fingerprintSupportLog', async ({ db, session, input, now }) => {
    if (!session) throw new Error('mta_fingerprintSupportLog needs a session');
    return { elements: await logFingerprintSupport({ db, passId: session.passId, now, input }) };
  });
}
