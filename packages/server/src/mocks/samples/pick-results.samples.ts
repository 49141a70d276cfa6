import type { PICK_RESULT_SERVICES } from '@crewline/protocol';
import type { MockSample } from '../mock-sample';

/** 100001 has vacation days in the demo agency's current year (2026 on the mock day). */
const MOCK_YEAR = 2026;

export const PICK_RESULT_SAMPLES: { [S in keyof typeof PICK_RESULT_SERVICES]: MockSample<S> } = {
  mta_pickedHolidays: { request: {} },
  mta_rtoPickedHolidays: { as: '200001', request: {} },
  mta_scheduledVacationWeeks: { request: {} },
  mta_scheduledVacationWeekDetails: { request: { year: MOCK_YEAR } },
};
