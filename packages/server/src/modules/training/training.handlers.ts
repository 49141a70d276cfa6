import type { TRAINING_SERVICES } from '@crewline/protocol';
import type { HandlersOf } from '../../exec/handlers';
import { trainingAssignments, trainingDetailsByDate } from './training.service';

export const TRAINING_HANDLERS: HandlersOf<typeof TRAINING_SERVICES> = {
  mta_trainingAssignments: trainingAssignments,
  mta_trainingDetailsByDate: trainingDetailsByDate,
};
