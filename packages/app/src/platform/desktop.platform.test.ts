import { DEMO_GATEWAY_API_KEY, MESSAGES } from '@crewline/protocol';
import { describe, expect, it, vi } from 'vitest';
import { anEnvironment, anEnvironmentList } from '../../test/factories';
import { createBrowserDevPlatform } from './browser-dev.platform';
import { type CrewlineDesktopBridge, createDesktopPlatform } from './desktop.platform';
import { detectPlatformKind } from './detect-platform';

function fakeWindow(extra: Partial<Window> = {}) {
  return Object.assign(new EventTarget(), { close: vi.fn(), ...extra }) as unknown as Window & { close: () => void };
}

const bridge = (): CrewlineDesktopBridge => ({
  platform: 'desktop',
  version: '2.5.1-Desktop',
  gatewayUrls: ['https://east.agency.example/gateway/east', 'https://west.agency.example/gateway/west'],
  apiKey: 'agency-key',
  exit: vi.fn(),
});

describe('desktop platform inside the Electron shell', () => {
  it("uses the shell's version, gateways, API key and exit, and registers no service worker", async () => {
    const shell = bridge();
    const win = fakeWindow({ crewlineDesktop: shell });
    const registerServiceWorker = vi.fn(async () => {});
    const adapter = createDesktopPlatform(win, { registerServiceWorker });
    expect(await adapter.appVersion()).toBe('2.5.1-Desktop');
    expect(adapter.gateway()).toEqual({ urls: shell.gatewayUrls, apiKey: 'agency-key' });
    await adapter.prepare();
    expect(registerServiceWorker).not.toHaveBeenCalled();
    adapter.exit();
    expect(shell.exit).toHaveBeenCalled();
    expect(win.close).not.toHaveBeenCalled();
  });
});

describe('where the code comes from', () => {
  it('is the network only for the served build on a first visit (no service worker in control)', () => {
    const noSw = { registerServiceWorker: async () => {} };
    const withController = (controller: object | null) =>
      ({ navigator: { serviceWorker: { controller } } }) as Partial<Window>;
    expect(createDesktopPlatform(fakeWindow(withController(null)), noSw).loadsCodeOverNetwork()).toBe(true);
    expect(createDesktopPlatform(fakeWindow({ navigator: {} } as Partial<Window>), noSw).loadsCodeOverNetwork()).toBe(
      true,
    );
    expect(createDesktopPlatform(fakeWindow(withController({})), noSw).loadsCodeOverNetwork()).toBe(false);
    expect(
      createDesktopPlatform(
        fakeWindow({ crewlineDesktop: bridge(), ...withController(null) }),
        noSw,
      ).loadsCodeOverNetwork(),
    ).toBe(false);
    expect(createBrowserDevPlatform(fakeWindow()).loadsCodeOverNetwork()).toBe(false);
  });
});

describe('desktop platform served to a browser', () => {
  it("is version 2.5.1-Desktop on the build's gateways, closes the window, and registers the service worker", async () => {
    const win = fakeWindow();
    const registerServiceWorker = vi.fn(async () => {});
    const adapter = createDesktopPlatform(win, { registerServiceWorker });
    expect(adapter.kind).toBe('desktop');
    expect(adapter.serviceTransport).toBe('live');
    expect(await adapter.appVersion()).toBe('2.5.1-Desktop');
    expect(adapter.gateway()).toEqual({ urls: ['/gateway/east', '/gateway/west'], apiKey: DEMO_GATEWAY_API_KEY });
    await adapter.prepare();
    expect(registerServiceWorker).toHaveBeenCalledWith(win);
    adapter.exit();
    expect(win.close).toHaveBeenCalled();
  });

  it('shows the desktop welcome message, has no store release and no back button', () => {
    const adapter = createDesktopPlatform(fakeWindow(), { registerServiceWorker: async () => {} });
    const list = anEnvironmentList({
      welcomeMessage: { title: 'mobile', message: 'm', dismissible: true },
      welcomeMessage_desktop: { title: 'desktop', message: 'd', dismissible: true },
    });
    expect(adapter.welcomeMessage(list).title).toBe('desktop');
    expect(adapter.latestRelease(anEnvironment({ androidVersion: '9.0.0' }))).toBeUndefined();
    const handler = vi.fn();
    adapter.onBackButton(handler)();
    expect(handler).not.toHaveBeenCalled();
  });

  it('opens the page naming the app origin, so its message goes there only', async () => {
    const { inlineFrameRequest } = await import('./inline-frame.host');
    const win = fakeWindow({ location: { origin: 'app://crewline' } as Location });
    const adapter = createDesktopPlatform(win, { registerServiceWorker: async () => {} });
    const result = adapter.openSecondFactor('https://agency.example/auth/second-factor?token=1');
    expect(inlineFrameRequest.get()?.url).toBe(
      'https://agency.example/auth/second-factor?token=1&origin=app%3A%2F%2Fcrewline',
    );
    inlineFrameRequest.get()?.cancel();
    await expect(result).rejects.toThrow(MESSAGES.duoFailed);
  });

  it('rejects with the Duo message when the user cancels the frame', async () => {
    const { inlineFrameRequest } = await import('./inline-frame.host');
    const win = fakeWindow({ location: { origin: 'https://agency.example' } as Location });
    const adapter = createDesktopPlatform(win, { registerServiceWorker: async () => {} });
    const result = adapter.openSecondFactor('https://agency.example/auth/second-factor?token=1');
    inlineFrameRequest.get()?.cancel();
    await expect(result).rejects.toThrow(MESSAGES.duoFailed);
  });
});

describe('browser-dev platform', () => {
  it('fetches no environments and reads the mock files', async () => {
    const adapter = createBrowserDevPlatform(fakeWindow());
    expect(adapter.kind).toBe('browser-dev');
    expect(adapter.fetchesEnvironments).toBe(false);
    expect(adapter.serviceTransport).toBe('mock');
    expect(await adapter.appVersion()).toBe('2.5.1');
    await adapter.prepare();
    expect(adapter.latestRelease(anEnvironment({ androidVersion: '9.0.0' }))).toBeUndefined();
  });
});

describe('platform detection', () => {
  const capacitor = (native: boolean) => ({ Capacitor: { isNativePlatform: () => native } }) as Partial<Window>;
  const noDev = { devServer: false };

  it("follows a test's init script first", () => {
    expect(detectPlatformKind(fakeWindow({ __CREWLINE_PLATFORM__: 'native' }), noDev)).toBe('native');
    expect(detectPlatformKind(fakeWindow({ __CREWLINE_PLATFORM__: 'browser-dev' }), noDev)).toBe('browser-dev');
    expect(detectPlatformKind(fakeWindow({ __CREWLINE_PLATFORM__: 'desktop' }), { devServer: true })).toBe('desktop');
  });

  it('then the Electron bridge, a Capacitor web view, the Vite dev server, and the served build', () => {
    expect(detectPlatformKind(fakeWindow({ crewlineDesktop: bridge() }), { devServer: true })).toBe('desktop');
    expect(detectPlatformKind(fakeWindow(capacitor(true)), { devServer: true })).toBe('native');
    expect(detectPlatformKind(fakeWindow(capacitor(false)), noDev)).toBe('desktop');
    expect(detectPlatformKind(fakeWindow(), { devServer: true })).toBe('browser-dev');
    expect(detectPlatformKind(fakeWindow(), noDev)).toBe('desktop');
  });
});
