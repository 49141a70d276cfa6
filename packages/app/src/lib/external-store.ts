import { useSyncExternalStore } from 'react';

/** A tiny observable value for module-level app state, read in React with `useStore`. */
export interface Store<T> {
  get(): T;
  set(next: T | ((prev: T) => T)): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      value = typeof next === 'function' ? (next as (prev: T) => T)(value) : next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStore<T>(store: Store<T>): T;
/**
 * One fact drawn from the value (a string, a flag): the component renders again only when that
 * fact changes, not on every change of the store.
 */
export function useStore<T, S extends string | number | boolean | undefined>(
  store: Store<T>,
  select: (value: T) => S,
): S;
export function useStore<T, S>(store: Store<T>, select?: (value: T) => S): T | S {
  const read: () => T | S = select ? () => select(store.get()) : store.get;
  return useSyncExternalStore<T | S>(store.subscribe, read, read);
}
