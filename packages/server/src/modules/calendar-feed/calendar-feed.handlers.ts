import type { CALENDAR_FEED_SERVICES } from '@crewline/protocol';
import type { HandlersOf } from '../../exec/handlers';
import { calendarFeedStatus, renewCalendarFeed, revokeCalendarFeed } from './calendar-feed.service';

export const CALENDAR_FEED_HANDLERS: HandlersOf<typeof CALENDAR_FEED_SERVICES> = {
  mta_calendarFeed: calendarFeedStatus,
  mta_calendarFeedRenew: renewCalendarFeed,
  mta_calendarFeedRevoke: revokeCalendarFeed,
};
