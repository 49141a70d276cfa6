import { createBrowserDevPlatform } from './browser-dev.platform';
import { createDesktopPlatform, desktopBridge } from './desktop.platform';
import { createNativePlatform } from './native.platform';
import type { PlatformAdapter, PlatformKind } from './platform.types';

const FACTORIES: Record<PlatformKind, (win: Window) => PlatformAdapter> = {
  native: createNativePlatform,
  desktop: createDesktopPlatform,
  'browser-dev': createBrowserDevPlatform,
};

interface DetectionHints {
  /** The Vite dev server (import.meta.env.DEV). */
  devServer: boolean;
}

function isCapacitorNative(win: Window): boolean {
  const capacitor = (win as Window & { Capacitor?: { isNativePlatform?: () => boolean } }).Capacitor;
  return capacitor?.isNativePlatform?.() === true;
}

/**
 * The platform, in order: the one a test's init script asks for; the Electron shell (its
 * preload's bridge); a Capacitor web view (its native bridge is injected before our scripts);
 * the Vite dev server (browser-dev); otherwise the served desktop build.
 */
export function detectPlatformKind(
  win: Window,
  hints: DetectionHints = { devServer: import.meta.env.DEV },
): PlatformKind {
  const asked = win.__CREWLINE_PLATFORM__;
  if (asked !== undefined && asked in FACTORIES) return asked;
  if (desktopBridge(win)) return 'desktop';
  if (isCapacitorNative(win)) return 'native';
  if (hints.devServer) return 'browser-dev';
  return 'desktop';
}

export function createPlatform(win: Window = window): PlatformAdapter {
  return FACTORIES[detectPlatformKind(win)](win);
}
