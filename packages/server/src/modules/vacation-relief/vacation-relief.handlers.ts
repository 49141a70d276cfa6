import type { VACATION_RELIEF_SERVICES } from '@crewline/protocol';
import type { HandlersOf } from '../../exec/handlers';
import { vrCurrentPreferences, vrOpenBids, vrPickedJobs, vrSetPreferences, vrWeeks } from './vacation-relief.service';

export const VACATION_RELIEF_HANDLERS: HandlersOf<typeof VACATION_RELIEF_SERVICES> = {
  mta_vrPickedJobs: vrPickedJobs,
  mta_vrWeeks: vrWeeks,
  mta_vrOpenBids: vrOpenBids,
  mta_vrCurrentPreferences: vrCurrentPreferences,
  mta_vrSetPreferences: vrSetPreferences,
};
