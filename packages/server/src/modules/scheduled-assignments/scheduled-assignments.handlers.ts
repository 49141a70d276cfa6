import type { SCHEDULED_ASSIGNMENT_SERVICES } from '@crewline/protocol';
import { cachedRecords } from '../../exec/cached-records';
import type { HandlersOf } from '../../exec/handlers';
import { scheduledAssignments } from './scheduled-assignments.service';

export const SCHEDULED_ASSIGNMENT_HANDLERS: HandlersOf<typeof SCHEDULED_ASSIGNMENT_SERVICES> = {
  mta_scheduledAssignments: cachedRecords('mta_scheduledAssignments', scheduledAssignments),
};
