import type { DesktopConfig } from './config.js';
import { DESKTOP_VERSION, DESKTOP_VERSION_SUFFIX } from './crewline-protocol.js';

/**
 * IPC channels between the preload and main. preload.cts repeats these names because a
 * sandboxed preload cannot load other files; test/preload.test.ts keeps the two equal.
 */
export const BRIDGE_CHANNELS = {
  info: 'crewline-desktop:info',
  exit: 'crewline-desktop:exit',
} as const;

/** What main hands the preload: everything of `window.crewlineDesktop` except `exit`. */
export interface DesktopBridgeInfo {
  platform: 'desktop';
  version: string;
  gatewayUrls: string[];
  apiKey: string;
}

/** The API the preload exposes as `window.crewlineDesktop`. */
export interface CrewlineDesktopApi extends DesktopBridgeInfo {
  /** Quits the desktop app (the 'deprecated' blocking alert's Exit button). */
  exit(): void;
}

export const DESKTOP_APP_VERSION = `${DESKTOP_VERSION}${DESKTOP_VERSION_SUFFIX}`;

export function buildBridgeInfo(config: DesktopConfig): DesktopBridgeInfo {
  return {
    platform: 'desktop',
    version: DESKTOP_APP_VERSION,
    gatewayUrls: [...config.gatewayUrls],
    apiKey: config.apiKey,
  };
}
