import type { PICKED_JOB_SERVICES } from '@crewline/protocol';
import { cachedRecords } from '../../exec/cached-records';
import type { HandlersOf } from '../../exec/handlers';
import { pickedJobDetails, pickedJobSlides, pickedJobsDates } from './picked-jobs.service';

export const PICKED_JOB_HANDLERS: HandlersOf<typeof PICKED_JOB_SERVICES> = {
  mta_pickedJobsDates: cachedRecords('mta_pickedJobsDates', pickedJobsDates),
  mta_pickedJobSlides: cachedRecords('mta_pickedJobSlides', pickedJobSlides),
  mta_pickedJobDetails: cachedRecords('mta_pickedJobDetails', pickedJobDetails),
};
