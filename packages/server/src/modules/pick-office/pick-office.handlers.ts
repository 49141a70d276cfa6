import type { PICK_OFFICE_SERVICES } from '@crewline/protocol';
import type { HandlersOf } from '../../exec/handlers';
import { officeEmployee, officeLatePick, officeMarkAbsent, officeSaveList } from './phone-in.service';
import { officeGroups, officeMonitor, officePublicMonitor } from './pick-office.service';

export const PICK_OFFICE_HANDLERS: HandlersOf<typeof PICK_OFFICE_SERVICES> = {
  mta_officeGroups: officeGroups,
  mta_officeMonitor: officeMonitor,
  mta_officePublicMonitor: officePublicMonitor,
  mta_officeEmployee: officeEmployee,
  mta_officeSaveList: officeSaveList,
  mta_officeMarkAbsent: officeMarkAbsent,
  mta_officeLatePick: officeLatePick,
};
