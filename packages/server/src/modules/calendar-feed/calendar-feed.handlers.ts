import type { HandlerRegistry, Session } from '../../exec/handlers';
import { calendarFeedStatus, renewCalendarFeed, revokeCalendarFeed } from './calendar-feed.service';

const signedIn = (session: Session | undefined, service: string): Session => {
  if (!session) throw new Error(`${service} needs a session`);
  return session;
};

export function registerCalendarFeedHandlers(registry: HandlerRegistry): void {
  registry.register('mta_calendarFeed', async ({ db, session }) => ({
    elements: await calendarFeedStatus(db, signedIn(session, 'mta_calendarFeed').passId),
  }));
  registry.register('mta_calendarFeedRenew', async ({ db, session, now, origin }) => ({
    elements: await renewCalendarFeed(db, signedIn(session, 'mta_calendarFeedRenew').passId, now, origin),
  }));
  registry.register('mta_calendarFeedRevoke', async ({ db, session }) => ({
    elements: await revokeCalendarFeed(db, signedIn(session, 'mta_calendarFeedRevoke').passId),
  }));
}
