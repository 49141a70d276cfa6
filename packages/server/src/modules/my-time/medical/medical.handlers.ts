import type { MEDICAL_SERVICES } from '@crewline/protocol';
import type { HandlersOf } from '../../../exec/handlers';
import { medicalScheduling } from './medical.service';

export const MEDICAL_HANDLERS: HandlersOf<typeof MEDICAL_SERVICES> = {
  mta_medicalScheduling: medicalScheduling,
};
