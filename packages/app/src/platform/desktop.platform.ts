import {
  DESKTOP_VERSION,
  DESKTOP_VERSION_SUFFIX,
  type SecondFactorMessage,
  secondFactorUrlFrom,
} from '@crewline/protocol';
import { buildGateway } from './build-gateway';
import { inlineFrameRequest } from './inline-frame.host';
import type { PlatformAdapter } from './platform.types';
import { registerShellServiceWorker } from './register-service-worker';
import { SecondFactorCancelled } from './second-factor-cancelled';
import { openInBrowser } from './web-document';

export { SecondFactorCancelled } from './second-factor-cancelled';

/** What the Electron preload exposes (packages/desktop/src/bridge.ts, CrewlineDesktopApi). */
export interface CrewlineDesktopBridge {
  platform: 'desktop';
  version: string;
  gatewayUrls: string[];
  apiKey: string;
  exit(): void;
}

declare global {
  interface Window {
    /** Present only inside the Electron shell, on the app's own app:// origin. */
    crewlineDesktop?: CrewlineDesktopBridge;
  }
}

export interface DesktopPlatformDeps {
  /** Registers the service worker of the served build (installable desktop web app). */
  registerServiceWorker?: (win: Window) => Promise<void>;
}

/** The shell's bridge when the app runs inside Electron, undefined in a browser. */
export function desktopBridge(win: Window): CrewlineDesktopBridge | undefined {
  const bridge = win.crewlineDesktop;
  return bridge?.platform === 'desktop' ? bridge : undefined;
}

/**
 * The desktop platform: inside the Electron shell (window.crewlineDesktop gives the version,
 * gateways, API key and exit), or the same build served by our server to a browser
 * (built-in gateways, window.close and the blocked screen, installable with a service worker).
 */
export function createDesktopPlatform(win: Window = window, deps: DesktopPlatformDeps = {}): PlatformAdapter {
  const bridge = desktopBridge(win);
  const registerServiceWorker = deps.registerServiceWorker ?? registerShellServiceWorker;
  return {
    kind: 'desktop',
    fetchesEnvironments: true,
    // Electron loads the app from its own files; a browser from the server unless its service worker has it.
    loadsCodeOverNetwork: () => !bridge && !win.navigator.serviceWorker?.controller,
    serviceTransport: 'live',
    appVersion: async () => bridge?.version ?? `${DESKTOP_VERSION}${DESKTOP_VERSION_SUFFIX}`,
    welcomeMessage: (list) => list.welcomeMessage_desktop,
    gateway: () => (bridge ? { urls: [...bridge.gatewayUrls], apiKey: bridge.apiKey } : buildGateway()),
    async prepare() {
      // Electron loads the app from app://, which has no service workers; the shell is the install.
      if (!bridge) await registerServiceWorker(win);
    },
    async openSecondFactor(url): Promise<SecondFactorMessage> {
      const controller = new AbortController();
      // The page posts its result to this origin only.
      const framed = secondFactorUrlFrom(url, win.location.origin);
      inlineFrameRequest.set({ url: framed, cancel: () => controller.abort(new SecondFactorCancelled()) });
      try {
        const { waitForSecondFactorMessage } = await import('./second-factor-listener');
        return await waitForSecondFactorMessage(win, url, controller.signal);
      } finally {
        inlineFrameRequest.set(undefined);
      }
    },
    exit() {
      if (bridge) bridge.exit();
      else win.close();
    },
    onBackButton: () => () => {},
    // Its notifications are Web Push's: the service worker opens the app on a tap (sw.ts).
    onNotificationOpened: () => () => {},
    latestRelease: () => undefined,
    // Neither the Electron shell nor a browser has push or biometrics the app could register.
    devicePlatform: bridge ? 'desktop' : 'web',
    pushToken: async () => undefined,
    biometrics: async () => undefined,
    // The Electron window has no PDF viewer tab: the document is saved where the user says.
    openDocument: async (file) => openInBrowser(win, file, { saveOnly: bridge !== undefined }),
  };
}
