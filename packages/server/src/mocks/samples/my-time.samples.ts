import type { MY_TIME_SERVICES } from '@crewline/protocol';
import type { MockSample } from '../mock-sample';

/** 200001 (RTO) has a medical appointment to come; 200002 (class HR) bids for relief, not yet awarded on the mock day. */
export const MY_TIME_SAMPLES: { [S in keyof typeof MY_TIME_SERVICES]: MockSample<S> } = {
  mta_vrPickedJobs: { as: '200002', request: {} },
  mta_medicalScheduling: { as: '200001', request: {} },
};
