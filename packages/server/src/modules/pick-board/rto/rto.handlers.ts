import { RTO_BOARD_NAMES, type RTO_PICK_BOARD_SERVICES } from '@crewline/protocol';
import type { HandlersOf } from '../../../exec/handlers';
import { PICK_BOARD_HANDLERS } from '../dob/dob.handlers';
import { packageRdos, workProgram } from './rto.service';

/**
 * The RTO board's equivalents are the DOB board's handlers under their RTO names (the board reads
 * the signed-in employee's own department's pick), plus its own two.
 */
export const RTO_PICK_BOARD_HANDLERS = {
  ...Object.fromEntries(
    Object.entries(RTO_BOARD_NAMES).map(([dob, rto]) => [
      rto,
      PICK_BOARD_HANDLERS[dob as keyof typeof RTO_BOARD_NAMES],
    ]),
  ),
  mta_rtoPackageRdos: packageRdos,
  mta_rtoWorkProgram: workProgram,
} as HandlersOf<typeof RTO_PICK_BOARD_SERVICES>;
