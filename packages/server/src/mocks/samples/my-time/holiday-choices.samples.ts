import type { HOLIDAY_CHOICE_SERVICES } from '@crewline/protocol';
import type { MockSample } from '../../mock-sample';

const as = '200001';

export const HOLIDAY_CHOICE_SAMPLES: { [S in keyof typeof HOLIDAY_CHOICE_SERVICES]: MockSample<S> } = {
  mta_holidayAccruePayGet: { as, request: {} },
  // Veterans Day, which 200001 works; its choice is open until the end of the following pay week.
  mta_holidayAccruePaySave: {
    as,
    request: { requestId: '4e5f6a7b-8c9d-4e0f-a1b2-c3d4e5f6a7b8', date: '2026-11-11', choice: 'ACCRUE' },
  },
};
