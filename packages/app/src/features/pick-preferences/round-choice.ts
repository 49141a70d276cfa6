import type { PreferenceRound } from '@crewline/protocol';
import { useStore } from '../../lib/external-store';
import { createSessionScopedStore } from '../../session/session-scoped-store';

/** The round the overview shows and the wizard adds to (routes carry no parameters). */
export const chosenRoundStore = createSessionScopedStore<number | undefined>(undefined);
export const useChosenRound = () => useStore(chosenRoundStore);

/** The package whose runs the assignments popup shows. */
export const popupPackageStore = createSessionScopedStore<number | undefined>(undefined);
export const usePopupPackage = () => useStore(popupPackageStore);

/** The round chosen, or the one that matters now: open with the turn to come, else open, else the first. */
export function roundToShow(
  rounds: readonly PreferenceRound[],
  chosen: number | undefined,
): PreferenceRound | undefined {
  return (
    rounds.find((r) => r.roundId === chosen) ??
    rounds.find((r) => r.status === 'OPEN' && r.turnStatus === 'WAITING') ??
    rounds.find((r) => r.status === 'OPEN') ??
    rounds[0]
  );
}

/** What a round's list holds, as its tab says it. */
export const ROUND_NAMES = { WORK: 'Work', VACATION: 'Vacation weeks', HOLIDAY: 'Holidays' } as const;
