export { OT_AVAILABILITY_HANDLERS } from './ot-availability.handlers';
