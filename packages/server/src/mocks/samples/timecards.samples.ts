import type { TIMECARD_SERVICES } from '@crewline/protocol';
import type { MockSample } from '../mock-sample';

export const TIMECARD_SAMPLES: { [S in keyof typeof TIMECARD_SERVICES]: MockSample<S> } = {};
