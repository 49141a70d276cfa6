import { LOADING_DISMISS_DELAY_MS } from '@crewline/protocol';
import { createStore } from '../lib/external-store';
import { ServiceError } from '../lib/service-error';

/** What the user must be told after a call: a popup, or the session is over (back to sign-in). */
export type Feedback = { kind: 'popup'; message: string } | { kind: 'session-expired'; message: string };

export const feedbackStore = createStore<Feedback | undefined>(undefined);

/** How many calls currently want the loading indicator. */
export const loadingStore = createStore(0);

/** Every failed call ends here, whoever made it (screens, queries, mutations). */
export function reportServiceError(err: unknown): void {
  const error = ServiceError.from(err);
  feedbackStore.set({ kind: error.sessionExpired ? 'session-expired' : 'popup', message: error.message });
}

export function showPopup(message: string): void {
  feedbackStore.set({ kind: 'popup', message });
}

/** Runs a call under the loading indicator; the indicator goes LOADING_DISMISS_DELAY_MS after the call ends. */
export async function withLoading<T>(work: () => Promise<T>, delayMs = LOADING_DISMISS_DELAY_MS): Promise<T> {
  loadingStore.set((n) => n + 1);
  try {
    return await work();
  } finally {
    setTimeout(() => loadingStore.set((n) => Math.max(0, n - 1)), delayMs);
  }
}
