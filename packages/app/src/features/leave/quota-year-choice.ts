import { useStore } from '../../lib/external-store';
import { createSessionScopedStore } from '../../session/session-scoped-store';

/**
 * The year chosen in the picker, for the viewer (routes carry no parameters: docs/product.md#routes-and-menu). It ends
 * with the session: another employee signing in on the same device starts from the current year.
 */
const chosenYearStore = createSessionScopedStore<number | undefined>(undefined);

export function chooseQuotaYear(year: number | undefined): void {
  chosenYearStore.set(year);
}

/** The year to show; undefined: the current year. */
export const useChosenQuotaYear = (): number | undefined => useStore(chosenYearStore);
