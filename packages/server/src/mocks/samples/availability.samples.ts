import type { AVAILABILITY_SERVICES } from '@crewline/protocol';
import type { MockSample } from '../mock-sample';

export const AVAILABILITY_SAMPLES: { [S in keyof typeof AVAILABILITY_SERVICES]: MockSample<S> } = {};
