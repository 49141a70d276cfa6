import type { BoardKind } from '../../domain/pick/board-kind';
import { PATHS } from '../../lib/paths';

/** The board's addresses: the pages both boards have, and each one's own (activities, work program). */
export function boardPaths(kind: BoardKind) {
  return kind === 'RTO'
    ? { ...PATHS.pickBoardRto, activities: undefined }
    : { ...PATHS.pickBoardDob, workProgram: undefined };
}
