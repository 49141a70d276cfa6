import { createDesktopPlatform } from './desktop.platform';
import type { PlatformAdapter, PlatformKind } from './platform.types';

const FACTORIES: Partial<Record<PlatformKind, (win: Window) => PlatformAdapter>> = {
  desktop: createDesktopPlatform,
  // native and browser-dev arrive with the app shell issue.
};

/** The platform asked for by the shell or a test's init script; desktop otherwise. */
export function detectPlatformKind(win: Window): PlatformKind {
  const asked = win.__CREWLINE_PLATFORM__;
  return asked !== undefined && FACTORIES[asked] !== undefined ? asked : 'desktop';
}

export function createPlatform(win: Window = window): PlatformAdapter {
  const factory = FACTORIES[detectPlatformKind(win)] ?? createDesktopPlatform;
  return factory(win);
}
