import { DESKTOP_VERSION, DESKTOP_VERSION_SUFFIX, MESSAGES, type SecondFactorMessage } from '@crewline/protocol';
import { inlineFrameRequest } from './inline-frame.host';
import type { PlatformAdapter } from './platform.types';

/** Raised when the user closes the second-factor frame before the page answered. */
export class SecondFactorCancelled extends Error {
  constructor() {
    super(MESSAGES.duoFailed);
    this.name = 'SecondFactorCancelled';
  }
}

/** The desktop shell, and the same build served by our server to a browser. */
export function createDesktopPlatform(win: Window = window): PlatformAdapter {
  return {
    kind: 'desktop',
    fetchesEnvironments: true,
    appVersion: async () => `${DESKTOP_VERSION}${DESKTOP_VERSION_SUFFIX}`,
    welcomeMessage: (list) => list.welcomeMessage_desktop,
    async openSecondFactor(url): Promise<SecondFactorMessage> {
      const controller = new AbortController();
      inlineFrameRequest.set({ url, cancel: () => controller.abort(new SecondFactorCancelled()) });
      try {
        const { waitForSecondFactorMessage } = await import('./second-factor-listener');
        return await waitForSecondFactorMessage(win, url, controller.signal);
      } finally {
        inlineFrameRequest.set(undefined);
      }
    },
    exit() {
      win.close();
    },
  };
}
