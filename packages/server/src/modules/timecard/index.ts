export { TIMECARD_HANDLERS } from './timecard.handlers';
