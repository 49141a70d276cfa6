import { createStore, type Store } from '../lib/external-store';
import { sessionStore } from './session.store';

/**
 * A store of one employee's screen state (a list changed but not saved, the pick board's group
 * and filter, the bids seen): it goes back to where it began when the session ends, by sign-out
 * or by expiry, so whoever signs in next on the same device starts from their own.
 */
export function createSessionScopedStore<T>(initial: T): Store<T> {
  const store = createStore(initial);
  sessionStore.subscribe(() => {
    if (sessionStore.get() === undefined && store.get() !== initial) store.set(initial);
  });
  return store;
}
