import type { PICK_OFFICE_SERVICES } from '@crewline/protocol';
import type { HandlersOf } from '../../exec/handlers';
import { officeGroups, officeMonitor, officePublicMonitor } from './pick-office.service';

export const PICK_OFFICE_HANDLERS: HandlersOf<typeof PICK_OFFICE_SERVICES> = {
  mta_officeGroups: officeGroups,
  mta_officeMonitor: officeMonitor,
  mta_officePublicMonitor: officePublicMonitor,
};
