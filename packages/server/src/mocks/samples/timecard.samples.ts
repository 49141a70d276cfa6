import type { TIMECARD_SERVICES } from '@crewline/protocol';
import type { MockSample } from '../mock-sample';

export const TIMECARD_SAMPLES: { [S in keyof typeof TIMECARD_SERVICES]: MockSample<S> } = {
  mta_timecardWeeks: { request: {} },
  // The latest week before MOCK_TODAY's (2026-11-15): the demo operator's long week.
  mta_timecard: { request: { weekStart: '2026-11-08' } },
  mta_timecardColors: { request: {} },
};
