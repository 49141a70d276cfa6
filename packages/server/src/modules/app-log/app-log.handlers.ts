import type { HandlerRegistry } from '../../exec/handlers';
import { receiveAppLog } from './app-log.service';

export function registerAppLogHandlers(registry: HandlerRegistry): void {
  registry.register('mta_appLog', async ({ db, session, input, now, config }) => {
    if (!session) throw new Error('mta_appLog needs a session');
    return { elements: await receiveAppLog({ db, session, input, now, config }) };
  });
}
