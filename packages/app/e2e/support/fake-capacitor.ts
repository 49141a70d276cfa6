import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';

/**
 * A fake of Capacitor's *native* side for e2e tests in Chromium. The app runs unchanged: its
 * @capacitor/* packages talk to a web view set up exactly as Capacitor's Android bridge sets
 * it up before the page's scripts run:
 *   1. `window.androidBridge.postMessage(json)`, the channel to native (here: this fake);
 *   2. `window.Capacitor = { DEBUG, isLoggingEnabled, Plugins }` (JSExport.getGlobalJS);
 *   3. the real `native-bridge.js` shipped in @capacitor/android (nativePromise, fromNative…);
 *   4. the plugin stubs and `Capacitor.PluginHeaders`, generated here from the installed
 *      plugins' own Java/Kotlin sources (@CapacitorPlugin names, @PluginMethod return types).
 * The fake answers plugin calls through `Capacitor.fromNative`, records every call, keeps
 * the listeners the app adds, and lets a test fire native events (back button, in-app browser).
 */

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

interface MethodHeader {
  name: string;
  rtype?: 'promise' | 'callback';
}
interface PluginHeader {
  name: string;
  methods: MethodHeader[];
}

const METHOD = /@PluginMethod(?:\(([^)]*)\))?\s*(?:@\w+\s*)*(?:public\s+)?(?:void|fun)\s+(\w+)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(java|kt)$/.test(entry) ? [path] : [];
  });
}

function methodsIn(source: string): MethodHeader[] {
  return [...source.matchAll(METHOD)].map(([, args = '', name = '']) => {
    if (args.includes('RETURN_NONE')) return { name };
    return { name, rtype: args.includes('RETURN_CALLBACK') ? 'callback' : 'promise' };
  });
}

/** The headers Capacitor's Android bridge would generate for the app's plugins. */
export function pluginHeaders(): PluginHeader[] {
  const android = packageDir('@capacitor/android');
  const base = methodsIn(readFileSync(join(android, 'capacitor/src/main/java/com/getcapacitor/Plugin.java'), 'utf8'));
  return [
    '@capacitor/app',
    '@capacitor/status-bar',
    '@capacitor/inappbrowser',
    '@capacitor/filesystem',
    '@capacitor-community/file-opener',
  ].map((pkg) => {
    const sources = sourceFiles(join(packageDir(pkg), 'android/src/main')).map((f) => readFileSync(f, 'utf8'));
    const plugin = sources.find((s) => /@CapacitorPlugin\s*\(/.test(s));
    const name = plugin?.match(/@CapacitorPlugin\s*\([^)]*name\s*=\s*"(\w+)"/)?.[1];
    if (!plugin || !name) throw new Error(`no @CapacitorPlugin in ${pkg}`);
    return { name, methods: [...methodsIn(plugin), ...base] };
  });
}

export interface FakeNativeOptions {
  /** What App.getInfo() reports as the native app version. */
  appVersion?: string;
  /** The bottom inset Capacitor's SystemBars injects as --safe-area-inset-bottom. */
  safeAreaBottom?: string;
}

export interface RecordedCall {
  plugin: string;
  method: string;
  options: Record<string, unknown>;
}

/** Runs in the page before any of its scripts: the native side of the fake. */
function installFakeNative(options: Required<FakeNativeOptions>): void {
  type Call = { callbackId: string; pluginId: string; methodName: string; options: Record<string, unknown> };
  type Listener = { pluginId: string; eventName: string; callbackId: string };
  interface CapacitorBridge {
    fromNative(result: Record<string, unknown>): void;
    triggerEvent(eventName: string, target: string): boolean;
  }
  const w = window as unknown as Record<string, unknown> & { Capacitor: CapacitorBridge };
  const calls: Array<{ plugin: string; method: string; options: Record<string, unknown> }> = [];
  const listeners: Listener[] = [];
  const state = { exited: false, browserOpen: false };

  const emit = (pluginId: string, eventName: string, data: unknown) => {
    for (const l of listeners.filter((x) => x.pluginId === pluginId && x.eventName === eventName)) {
      w.Capacitor.fromNative({ callbackId: l.callbackId, pluginId, methodName: 'addListener', success: true, data });
    }
  };
  const answers: Record<string, (call: Call) => unknown> = {
    'App.getInfo': () => ({ name: 'Crewline', id: 'org.crewline.app', build: '1', version: options.appVersion }),
    'App.exitApp': () => {
      state.exited = true;
      return undefined;
    },
    // Android's Filesystem answers the file's URI in the app's cache directory.
    'Filesystem.writeFile': (call) => ({ uri: `file:///data/user/0/org.crewline.app/cache/${call.options.path}` }),
    'InAppBrowser.openInWebView': () => {
      state.browserOpen = true;
      return undefined;
    },
    'InAppBrowser.close': () => {
      if (state.browserOpen) {
        state.browserOpen = false;
        setTimeout(() => emit('InAppBrowser', 'browserClosed', {}), 0);
      }
      return undefined;
    },
  };

  const receive = (call: Call) => {
    if (call.pluginId === 'Console' || !call.pluginId) return;
    calls.push({ plugin: call.pluginId, method: call.methodName, options: call.options });
    if (call.methodName === 'addListener') {
      // Android keeps the call open and answers it with each event.
      listeners.push({
        pluginId: call.pluginId,
        eventName: String(call.options.eventName),
        callbackId: call.callbackId,
      });
      return;
    }
    if (call.methodName === 'removeListener') {
      const i = listeners.findIndex((l) => l.callbackId === call.options.callbackId);
      if (i >= 0) listeners.splice(i, 1);
      return;
    }
    const data = answers[`${call.pluginId}.${call.methodName}`]?.(call);
    setTimeout(() => {
      w.Capacitor.fromNative({
        callbackId: call.callbackId,
        pluginId: call.pluginId,
        methodName: call.methodName,
        success: true,
        data: data ?? {},
      });
    }, 0);
  };

  w.androidBridge = { postMessage: (json: string) => receive(JSON.parse(json)) };
  w.__fakeCapacitor = {
    calls,
    listeners,
    state,
    emit,
    /** Android's AppPlugin: with a 'backButton' listener, the event plus the document 'backbutton'. */
    backButton() {
      if (!listeners.some((l) => l.pluginId === 'App' && l.eventName === 'backButton')) return false;
      emit('App', 'backButton', { canGoBack: history.length > 1 });
      w.Capacitor.triggerEvent('backbutton', 'document');
      return true;
    },
  };
  // SystemBars (insetsHandling 'css') gives the page the insets as CSS variables.
  document.addEventListener('DOMContentLoaded', () =>
    document.documentElement.style.setProperty('--safe-area-inset-bottom', options.safeAreaBottom),
  );
}

function pluginJs(headers: PluginHeader[]): string {
  const stubs = headers
    .map(
      (h) =>
        `window.Capacitor.Plugins[${JSON.stringify(h.name)}] = { addListener: function (e, cb) { return window.Capacitor.addListener(${JSON.stringify(h.name)}, e, cb); } };`,
    )
    .join('\n');
  return `${stubs}\nwindow.Capacitor.PluginHeaders = ${JSON.stringify(headers)};`;
}

/** The init script: the platform choice, then the web view as Capacitor's Android bridge prepares it. */
export function fakeCapacitorScript(options: FakeNativeOptions = {}): string {
  const nativeBridge = readFileSync(
    join(packageDir('@capacitor/android'), 'capacitor/src/main/assets/native-bridge.js'),
    'utf8',
  );
  const resolved: Required<FakeNativeOptions> = { appVersion: '2.5.1', safeAreaBottom: '0px', ...options };
  return [
    `window.__CREWLINE_PLATFORM__ = 'native';`,
    `(${installFakeNative.toString()})(${JSON.stringify(resolved)});`,
    `window.Capacitor = { DEBUG: false, isLoggingEnabled: false, Plugins: {} };`,
    `window.WEBVIEW_SERVER_URL = location.origin;`,
    nativeBridge,
    pluginJs(pluginHeaders()),
  ].join('\n');
}

/** Opens the app as the native platform on an Android device (the fake bridge installed first). */
export async function useFakeAndroid(page: Page, options: FakeNativeOptions = {}): Promise<void> {
  await page.addInitScript({ content: fakeCapacitorScript(options) });
}

/** The plugin calls the app made so far. */
export function nativeCalls(page: Page): Promise<RecordedCall[]> {
  return page.evaluate(
    () => (window as unknown as { __fakeCapacitor: { calls: RecordedCall[] } }).__fakeCapacitor.calls,
  );
}

/** Presses the hardware back button; false when the app does not listen for it. */
export function pressBack(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    (window as unknown as { __fakeCapacitor: { backButton(): boolean } }).__fakeCapacitor.backButton(),
  );
}

/** Fires a native plugin event at the app's listeners. */
export function emitNative(page: Page, plugin: string, event: string, data: unknown = {}): Promise<void> {
  return page.evaluate(
    ([p, e, d]) =>
      (window as unknown as { __fakeCapacitor: { emit(p: string, e: string, d: unknown): void } }).__fakeCapacitor.emit(
        p as string,
        e as string,
        d,
      ),
    [plugin, event, data] as const,
  );
}

/** Whether the app asked the native side to exit. */
export function hasExited(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (window as unknown as { __fakeCapacitor: { state: { exited: boolean } } }).__fakeCapacitor.state.exited,
  );
}

/** Whether the app listens for the hardware back button yet (it does once its shell is up). */
export function backButtonListened(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    (
      window as unknown as { __fakeCapacitor: { listeners: Array<{ pluginId: string; eventName: string }> } }
    ).__fakeCapacitor.listeners.some((l) => l.pluginId === 'App' && l.eventName === 'backButton'),
  );
}
