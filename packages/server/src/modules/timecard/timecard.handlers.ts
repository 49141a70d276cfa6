import type { TIMECARD_SERVICES } from '@crewline/protocol';
import type { HandlersOf } from '../../exec/handlers';
import { readTimecard, timecardColors, timecardWeeks } from './timecard.service';

export const TIMECARD_HANDLERS: HandlersOf<typeof TIMECARD_SERVICES> = {
  mta_timecardWeeks: timecardWeeks,
  mta_timecard: readTimecard,
  mta_timecardColors: timecardColors,
};
