import type { VACATION_RELIEF_SERVICES } from '@crewline/protocol';
import type { HandlersOf } from '../../exec/handlers';
import { vrCurrentPreferences, vrOpenBids, vrSetPreferences, vrWeeks } from './vr.service';

export const VACATION_RELIEF_HANDLERS: HandlersOf<typeof VACATION_RELIEF_SERVICES> = {
  mta_vrWeeks: vrWeeks,
  mta_vrOpenBids: vrOpenBids,
  mta_vrCurrentPreferences: vrCurrentPreferences,
  mta_vrSetPreferences: vrSetPreferences,
};
