import type { AppPlugin } from '@capacitor/app';
import type { Directory, FilesystemPlugin } from '@capacitor/filesystem';
import type { InAppBrowserPlugin, WebViewOptions } from '@capacitor/inappbrowser';
import type { StatusBarPlugin, Style } from '@capacitor/status-bar';
import type { FileOpenerPlugin } from '@capacitor-community/file-opener';
import { type Environment, isKnownVersion, type SecondFactorMessage } from '@crewline/protocol';
import { appLog } from '../lib/app-log';
import { buildGateway } from './build-gateway';
import {
  BIOMETRIC_PLUGIN,
  type NativeBiometricPlugin,
  PUSH_PLUGIN,
  type PushNotificationsPlugin,
  readBiometrics,
  readPushToken,
} from './native-device';
import type { PlatformAdapter } from './platform.types';
import { SecondFactorCancelled } from './second-factor-cancelled';
import { STATUS_BAR_COLOR } from './shell-colors';
import './native-shell.css';

/** The plugin surface the adapter uses: the real plugins in the app, fakes in unit tests. */
export interface NativePlugins {
  App: Pick<AppPlugin, 'getInfo' | 'exitApp' | 'addListener'>;
  StatusBar: Pick<StatusBarPlugin, 'setStyle' | 'setBackgroundColor'>;
  Style: { Dark: Style };
  InAppBrowser: Pick<InAppBrowserPlugin, 'openInWebView' | 'close' | 'addListener'>;
  DefaultWebViewOptions: WebViewOptions;
  Filesystem: Pick<FilesystemPlugin, 'writeFile'>;
  Directory: { Cache: Directory };
  FileOpener: Pick<FileOpenerPlugin, 'open'>;
  /** A plugin the native shell may or may not have (push, biometrics); undefined when absent. */
  installedPlugin<T>(name: string): T | undefined;
}

export type NativeOs = 'android' | 'ios';

export interface NativePlatformDeps {
  plugins?: () => Promise<NativePlugins>;
  /** Which mobile OS the web view runs on (Capacitor's native bridge knows). */
  os?: NativeOs;
}

/** Class on <html> that applies the Android bottom safe-area inset (native-shell.css). */
export const SAFE_AREA_BOTTOM_CLASS = 'safe-area-bottom';

/**
 * Priority of the app's back-button rules in Ionic's hardware back-button dispatch: above the
 * router's default "go back" (0), below an open menu (99) or overlay (100), which close first.
 */
export const BACK_BUTTON_PRIORITY = 50;

interface CapacitorGlobal {
  getPlatform?: () => string;
}

/** The OS from Capacitor's native bridge (injected into the web view before the app's scripts). */
export function nativeOs(win: Window): NativeOs {
  const capacitor = (win as Window & { Capacitor?: CapacitorGlobal }).Capacitor;
  return capacitor?.getPlatform?.() === 'ios' ? 'ios' : 'android';
}

/** Ionic's hardware back-button event (document 'ionBackButton'). */
type IonBackButtonEvent = CustomEvent<{ register(priority: number, handler: (next: () => void) => void): void }>;

/** The latest release for this OS from the environment (docs/product.md#update-availability). */
export function latestReleaseFor(os: NativeOs, env: Environment): { version: string; url: string } | undefined {
  const [version, url] = os === 'ios' ? [env.iosVersion, env.iosUrl] : [env.androidVersion, env.androidUrl];
  if (!isKnownVersion(version) || url.trim() === '') return undefined;
  return { version: version.trim(), url: url.trim() };
}

/**
 * The native platform (Capacitor on iOS and Android): the app version from the native app,
 * the dark status bar with its fixed colour, the Android bottom safe area, the second factor
 * in the in-app browser and the hardware back button.
 */
export function createNativePlatform(win: Window = window, deps: NativePlatformDeps = {}): PlatformAdapter {
  let loaded: Promise<NativePlugins> | undefined;
  const plugins = () => {
    loaded ??= deps.plugins ? deps.plugins() : import('./capacitor-plugins');
    return loaded;
  };
  const os = deps.os ?? nativeOs(win);
  let version: Promise<string> | undefined;

  return {
    kind: 'native',
    loadsCodeOverNetwork: () => false,
    fetchesEnvironments: true,
    serviceTransport: 'live',
    appVersion() {
      version ??= plugins()
        .then(({ App }) => App.getInfo())
        .then((info) => info.version)
        .catch((err: unknown) => {
          appLog.write('WARN', `App version unavailable: ${String(err)}`);
          return '';
        });
      return version;
    },
    welcomeMessage: (list) => list.welcomeMessage,
    gateway: buildGateway,

    async prepare() {
      if (os === 'android') win.document.documentElement.classList.add(SAFE_AREA_BOTTOM_CLASS);
      const { StatusBar, Style } = await plugins();
      try {
        await StatusBar.setStyle({ style: Style.Dark });
        // Android 15+ draws edge to edge and ignores the colour; native-shell.css paints it there.
        await StatusBar.setBackgroundColor({ color: STATUS_BAR_COLOR });
      } catch (err) {
        appLog.write('WARN', `Status bar not set: ${String(err)}`);
      }
    },

    async openSecondFactor(url): Promise<SecondFactorMessage> {
      const [{ InAppBrowser, DefaultWebViewOptions }, { readSecondFactorReturn }] = await Promise.all([
        plugins(),
        import('./second-factor-return.reader'),
      ]);
      const pageOrigin = new URL(url).origin;
      const listeners: Array<Promise<{ remove(): Promise<void> }>> = [];
      try {
        return await new Promise<SecondFactorMessage>((resolve, reject) => {
          listeners.push(
            InAppBrowser.addListener('browserPageNavigationCompleted', (event) => {
              const message = readSecondFactorReturn(event.url, pageOrigin);
              if (!message) return;
              resolve(message);
              void InAppBrowser.close().catch(() => {});
            }),
            // After a message has resolved the promise, the close it causes changes nothing.
            InAppBrowser.addListener('browserClosed', () => reject(new SecondFactorCancelled())),
          );
          Promise.all(listeners)
            .then(() =>
              InAppBrowser.openInWebView({
                url,
                options: {
                  ...DefaultWebViewOptions,
                  showNavigationButtons: false,
                  closeButtonText: 'Cancel',
                  clearCache: true,
                  clearSessionCache: true,
                },
              }),
            )
            .catch((err: unknown) => {
              appLog.write('ERROR', `In-app browser failed: ${String(err)}`);
              reject(new SecondFactorCancelled());
            });
        });
      } finally {
        for (const listener of listeners) void listener.then((handle) => handle.remove()).catch(() => {});
      }
    },

    exit() {
      void plugins().then(({ App }) => App.exitApp());
    },

    onBackButton(handler) {
      const onIonBackButton = (event: Event) => {
        (event as IonBackButtonEvent).detail.register(BACK_BUTTON_PRIORITY, () => handler());
      };
      // The press reaches the web view only while the App plugin has a 'backButton' listener;
      // Capacitor then also fires the document 'backbutton' event that Ionic dispatches by
      // priority as 'ionBackButton' (so an open menu or overlay closes first).
      win.document.addEventListener('ionBackButton', onIonBackButton);
      let stopped = false;
      const listening = plugins().then(({ App }) => App.addListener('backButton', () => {}));
      return () => {
        stopped = true;
        win.document.removeEventListener('ionBackButton', onIonBackButton);
        void listening.then((handle) => (stopped ? handle.remove() : undefined)).catch(() => {});
      };
    },

    latestRelease: (env) => latestReleaseFor(os, env),
    devicePlatform: os,

    onNotificationOpened(handler) {
      let stopped = false;
      // Capacitor keeps the tap that started the app until a listener is added, so a cold start reaches it too.
      const listening = plugins()
        .then((p) =>
          p
            .installedPlugin<PushNotificationsPlugin>(PUSH_PLUGIN)
            ?.addListener('pushNotificationActionPerformed', () => {
              if (!stopped) handler();
            }),
        )
        .catch((err: unknown) => {
          appLog.write('WARN', `Notification taps not followed: ${String(err)}`);
          return undefined;
        });
      return () => {
        stopped = true;
        void listening.then((handle) => handle?.remove()).catch(() => {});
      };
    },

    async pushToken() {
      try {
        const push = (await plugins()).installedPlugin<PushNotificationsPlugin>(PUSH_PLUGIN);
        return push ? await readPushToken(push) : undefined;
      } catch (err) {
        appLog.write('WARN', `Push token unavailable: ${String(err)}`);
        return undefined;
      }
    },

    async biometrics() {
      try {
        const biometric = (await plugins()).installedPlugin<NativeBiometricPlugin>(BIOMETRIC_PLUGIN);
        return biometric ? await readBiometrics(biometric) : undefined;
      } catch (err) {
        appLog.write('WARN', `Biometric support unknown: ${String(err)}`);
        return undefined;
      }
    },

    async openDocument(file) {
      const { Filesystem, Directory, FileOpener } = await plugins();
      // The viewer opens a file, not bytes: written to the app's cache (the system clears it).
      const { uri } = await Filesystem.writeFile({
        path: file.fileName,
        data: file.base64,
        directory: Directory.Cache,
      });
      try {
        await FileOpener.open({ filePath: uri, contentType: file.contentType });
      } catch (err) {
        appLog.write('WARN', `No viewer opened ${file.fileName}: ${String(err)}`);
        throw err;
      }
    },
  };
}
