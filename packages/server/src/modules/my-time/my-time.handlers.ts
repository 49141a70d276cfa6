import type { MY_TIME_SERVICES } from '@crewline/protocol';
import type { HandlersOf } from '../../exec/handlers';
import { medicalScheduling } from '../medical/medical.service';
import { vrPickedJobs } from '../vacation-relief/vr.service';
import { requestDayOffAdd, requestDayOffDelete, requestDayOffGet, requestDayOffHolidays } from './day-off.service';

export const MY_TIME_HANDLERS: HandlersOf<typeof MY_TIME_SERVICES> = {
  mta_vrPickedJobs: vrPickedJobs,
  mta_medicalScheduling: medicalScheduling,
  mta_requestDayOffGet: requestDayOffGet,
  mta_requestDayOffHolidays: requestDayOffHolidays,
  mta_requestDayOffAdd: requestDayOffAdd,
  mta_requestDayOffDelete: requestDayOffDelete,
};
