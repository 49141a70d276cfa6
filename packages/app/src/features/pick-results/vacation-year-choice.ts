import { createStore, useStore } from '../../lib/external-store';

/** The year chosen in the scheduled vacation weeks picker, for the viewer (routes carry no parameters). */
export const chosenVacationYearStore = createStore<number | undefined>(undefined);
export const useChosenVacationYear = () => useStore(chosenVacationYearStore);
