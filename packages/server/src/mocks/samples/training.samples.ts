import type { TRAINING_SERVICES } from '@crewline/protocol';
import type { MockSample } from '../mock-sample';

/** 200001 (RTO) has a training day two to three weeks after the mock day, as every demo sign-in does. */
const as = '200001';

export const TRAINING_SAMPLES: { [S in keyof typeof TRAINING_SERVICES]: MockSample<S> } = {
  mta_trainingAssignments: { as, request: {} },
  // 200001's next training day on the mock day (the demo's records are made from the seed day).
  mta_trainingDetailsByDate: { as, request: { date: '2026-12-08' } },
};
