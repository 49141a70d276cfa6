import type { PICK_OFFICE_SERVICES } from '@crewline/protocol';
import type { MockSample } from '../mock-sample';

/** The first group of the demo agency's open bus pick; the supervisor (900002) runs every group. */
const FIRST_GROUP_ID = 1;

export const PICK_OFFICE_SAMPLES: { [S in keyof typeof PICK_OFFICE_SERVICES]: MockSample<S> } = {
  mta_officeGroups: { as: '900001', request: {} },
  mta_officeMonitor: { as: '900002', request: { groupId: FIRST_GROUP_ID } },
  mta_officePublicMonitor: { as: '900002', request: { depotCode: 'FB', setting: 'NAME' } },
};
