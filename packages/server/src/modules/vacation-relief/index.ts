export { VACATION_RELIEF_HANDLERS } from './vacation-relief.handlers';
