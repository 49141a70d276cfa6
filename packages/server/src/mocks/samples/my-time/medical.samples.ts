import type { MEDICAL_SERVICES } from '@crewline/protocol';
import type { MockSample } from '../../mock-sample';

/** 200001 (RTO) has a medical appointment to come. */
export const MEDICAL_SAMPLES: { [S in keyof typeof MEDICAL_SERVICES]: MockSample<S> } = {
  mta_medicalScheduling: { as: '200001', request: {} },
};
