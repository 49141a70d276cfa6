import type { PICK_RESULT_SERVICES } from '@crewline/protocol';
import type { HandlersOf } from '../../exec/handlers';
import { pickedHolidays, scheduledVacationWeekDetails, scheduledVacationWeeks } from './pick-results.service';

export const PICK_RESULT_HANDLERS: HandlersOf<typeof PICK_RESULT_SERVICES> = {
  mta_pickedHolidays: pickedHolidays,
  mta_scheduledVacationWeeks: scheduledVacationWeeks,
  mta_scheduledVacationWeekDetails: scheduledVacationWeekDetails,
};
