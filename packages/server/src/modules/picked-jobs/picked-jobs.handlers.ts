import type { PICKED_JOB_SERVICES } from '@crewline/protocol';
import type { HandlersOf } from '../../exec/handlers';
import { pickedJobDetails, pickedJobSlides, pickedJobsDates } from './picked-jobs.service';

export const PICKED_JOB_HANDLERS: HandlersOf<typeof PICKED_JOB_SERVICES> = {
  mta_pickedJobsDates: pickedJobsDates,
  mta_pickedJobSlides: pickedJobSlides,
  mta_pickedJobDetails: pickedJobDetails,
};
