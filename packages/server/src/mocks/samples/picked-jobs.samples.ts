import type { PICKED_JOB_SERVICES } from '@crewline/protocol';
import type { MockSample } from '../mock-sample';

export const PICKED_JOB_SAMPLES: { [S in keyof typeof PICKED_JOB_SERVICES]: MockSample<S> } = {};
