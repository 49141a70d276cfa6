import type { CALENDAR_FEED_SERVICES } from '@crewline/protocol';
import type { MockSample } from '../mock-sample';

export const CALENDAR_FEED_SAMPLES: { [S in keyof typeof CALENDAR_FEED_SERVICES]: MockSample<S> } = {
  mta_calendarFeed: { request: {} },
  // The link holds a new random secret on every call.
  mta_calendarFeedRenew: { request: {}, volatile: ['url'] },
  mta_calendarFeedRevoke: { request: {} },
};
