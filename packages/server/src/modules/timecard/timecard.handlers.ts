import type { HandlerRegistry, Session } from '../../exec/handlers';
import { readTimecard, timecardColors, timecardWeeks } from './timecard.service';

function sessionOf(service: string, session: Session | undefined): Session {
  if (!session) throw new Error(`${service} needs a session`);
  return session;
}

export function registerTimecardHandlers(registry: HandlerRegistry): void {
  registry
    .register('mta_timecardWeeks', async ({ db, session }) => ({
      elements: await timecardWeeks(db, sessionOf('mta_timecardWeeks', session)),
    }))
    .register('mta_timecard', async ({ db, session, input, now, config }) => ({
      elements: await readTimecard({ db, session: sessionOf('mta_timecard', session), input, now, config }),
    }))
    .register('mta_timecardColors', async ({ db }) => ({ elements: await timecardColors(db) }));
}
