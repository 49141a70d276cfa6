import { DESKTOP_VERSION } from '@crewline/protocol';
import { buildGateway } from './build-gateway';
import { createDesktopPlatform } from './desktop.platform';
import type { PlatformAdapter } from './platform.types';

/**
 * The browser development platform (`npm run dev`): environments are not fetched, the 'mock'
 * environment is used and service calls read assets/mocks/{service}.json. Everything the
 * browser can do itself (the inline second-factor frame, closing the window) is the served
 * desktop build's behaviour, without its service worker.
 */
export function createBrowserDevPlatform(win: Window = window): PlatformAdapter {
  const desktop = createDesktopPlatform(win, { registerServiceWorker: async () => {} });
  return {
    ...desktop,
    kind: 'browser-dev',
    loadsCodeOverNetwork: () => false,
    fetchesEnvironments: false,
    serviceTransport: 'mock',
    appVersion: async () => DESKTOP_VERSION,
    welcomeMessage: (list) => list.welcomeMessage,
    gateway: buildGateway,
    prepare: async () => {},
    devicePlatform: 'web',
  };
}
