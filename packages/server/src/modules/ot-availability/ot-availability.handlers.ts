import type { OT_AVAILABILITY_SERVICES } from '@crewline/protocol';
import type { HandlersOf } from '../../exec/handlers';
import { otAvailability, submitAvailability } from './ot-availability.service';

export const OT_AVAILABILITY_HANDLERS: HandlersOf<typeof OT_AVAILABILITY_SERVICES> = {
  mta_otAvailability: otAvailability,
  mta_submitAvailability: submitAvailability,
};
