import type { MISCELLANEOUS_SERVICES } from '@crewline/protocol';
import type { MockSample } from '../../mock-sample';

const as = '200001';

export const MISCELLANEOUS_SAMPLES: { [S in keyof typeof MISCELLANEOUS_SERVICES]: MockSample<S> } = {
  mta_miscellaneousInit: { as, request: {} },
  mta_miscellaneousSubmit: {
    as,
    request: {
      requestId: '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      kind: 'JURY',
      firstDay: '2026-12-14',
      lastDay: '2026-12-16',
      note: 'Kings County Supreme Court, summons 4471',
      attachment: { name: 'jury-summons.pdf', type: 'application/pdf', bytes: 184_320 },
    },
  },
};
