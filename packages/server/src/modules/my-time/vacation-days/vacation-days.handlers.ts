import type { VACATION_DAYS_SERVICES } from '@crewline/protocol';
import type { HandlersOf } from '../../../exec/handlers';
import { vacationInDaysGet, vacationInDaysSave } from './vacation-days.service';

export const VACATION_DAYS_HANDLERS: HandlersOf<typeof VACATION_DAYS_SERVICES> = {
  mta_vacationInDaysGet: vacationInDaysGet,
  mta_vacationInDaysSave: vacationInDaysSave,
};
