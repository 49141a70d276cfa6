import type { LEAVE_SERVICES } from '@crewline/protocol';
import { MOCK_TODAY } from '../mock-clock';
import type { MockSample } from '../mock-sample';

export const LEAVE_SAMPLES: { [S in keyof typeof LEAVE_SERVICES]: MockSample<S> } = {
  mta_leaveBalances: { request: {} },
  mta_quotaAbsences: { request: { year: Number(MOCK_TODAY.slice(0, 4)) } },
};
