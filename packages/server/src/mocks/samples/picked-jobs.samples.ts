import type { PICKED_JOB_SERVICES } from '@crewline/protocol';
import type { MockSample } from '../mock-sample';

/**
 * The demo agency inserts the DOB picks first, oldest first: ids 1–3 are the bus operators'
 * picked picks, 3 the one in force today. The generator fails loudly if 100001 holds no job there.
 */
const CURRENT_DOB_PICK_PERIOD_ID = 3;

export const PICKED_JOB_SAMPLES: { [S in keyof typeof PICKED_JOB_SERVICES]: MockSample<S> } = {
  mta_pickedJobsDates: { request: {} },
  mta_pickedJobSlides: { request: {} },
  mta_pickedJobDetails: { request: { pickPeriodId: CURRENT_DOB_PICK_PERIOD_ID } },
};
