import type { HandlerRegistry } from '../../exec/handlers';
import { signIn } from './auth.service';
import { profileElements } from './profile';
import { closeSession } from './sessions.service';

export function registerAuthHandlers(registry: HandlerRegistry): void {
  registry.register('mta_login', signIn);

  registry.register('mta_loginTicket', async ({ db, session, now, config }) => {
    if (!session) throw new Error('mta_loginTicket needs a session');
    return { elements: await profileElements(db, session.employee, session.ticket, now, config) };
  });

  registry.register('mta_logout', async ({ db, session, now, config }) => {
    if (!session) throw new Error('mta_logout needs a session');
    await closeSession(db, session, now, config);
    return { elements: { loggedOut: true as const }, issued: { ticket: '', transactionId: session.transactionId } };
  });
}
