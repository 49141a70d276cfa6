import type { MISCELLANEOUS_SERVICES } from '@crewline/protocol';
import type { HandlersOf } from '../../../exec/handlers';
import { miscellaneousInit, miscellaneousSubmit } from './miscellaneous.service';

export const MISCELLANEOUS_HANDLERS: HandlersOf<typeof MISCELLANEOUS_SERVICES> = {
  mta_miscellaneousInit: miscellaneousInit,
  mta_miscellaneousSubmit: miscellaneousSubmit,
};
