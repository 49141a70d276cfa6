import { useStore } from '../../lib/external-store';
import { createSessionScopedStore } from '../../session/session-scoped-store';

/**
 * The year chosen in the picker, for the viewer (spec §2 shows no route parameters). It is the
 * chooser's: another employee signing in on the same device starts from the current year.
 */
const chosenYearStore = createSessionScopedStore<{ passId: string; year: number } | undefined>(undefined);

export function chooseQuotaYear(passId: string, year: number | undefined): void {
  chosenYearStore.set(year === undefined ? undefined : { passId, year });
}

/** The year to show to `passId`; undefined: the current year. */
export function useChosenQuotaYear(passId: string | undefined): number | undefined {
  const chosen = useStore(chosenYearStore);
  return chosen !== undefined && chosen.passId === passId ? chosen.year : undefined;
}
