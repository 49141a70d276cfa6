import type { VACATION_RELIEF_SERVICES } from '@crewline/protocol';
import type { MockSample } from '../mock-sample';

/**
 * 200002 (class HR at 207) bids for vacation relief in the demo agency; the first relief week is after bidding closes,
 * so 200002 is not yet awarded relief work on the mock day.
 */
const as = '200002';

export const VACATION_RELIEF_SAMPLES: { [S in keyof typeof VACATION_RELIEF_SERVICES]: MockSample<S> } = {
  mta_vrPickedJobs: { as, request: {} },
  mta_vrWeeks: { as, request: {} },
  // The first relief week with an open bid on the mock day: the week the open-bids screen shows first.
  mta_vrOpenBids: { as, request: { weekStart: '2026-12-06' } },
  mta_vrCurrentPreferences: { as, request: {} },
  // An empty list: the demo's bid ids depend on what the seniors were awarded before the mocks are made.
  mta_vrSetPreferences: { as, request: { requestId: '5c2e9a41-8b7d-4f6e-a3c1-9d8e7f6a5b4c', items: [] } },
};
