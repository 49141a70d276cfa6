export { PICK_RESULT_HANDLERS } from './pick-results.handlers';
