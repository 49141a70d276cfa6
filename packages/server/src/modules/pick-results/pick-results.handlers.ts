import type { PICK_RESULT_SERVICES } from '@crewline/protocol';
import type { HandlersOf } from '../../exec/handlers';
import { pickedHolidays, scheduledVacationWeekDetails, scheduledVacationWeeks } from './pick-results.service';

export const PICK_RESULT_HANDLERS: HandlersOf<typeof PICK_RESULT_SERVICES> = {
  mta_pickedHolidays: pickedHolidays,
  // The same pick, read the same way: the rounds are found by the employee's department.
  mta_rtoPickedHolidays: pickedHolidays,
  mta_scheduledVacationWeeks: scheduledVacationWeeks,
  mta_scheduledVacationWeekDetails: scheduledVacationWeekDetails,
};
