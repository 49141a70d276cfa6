import { type ComponentType, createElement, lazy } from 'react';

export interface LazyScreen {
  /** Loads the screen's chunk (call it early to have the screen ready before navigating). */
  load: () => Promise<{ default: ComponentType }>;
  Component: ComponentType;
}

/**
 * A screen in its own chunk, loaded on demand (docs/product.md#routes-and-menu).
 * Once its chunk is in, the screen renders directly instead of through React.lazy: a lazy
 * component suspends on its first render even when its module is already there, and React
 * holds a suspended boundary's content back for 300 ms, so a preloaded screen would still
 * appear late.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  let pending: Promise<{ default: ComponentType }> | undefined;
  let loaded: ComponentType | undefined;
  const once = () => {
    pending ??= load().then((module) => {
      loaded = module.default;
      return module;
    });
    return pending;
  };
  const Lazy = lazy(once);
  const Screen = () => createElement(loaded ?? Lazy);
  return { load: once, Component: Screen };
}
