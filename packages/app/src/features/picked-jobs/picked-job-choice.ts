import { useStore } from '../../lib/external-store';
import { createSessionScopedStore } from '../../session/session-scoped-store';

/**
 * The pick period chosen in the picker, for the viewer: routes carry no parameters (docs/product.md#routes-and-menu).
 * Undefined: the viewer starts at the current job.
 */
export const chosenPickPeriodStore = createSessionScopedStore<number | undefined>(undefined);

export const useChosenPickPeriod = () => useStore(chosenPickPeriodStore);

export type ViewerPlan =
  | { kind: 'slides'; startIndex: number }
  /** A period that is not among the slides (a past one): its job alone. */
  | { kind: 'single'; pickPeriodId: number };

/** What the viewer shows for the chosen period, given the ids of the current and future slides. */
export function planViewer(chosen: number | undefined, slideIds: readonly number[]): ViewerPlan {
  if (chosen === undefined) return { kind: 'slides', startIndex: 0 };
  const index = slideIds.indexOf(chosen);
  return index >= 0 ? { kind: 'slides', startIndex: index } : { kind: 'single', pickPeriodId: chosen };
}
