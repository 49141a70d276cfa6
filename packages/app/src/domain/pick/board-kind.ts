import { RTO_BOARD_NAMES } from '@crewline/protocol';
import { createContext, useContext } from 'react';

/** Which pick board a screen shows: the DOB board's screens serve the RTO board too. */
export type BoardKind = 'DOB' | 'RTO';

/** The board of the screens below it; everything outside the RTO board — the preference wizard too — reads the DOB one. */
export const BoardKindContext = createContext<BoardKind>('DOB');

export const useBoardKind = (): BoardKind => useContext(BoardKindContext);

/**
 * The name to call a board service by: on the RTO board its RTO name, whose payload and answer
 * are the DOB service's (so it is typed as the DOB one).
 */
export function boardService<S extends keyof typeof RTO_BOARD_NAMES>(kind: BoardKind, service: S): S {
  return (kind === 'RTO' ? RTO_BOARD_NAMES[service] : service) as S;
}
