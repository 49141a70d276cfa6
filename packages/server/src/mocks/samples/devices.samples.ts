import type { DEVICE_SERVICES } from '@crewline/protocol';
import type { MockSample } from '../mock-sample';

export const DEVICE_SAMPLES: { [S in keyof typeof DEVICE_SERVICES]: MockSample<S> } = {};
