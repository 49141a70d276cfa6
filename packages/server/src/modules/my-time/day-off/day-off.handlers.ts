import type { DAY_OFF_SERVICES } from '@crewline/protocol';
import type { HandlersOf } from '../../../exec/handlers';
import { requestDayOffAdd, requestDayOffDelete, requestDayOffGet, requestDayOffHolidays } from './day-off.service';

export const DAY_OFF_HANDLERS: HandlersOf<typeof DAY_OFF_SERVICES> = {
  mta_requestDayOffGet: requestDayOffGet,
  mta_requestDayOffHolidays: requestDayOffHolidays,
  mta_requestDayOffAdd: requestDayOffAdd,
  mta_requestDayOffDelete: requestDayOffDelete,
};
