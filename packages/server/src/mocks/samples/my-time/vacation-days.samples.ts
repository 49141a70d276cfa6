import type { VACATION_DAYS_SERVICES } from '@crewline/protocol';
import type { MockSample } from '../../mock-sample';

const as = '200001';

export const VACATION_DAYS_SAMPLES: { [S in keyof typeof VACATION_DAYS_SERVICES]: MockSample<S> } = {
  mta_vacationInDaysGet: { as, request: {} },
  // Two days 200001 works (Thursday 10-Dec-26 and Wednesday 16-Dec-26), each with places left.
  mta_vacationInDaysSave: {
    as,
    request: { requestId: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f', add: ['2026-12-10', '2026-12-16'], giveBack: [] },
  },
};
