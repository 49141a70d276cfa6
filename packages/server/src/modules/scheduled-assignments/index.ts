export { loadSchedule } from './schedule';
export { SCHEDULED_ASSIGNMENT_HANDLERS } from './scheduled-assignments.handlers';
export { findAbsences } from './scheduled-assignments.repository';
