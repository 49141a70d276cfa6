import { MESSAGES, SECOND_FACTOR_RETURN_PATH, secondFactorReturnUrl } from '@crewline/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anEnvironment } from '../../test/factories';
import {
  BACK_BUTTON_PRIORITY,
  createNativePlatform,
  latestReleaseFor,
  type NativeOs,
  type NativePlugins,
  nativeOs,
  SAFE_AREA_BOTTOM_CLASS,
} from './native.platform';
import { STATUS_BAR_COLOR } from './shell-colors';

type Listener = (data: { url?: string }) => void;

/** Fakes of the three plugins: they record calls and let the test fire their events. */
function fakePlugins() {
  const listeners = new Map<string, Set<Listener>>();
  const addListener = vi.fn(async (event: string, listener: Listener) => {
    const set = listeners.get(event) ?? new Set();
    set.add(listener);
    listeners.set(event, set);
    return { remove: vi.fn(async () => void set.delete(listener)) };
  });
  const fire = (event: string, data: { url?: string } = {}) => {
    for (const l of listeners.get(event) ?? []) l(data);
  };
  const plugins = {
    App: {
      getInfo: vi.fn(async () => ({ name: 'Crewline', id: 'org.crewline.app', build: '7', version: '2.6.0' })),
      exitApp: vi.fn(async () => {}),
      addListener,
    },
    StatusBar: { setStyle: vi.fn(async () => {}), setBackgroundColor: vi.fn(async () => {}) },
    Style: { Dark: 'DARK' },
    InAppBrowser: {
      openInWebView: vi.fn(async () => {}),
      close: vi.fn(async () => fire('browserClosed')),
      addListener,
    },
    DefaultWebViewOptions: { showURL: true, closeButtonText: 'Close' },
    Filesystem: {
      writeFile: vi.fn(async ({ path }: { path: string }) => ({
        uri: `file:///data/user/0/org.crewline.app/cache/${path}`,
      })),
    },
    Directory: { Cache: 'CACHE' },
    FileOpener: { open: vi.fn(async () => {}) },
  };
  const count = (event: string) => listeners.get(event)?.size ?? 0;
  return { plugins, fire, count };
}

function setup(os: NativeOs = 'android') {
  const fake = fakePlugins();
  const adapter = createNativePlatform(window, { os, plugins: async () => fake.plugins as unknown as NativePlugins });
  return { ...fake, adapter };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
/** The browser is open (the adapter loads its plugins and the page reader first). */
const opened = (plugins: { InAppBrowser: { openInWebView: ReturnType<typeof vi.fn> } }) =>
  vi.waitFor(() => expect(plugins.InAppBrowser.openInWebView).toHaveBeenCalled());

afterEach(() => document.documentElement.classList.remove(SAFE_AREA_BOTTOM_CLASS));

describe('native platform', () => {
  it("opens a document in the device's viewer: saved to the app's cache, then opened by its type", async () => {
    const { adapter, plugins } = setup();
    const file = { fileName: 'FB-FT-schedule-report.pdf', contentType: 'application/pdf', base64: 'JVBERi0xLjM=' };
    await adapter.openDocument(file);
    expect(plugins.Filesystem.writeFile).toHaveBeenCalledWith({
      path: file.fileName,
      data: file.base64,
      directory: 'CACHE',
    });
    expect(plugins.FileOpener.open).toHaveBeenCalledWith({
      filePath: 'file:///data/user/0/org.crewline.app/cache/FB-FT-schedule-report.pdf',
      contentType: 'application/pdf',
    });
    // No app for the type: the caller hears of it (the screen says so).
    plugins.FileOpener.open.mockRejectedValueOnce(new Error('No Activity found to handle Intent'));
    await expect(adapter.openDocument(file)).rejects.toThrow('No Activity found');
  });

  it('takes its version from the native app, and fetches environments live (its code is on the device)', async () => {
    const { adapter, plugins } = setup();
    expect(adapter.kind).toBe('native');
    expect(adapter.fetchesEnvironments).toBe(true);
    expect(adapter.loadsCodeOverNetwork()).toBe(false);
    expect(adapter.serviceTransport).toBe('live');
    expect(await adapter.appVersion()).toBe('2.6.0');
    await adapter.appVersion();
    expect(plugins.App.getInfo).toHaveBeenCalledTimes(1);
  });

  it('prepares a dark status bar with the fixed colour, and the Android bottom safe area', async () => {
    const { adapter, plugins } = setup('android');
    await adapter.prepare();
    expect(plugins.StatusBar.setStyle).toHaveBeenCalledWith({ style: 'DARK' });
    expect(plugins.StatusBar.setBackgroundColor).toHaveBeenCalledWith({ color: STATUS_BAR_COLOR });
    expect(document.documentElement.classList.contains(SAFE_AREA_BOTTOM_CLASS)).toBe(true);
  });

  it('leaves the bottom safe area to iOS itself', async () => {
    const { adapter, plugins } = setup('ios');
    await adapter.prepare();
    expect(plugins.StatusBar.setStyle).toHaveBeenCalledWith({ style: 'DARK' });
    expect(document.documentElement.classList.contains(SAFE_AREA_BOTTOM_CLASS)).toBe(false);
  });

  it('uses the build gateways and the general welcome message', () => {
    const { adapter } = setup();
    expect(adapter.gateway().urls).toEqual(['/gateway/east', '/gateway/west']);
    const list = { welcomeMessage: { title: 'a' }, welcomeMessage_desktop: { title: 'b' } };
    expect(adapter.welcomeMessage(list as never)).toEqual({ title: 'a' });
  });

  it('exits through the App plugin', async () => {
    const { adapter, plugins } = setup();
    adapter.exit();
    await flush();
    expect(plugins.App.exitApp).toHaveBeenCalled();
  });
});

describe('native second factor in the in-app browser', () => {
  const PAGE = 'https://agency.example/auth/second-factor?token=t1';
  const response = { serviceResponse: { Response: { mta_loginMessage: {} } } };

  it('opens the page in the web view and resolves with the message of the return page', async () => {
    const { adapter, plugins, fire, count } = setup();
    const result = adapter.openSecondFactor(PAGE);
    await opened(plugins);
    expect(plugins.InAppBrowser.openInWebView).toHaveBeenCalledWith(
      expect.objectContaining({ url: PAGE, options: expect.objectContaining({ showURL: true }) }),
    );
    fire('browserPageNavigationCompleted', { url: PAGE });
    fire('browserPageNavigationCompleted', { url: secondFactorReturnUrl('https://evil.example', { error: 'x' }) });
    fire('browserPageNavigationCompleted', { url: secondFactorReturnUrl('https://agency.example', response) });
    expect(await result).toEqual(response);
    expect(plugins.InAppBrowser.close).toHaveBeenCalled();
    await flush();
    expect(count('browserClosed')).toBe(0);
    expect(count('browserPageNavigationCompleted')).toBe(0);
  });

  it('passes on an error the page reports', async () => {
    const { adapter, plugins, fire } = setup();
    const result = adapter.openSecondFactor(PAGE);
    await opened(plugins);
    fire('browserPageNavigationCompleted', {
      url: `https://agency.example${SECOND_FACTOR_RETURN_PATH}#message=${encodeURIComponent('{"error":"Session not found or already in use"}')}`,
    });
    expect(await result).toEqual({ error: 'Session not found or already in use' });
  });

  it('rejects with the Duo message when the browser is closed before the page answered', async () => {
    const { adapter, plugins, fire } = setup();
    const result = adapter.openSecondFactor(PAGE);
    await opened(plugins);
    fire('browserClosed');
    await expect(result).rejects.toThrow(MESSAGES.duoFailed);
    expect(MESSAGES.duoFailed).toBe('Duo authentication failed, please retry');
  });

  it('rejects with the Duo message when the browser cannot open', async () => {
    const { adapter, plugins } = setup();
    plugins.InAppBrowser.openInWebView.mockRejectedValueOnce(new Error('no web view'));
    await expect(adapter.openSecondFactor(PAGE)).rejects.toThrow(MESSAGES.duoFailed);
  });
});

describe('native hardware back button', () => {
  function press() {
    const registered: Array<{ priority: number; handler: () => void }> = [];
    document.dispatchEvent(
      new CustomEvent('ionBackButton', {
        detail: { register: (priority: number, handler: () => void) => registered.push({ priority, handler }) },
      }),
    );
    return registered;
  }

  it("listens to the App plugin and takes Ionic's back dispatch above the router, below menus and overlays", async () => {
    const { adapter, count } = setup();
    const handler = vi.fn();
    const stop = adapter.onBackButton(handler);
    await flush();
    expect(count('backButton')).toBe(1);
    const registered = press();
    expect(registered.map((r) => r.priority)).toEqual([BACK_BUTTON_PRIORITY]);
    expect(BACK_BUTTON_PRIORITY).toBeGreaterThan(0);
    expect(BACK_BUTTON_PRIORITY).toBeLessThan(99);
    registered[0]?.handler();
    expect(handler).toHaveBeenCalledTimes(1);

    stop();
    await flush();
    expect(press()).toEqual([]);
    expect(count('backButton')).toBe(0);
  });
});

describe('native latest release (update availability)', () => {
  const env = anEnvironment({
    androidVersion: '2.6.0',
    androidUrl: 'https://play.example/crewline',
    iosVersion: '2.7.1',
    iosUrl: 'https://apps.example/crewline',
  });

  it('reads the version and link of the device OS', () => {
    expect(latestReleaseFor('android', env)).toEqual({ version: '2.6.0', url: 'https://play.example/crewline' });
    expect(latestReleaseFor('ios', env)).toEqual({ version: '2.7.1', url: 'https://apps.example/crewline' });
    expect(setup('ios').adapter.latestRelease(env)).toEqual({ version: '2.7.1', url: 'https://apps.example/crewline' });
  });

  it('has none when the version is blank or unknown, or the link is missing', () => {
    expect(latestReleaseFor('android', { ...env, androidVersion: '  ' })).toBeUndefined();
    expect(latestReleaseFor('android', { ...env, androidVersion: 'soon' })).toBeUndefined();
    expect(latestReleaseFor('ios', { ...env, iosUrl: '' })).toBeUndefined();
  });

  it('knows the OS from the Capacitor bridge', () => {
    const win = (getPlatform: () => string) => ({ Capacitor: { getPlatform } }) as unknown as Window;
    expect(nativeOs(win(() => 'ios'))).toBe('ios');
    expect(nativeOs(win(() => 'android'))).toBe('android');
  });
});
