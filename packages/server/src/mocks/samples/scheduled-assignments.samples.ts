import type { SCHEDULED_ASSIGNMENT_SERVICES } from '@crewline/protocol';
import type { MockSample } from '../mock-sample';

export const SCHEDULED_ASSIGNMENT_SAMPLES: { [S in keyof typeof SCHEDULED_ASSIGNMENT_SERVICES]: MockSample<S> } = {
  // MOCK_TODAY and the next 8 weeks (the picker's longest quick choice), as the app asks it.
  mta_scheduledAssignments: { request: { from: '2026-11-21', to: '2027-01-15' } },
};
