import type { PICK_OFFICE_SERVICES } from '@crewline/protocol';
import type { HandlersOf } from '../../exec/handlers';
import { officeEnrolmentCode, officeFindEmployees } from './accounts.service';
import { officeGroups, officeMonitor, officePublicMonitor } from './pick-office.service';
import { officeResultFile, officeResults } from './results.service';

export const PICK_OFFICE_HANDLERS: HandlersOf<typeof PICK_OFFICE_SERVICES> = {
  mta_officeGroups: officeGroups,
  mta_officeMonitor: officeMonitor,
  mta_officePublicMonitor: officePublicMonitor,
  mta_officeResults: officeResults,
  mta_officeResultFile: officeResultFile,
  mta_officeFindEmployees: officeFindEmployees,
  mta_officeEnrolmentCode: officeEnrolmentCode,
};
