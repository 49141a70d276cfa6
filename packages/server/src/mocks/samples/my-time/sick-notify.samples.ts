import type { SICK_NOTIFY_SERVICES } from '@crewline/protocol';
import type { MockSample } from '../../mock-sample';

const as = '200001';

export const SICK_NOTIFY_SAMPLES: { [S in keyof typeof SICK_NOTIFY_SERVICES]: MockSample<S> } = {
  mta_notifyInOutGetAll: { as, request: {} },
  // Out sick from 09:00 on the mock day (half an hour before the mock clock).
  mta_notifyInOutAddAndGet: {
    as,
    request: { requestId: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a', direction: 'OUT', at: '2026-11-21T14:00:00.000Z' },
  },
};
