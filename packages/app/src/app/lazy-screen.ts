import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export interface LazyScreen {
  /** Loads the screen's chunk (call it early to have the screen ready before navigating). */
  load: () => Promise<{ default: ComponentType }>;
  Component: LazyExoticComponent<ComponentType>;
}

/** A screen in its own chunk, loaded on demand (spec §2 "All routes are loaded on demand"). */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  let pending: Promise<{ default: ComponentType }> | undefined;
  const once = () => {
    pending ??= load();
    return pending;
  };
  return { load: once, Component: lazy(once) };
}
