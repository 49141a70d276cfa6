import { STORAGE_WELCOME_MESSAGE } from '@crewline/protocol';
import { createStore, useStore } from '../../lib/external-store';

/** The text stored by "Don't show again" (docs/product.md#welcome-message: local storage key welcome_message). */
export function readNeverShow(): string | undefined {
  try {
    return localStorage.getItem(STORAGE_WELCOME_MESSAGE) ?? undefined;
  } catch {
    return undefined;
  }
}

interface Dismissal {
  /** Dismissed in this run: hidden until the app starts again. */
  dismissedText?: string;
  /** "Don't show again": hidden until the message text changes. */
  neverShowText?: string;
}

const dismissalStore = createStore<Dismissal>({ neverShowText: readNeverShow() });

export const useWelcomeDismissal = () => useStore(dismissalStore);

export function dismissWelcome(text: string): void {
  dismissalStore.set((d) => ({ ...d, dismissedText: text }));
}

export function neverShowWelcome(text: string): void {
  try {
    localStorage.setItem(STORAGE_WELCOME_MESSAGE, text);
  } catch {
    // Storage refused: it stays dismissed for this run only.
  }
  dismissalStore.set((d) => ({ ...d, neverShowText: text }));
}
