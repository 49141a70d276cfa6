import type { EnvironmentList, SecondFactorMessage, WelcomeMessage } from '@crewline/protocol';

export type PlatformKind = 'native' | 'desktop' | 'browser-dev';

/**
 * Everything that differs between the shells (ARCHITECTURE "Platforms"). The rest of the app
 * talks only to this interface; nothing outside src/platform/ touches Capacitor or Electron.
 */
export interface PlatformAdapter {
  readonly kind: PlatformKind;
  /** The version sent to the gateway and at sign-in (desktop: '2.5.1-Desktop'). */
  appVersion(): Promise<string>;
  /** False on browser-dev: no environment fetch, the mock environment is used. */
  readonly fetchesEnvironments: boolean;
  /** The welcome message meant for this platform. */
  welcomeMessage(list: EnvironmentList): WelcomeMessage;
  /**
   * Opens the second-factor page (inline frame on desktop, in-app browser on native) and
   * resolves with the message the page posts. Rejects when the user gives up.
   */
  openSecondFactor(url: string): Promise<SecondFactorMessage>;
  /** Leaves the app (the 'Exit' of the out-of-date alert). */
  exit(): void;
}

declare global {
  interface Window {
    /** Set by tests' init scripts (and by the desktop shell's preload) to choose the platform. */
    __CREWLINE_PLATFORM__?: PlatformKind;
  }
}
