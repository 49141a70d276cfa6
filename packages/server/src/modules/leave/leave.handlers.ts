import type { HandlerRegistry } from '../../exec/handlers';
import { localIsoDate } from '../../lib/local-time';
import { leaveBalances, quotaAbsences } from './leave.service';

export function registerLeaveHandlers(registry: HandlerRegistry): void {
  registry.register('mta_leaveBalances', async ({ db, session, now, config }) => {
    if (!session) throw new Error('mta_leaveBalances needs a session');
    return { elements: await leaveBalances(db, session.passId, localIsoDate(now, config.timeZone)) };
  });
  registry.register('mta_quotaAbsences', async ({ db, session, input, now, config }) => {
    if (!session) throw new Error('mta_quotaAbsences needs a session');
    return { elements: await quotaAbsences(db, session.passId, localIsoDate(now, config.timeZone), input.year) };
  });
}
