import { DEFAULT_PASSWORD_RESET_LINK, type Environment, type EnvironmentList } from '@crewline/protocol';
import { createStore, useStore } from '../lib/external-store';

/** The outcome of environment start-up, kept for the whole run. */
export type EnvironmentState =
  | { status: 'loading' }
  | { status: 'ready'; environment: Environment; list: EnvironmentList; version: string }
  | { status: 'failed'; message: string }
  | { status: 'exited'; message: string };

export const environmentStore = createStore<EnvironmentState>({ status: 'loading' });

export const useEnvironment = () => useStore(environmentStore);

/** Resolves once start-up is ready (rejects with its message when start-up failed). */
export function readyEnvironment(): Promise<Extract<EnvironmentState, { status: 'ready' }>> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const state = environmentStore.get();
      if (state.status === 'loading') return false;
      unsubscribe?.();
      if (state.status === 'ready') resolve(state);
      else reject(new Error(state.message));
      return true;
    };
    let unsubscribe: (() => void) | undefined;
    if (!check()) unsubscribe = environmentStore.subscribe(check);
  });
}

/** The environment list's password-reset link, or the built-in one (docs/product.md#constants) before start-up or when blank. */
export function passwordResetLink(state: EnvironmentState): string {
  const link = state.status === 'ready' ? state.list.passwordResetLink.trim() : '';
  return link === '' ? DEFAULT_PASSWORD_RESET_LINK : link;
}
