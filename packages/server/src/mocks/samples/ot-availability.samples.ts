import { addDays, type OT_AVAILABILITY_SERVICES } from '@crewline/protocol';
import { MOCK_TODAY } from '../mock-clock';
import type { MockSample } from '../mock-sample';

export const OT_AVAILABILITY_SAMPLES: { [S in keyof typeof OT_AVAILABILITY_SERVICES]: MockSample<S> } = {
  mta_otAvailability: { as: '200001', request: {} },
  mta_submitAvailability: {
    as: '200001',
    request: {
      offered: [
        { date: addDays(MOCK_TODAY, 1), shift: 'AM' },
        { date: addDays(MOCK_TODAY, 1), shift: 'PM' },
        { date: addDays(MOCK_TODAY, 2), shift: 'NIGHT' },
        { date: addDays(MOCK_TODAY, 4), shift: 'AM' },
      ],
    },
  },
};
