import type { LEAVE_SERVICES } from '@crewline/protocol';
import type { MockSample } from '../mock-sample';

export const LEAVE_SAMPLES: { [S in keyof typeof LEAVE_SERVICES]: MockSample<S> } = {};
