import type { PICK_OFFICE_SERVICES } from '@crewline/protocol';
import type { HandlersOf } from '../../exec/handlers';
import { officeEnrolmentCode, officeFindEmployees } from './accounts.service';
import { officeCorrectionApply, officeCorrectionPreview } from './corrections.service';
import { officeEmployee, officeLatePick, officeMarkAbsent, officeSaveList } from './phone-in.service';
import {
  officeCalendar,
  officeCreateRound,
  officePause,
  officeResume,
  officeSchedulePreview,
  officeScheduleSave,
} from './pick-calendar.service';
import { officeGroups, officeMonitor, officePublicMonitor } from './pick-office.service';
import { officeResultFile, officeResults } from './results.service';

export const PICK_OFFICE_HANDLERS: HandlersOf<typeof PICK_OFFICE_SERVICES> = {
  mta_officeGroups: officeGroups,
  mta_officeMonitor: officeMonitor,
  mta_officePublicMonitor: officePublicMonitor,
  mta_officeCalendar: officeCalendar,
  mta_officeCreateRound: officeCreateRound,
  mta_officeSchedulePreview: officeSchedulePreview,
  mta_officeScheduleSave: officeScheduleSave,
  mta_officePause: officePause,
  mta_officeResume: officeResume,
  mta_officeEmployee: officeEmployee,
  mta_officeSaveList: officeSaveList,
  mta_officeMarkAbsent: officeMarkAbsent,
  mta_officeLatePick: officeLatePick,
  mta_officeResults: officeResults,
  mta_officeResultFile: officeResultFile,
  mta_officeFindEmployees: officeFindEmployees,
  mta_officeEnrolmentCode: officeEnrolmentCode,
  mta_officeCorrectionPreview: officeCorrectionPreview,
  mta_officeCorrectionApply: officeCorrectionApply,
};
