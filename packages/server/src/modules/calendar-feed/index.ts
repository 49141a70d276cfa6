export { CALENDAR_FEED_HANDLERS } from './calendar-feed.handlers';
export { calendarFeedRoutes } from './calendar-feed.route';
