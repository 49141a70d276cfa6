import type { HandlerRegistry } from '../../exec/handlers';
import { otAvailability, submitAvailability } from './ot-availability.service';

export function registerAvailabilityHandlers(registry: HandlerRegistry): void {
  registry.register('mta_otAvailability', async ({ db, session, now, config }) => {
    if (!session) throw new Error('mta_otAvailability needs a session');
    return { elements: await otAvailability({ db, passId: session.passId, now, config }) };
  });
  registry.register('mta_submitAvailability', async ({ db, session, input, now, config }) => {
    if (!session) throw new Error('mta_submitAvailability needs a session');
    return {
      elements: await submitAvailability({ db, passId: session.passId, now, config, offered: input.offered }),
    };
  });
}
