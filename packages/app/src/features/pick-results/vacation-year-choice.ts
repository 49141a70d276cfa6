import { useStore } from '../../lib/external-store';
import { createSessionScopedStore } from '../../session/session-scoped-store';

/** The year chosen in the scheduled vacation weeks picker, for the viewer (routes carry no parameters). */
export const chosenVacationYearStore = createSessionScopedStore<number | undefined>(undefined);
export const useChosenVacationYear = () => useStore(chosenVacationYearStore);
