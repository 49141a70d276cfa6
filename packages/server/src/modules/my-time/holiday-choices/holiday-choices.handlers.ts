import type { HOLIDAY_CHOICE_SERVICES } from '@crewline/protocol';
import type { HandlersOf } from '../../../exec/handlers';
import { holidayAccruePayGet, holidayAccruePaySave } from './holiday-choices.service';

export const HOLIDAY_CHOICE_HANDLERS: HandlersOf<typeof HOLIDAY_CHOICE_SERVICES> = {
  mta_holidayAccruePayGet: holidayAccruePayGet,
  mta_holidayAccruePaySave: holidayAccruePaySave,
};
