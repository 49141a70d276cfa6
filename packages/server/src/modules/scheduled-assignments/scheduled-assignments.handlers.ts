import type { HandlerRegistry } from '../../exec/handlers';
import { localIsoDate } from '../../lib/local-time';
import { scheduledAssignments } from './scheduled-assignments.service';

export function registerAssignmentHandlers(registry: HandlerRegistry): void {
  registry.register('mta_scheduledAssignments', async ({ db, session, input, now, config }) => {
    if (!session) throw new Error('mta_scheduledAssignments needs a session');
    return { elements: await scheduledAssignments(db, session, input, localIsoDate(now, config.timeZone)) };
  });
}
