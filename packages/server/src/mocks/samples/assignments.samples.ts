import type { ASSIGNMENT_SERVICES } from '@crewline/protocol';
import type { MockSample } from '../mock-sample';

export const ASSIGNMENT_SAMPLES: { [S in keyof typeof ASSIGNMENT_SERVICES]: MockSample<S> } = {};
