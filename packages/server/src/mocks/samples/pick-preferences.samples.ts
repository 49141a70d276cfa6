import type { PICK_PREFERENCE_SERVICES } from '@crewline/protocol';
import type { MockSample } from '../mock-sample';

/**
 * The demo agency inserts the rounds of the picks already made first (six), then the open DOB
 * pick's work, vacation and holiday rounds: 7 is its work round, in which 100001's turn is
 * still to come on the mock day. Its packages are numbered group by group (ENY, FB, JG): ENY's
 * 251 full-time and ~20 part-time packages come first, so FB's full-time ones start at 272.
 * The generator fails loudly if a sample is refused.
 */
const DOB_WORK_ROUND_ID = 7;
const FB_FULL_TIME_LATE_PACKAGES = [512, 509, 505];

export const PICK_PREFERENCE_SAMPLES: { [S in keyof typeof PICK_PREFERENCE_SERVICES]: MockSample<S> } = {
  mta_pickPreferencesInit: { request: {} },
  mta_closedPackages: { request: { roundId: DOB_WORK_ROUND_ID } },
  mta_pickProjection: { request: { roundId: DOB_WORK_ROUND_ID } },
  mta_savePreferences: {
    request: {
      roundId: DOB_WORK_ROUND_ID,
      requestId: '7d4a1f52-3c1e-4b7e-9a5e-2f0c6d9b8e11',
      items: FB_FULL_TIME_LATE_PACKAGES,
    },
  },
  mta_deleteUserPreferences: {
    request: { roundId: DOB_WORK_ROUND_ID, requestId: '0b9e8d7c-6a5f-4e3d-8c2b-1a0f9e8d7c6b' },
  },
};
