import type { TIMECARD_SERVICES } from '@crewline/protocol';
import { cachedRecords } from '../../exec/cached-records';
import type { HandlersOf } from '../../exec/handlers';
import { readTimecard, timecardColors, timecardWeeks } from './timecard.service';

export const TIMECARD_HANDLERS: HandlersOf<typeof TIMECARD_SERVICES> = {
  mta_timecardWeeks: cachedRecords('mta_timecardWeeks', timecardWeeks),
  mta_timecard: cachedRecords('mta_timecard', readTimecard),
  mta_timecardColors: cachedRecords('mta_timecardColors', timecardColors),
};
