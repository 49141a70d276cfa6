import type { MY_TIME_SERVICES } from '@crewline/protocol';
import type { HandlersOf } from '../../exec/handlers';
import { DAY_OFF_HANDLERS } from './day-off/day-off.handlers';
import { HOLIDAY_CHOICE_HANDLERS } from './holiday-choices/holiday-choices.handlers';
import { MEDICAL_HANDLERS } from './medical/medical.handlers';
import { MISCELLANEOUS_HANDLERS } from './miscellaneous/miscellaneous.handlers';
import { SICK_NOTIFY_HANDLERS } from './sick-notify/sick-notify.handlers';
import { VACATION_DAYS_HANDLERS } from './vacation-days/vacation-days.handlers';

/** My Time's services, one sub-area a folder. */
export const MY_TIME_HANDLERS: HandlersOf<typeof MY_TIME_SERVICES> = {
  ...MEDICAL_HANDLERS,
  ...DAY_OFF_HANDLERS,
  ...MISCELLANEOUS_HANDLERS,
  ...SICK_NOTIFY_HANDLERS,
  ...VACATION_DAYS_HANDLERS,
  ...HOLIDAY_CHOICE_HANDLERS,
};
