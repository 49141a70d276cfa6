import type {
  BiometryType,
  DevicePlatform,
  Environment,
  EnvironmentList,
  SecondFactorMessage,
  WelcomeMessage,
} from '@crewline/protocol';

export type PlatformKind = 'native' | 'desktop' | 'browser-dev';

/** What a device says about biometric sign-in (mta_fingerprintSupportLog). */
export interface BiometricSupport {
  /** The device has biometric hardware. */
  available: boolean;
  biometryType: BiometryType;
  /** A fingerprint, face or iris is enrolled on it. */
  enrolled: boolean;
}

/** A document a service answers (a schedule report PDF), as the app opens it. */
export interface DocumentFile {
  fileName: string;
  contentType: string;
  base64: string;
}

/**
 * Everything that differs between the shells (docs/architecture.md#platforms). The rest of the app
 * talks only to this interface; nothing outside src/platform/ touches Capacitor or Electron.
 */
export interface PlatformAdapter {
  readonly kind: PlatformKind;
  /** The version sent to the gateway and at sign-in (desktop: '2.5.1-Desktop'). */
  appVersion(): Promise<string>;
  /** False on browser-dev: no environment fetch, the mock environment is used. */
  readonly fetchesEnvironments: boolean;
  /**
   * True when the app's code must come over the network: the served build on a first visit
   * (no service worker controls the page yet). Native and Electron load it from the device.
   */
  loadsCodeOverNetwork(): boolean;
  /** The welcome message meant for this platform. */
  welcomeMessage(list: EnvironmentList): WelcomeMessage;
  /**
   * Opens the second-factor page (inline frame on desktop, in-app browser on native) and
   * resolves with the message the page posts. Rejects when the user gives up.
   */
  openSecondFactor(url: string): Promise<SecondFactorMessage>;
  /** Leaves the app (the 'Exit' of the out-of-date alert, the double back press on /login). */
  exit(): void;
  /**
   * The gateway URLs and API key to use. The desktop shell configures its own; elsewhere the
   * build's (VITE_GATEWAY_URLS / VITE_GATEWAY_API_KEY, same-origin by default).
   */
  gateway(): { urls: readonly string[]; apiKey: string };
  /**
   * Where service calls go: the live environment's ExecMacro base, or (browser-dev) GETs of
   * the generated mock files under assets/mocks/ with the mock timeout.
   */
  readonly serviceTransport: 'live' | 'mock';
  /** One-time shell set-up at start-up (native: dark status bar with its colour, Android safe area). */
  prepare(): Promise<void>;
  /**
   * The hardware back button (native only; a no-op elsewhere). The handler runs instead of
   * the default; returns the unsubscribe.
   */
  onBackButton(handler: () => void): () => void;
  /**
   * A tap on one of the app's notifications from the device's lock screen or notification
   * centre (native with the push plugin; the web's are the service worker's to open). Returns
   * the unsubscribe.
   */
  onNotificationOpened(handler: () => void): () => void;
  /** This platform's latest version and its download link from the environment, if it has one. */
  latestRelease(env: Environment): { version: string; url: string } | undefined;
  /** What the device services call this platform (native: the mobile OS). */
  readonly devicePlatform: DevicePlatform;
  /**
   * The device's push token, after asking the user's permission (native with the push plugin
   * only). Undefined elsewhere, when the user refuses, or when the platform gives none.
   */
  pushToken(): Promise<string | undefined>;
  /** The device's biometric sign-in support (native with the biometric plugin only); undefined elsewhere. */
  biometrics(): Promise<BiometricSupport | undefined>;
  /**
   * Shows a document in the device's viewer: on a phone the system's viewer for its type (saved
   * to the app's cache first), in a browser a new tab; the desktop shell saves it where the user
   * says. Rejects when the device has nothing that opens it.
   */
  openDocument(file: DocumentFile): Promise<void>;
}

declare global {
  interface Window {
    /** Set by tests' init scripts (and by the desktop shell's preload) to choose the platform. */
    __CREWLINE_PLATFORM__?: PlatformKind;
  }
}
