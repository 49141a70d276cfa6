import type { DAY_OFF_SERVICES } from '@crewline/protocol';
import type { MockSample } from '../../mock-sample';

const RTO = '200001';

/** 200001 (RTO) asks for days off. */
export const DAY_OFF_SAMPLES: { [S in keyof typeof DAY_OFF_SERVICES]: MockSample<S> } = {
  mta_requestDayOffGet: { as: RTO, request: {} },
  mta_requestDayOffHolidays: { as: RTO, request: {} },
  // A day 200001 works (Thursday 10-Dec-26), with places left; the first request of the demo (id 1), then cancelled.
  mta_requestDayOffAdd: {
    as: RTO,
    request: { requestId: '3f1c2b7a-6d4e-4a8b-9c0d-1e2f3a4b5c6d', date: '2026-12-10', bank: 'PERS' },
  },
  mta_requestDayOffDelete: {
    as: RTO,
    request: { requestId: '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d', dayOffId: 1 },
  },
};
