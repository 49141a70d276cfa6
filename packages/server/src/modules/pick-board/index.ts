export { holdersIn } from './board-cache';
export { PICK_BOARD_HANDLERS } from './dob/dob.handlers';
export { groupHolidays, myPopulations } from './pick-board.repository';
export { RTO_PICK_BOARD_HANDLERS } from './rto/rto.handlers';
