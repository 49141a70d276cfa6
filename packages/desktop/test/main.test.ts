import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRIDGE_CHANNELS } from '../src/bridge';

vi.mock('electron', () => import('./fake-electron'));

type Fake = typeof import('./fake-electron');

const EAST = 'https://east.agency.example/gateway/east';
const WEST = 'https://west.agency.example/gateway/west';
const INDEX = '<!doctype html><title>Crewline</title>';

let workDir: string;
let dist: string;

beforeAll(() => {
  workDir = mkdtempSync(join(tmpdir(), 'crewline-desktop-main-'));
  dist = join(workDir, 'dist');
  mkdirSync(dist);
  writeFileSync(join(dist, 'index.html'), INDEX);
});
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

beforeEach(() => {
  vi.resetModules();
  vi.stubEnv('CREWLINE_APP_DIST', dist);
  vi.stubEnv('CREWLINE_GATEWAY_URLS', `${EAST},${WEST}`);
  vi.stubEnv('CREWLINE_GATEWAY_API_KEY', 'agency-key');
});
afterEach(() => vi.unstubAllEnvs());

/** Loads main.ts against a fresh fake Electron and lets the app become ready. */
async function launch(setup: (fake: Fake) => void = () => {}): Promise<Fake> {
  const fake = (await import('electron')) as unknown as Fake;
  fake.resetFakeElectron();
  fake.state.userData = workDir;
  fake.state.appPath = join(workDir, 'desktop');
  setup(fake);
  await import('../src/main');
  await new Promise((resolve) => setImmediate(resolve));
  return fake;
}

function onlyWindow(fake: Fake) {
  expect(fake.BrowserWindow.windows).toHaveLength(1);
  return fake.BrowserWindow.windows[0] as InstanceType<Fake['BrowserWindow']>;
}

const ipcEvent = (url: string) => ({ senderFrame: { url }, returnValue: undefined as unknown });
const navigation = (url: string, isMainFrame: boolean) => ({ url, isMainFrame, preventDefault: vi.fn() });

describe('main', () => {
  it('registers the app scheme, serves the app build and opens the window on it', async () => {
    const fake = await launch();
    expect(fake.protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([
      expect.objectContaining({ scheme: 'app', privileges: expect.objectContaining({ standard: true, secure: true }) }),
    ]);
    expect(fake.protocol.handle).toHaveBeenCalledWith('app', expect.any(Function));
    const handler = fake.protocol.handle.mock.calls[0]?.[1] as (request: Request) => Promise<Response>;
    expect(await (await handler(new Request('app://crewline/login'))).text()).toBe(INDEX);

    const window = onlyWindow(fake);
    expect(window.options).toMatchObject({
      title: 'Crewline',
      webPreferences: { preload: expect.stringMatching(/preload\.cjs$/), sandbox: true, contextIsolation: true },
    });
    expect(window.loadURL).toHaveBeenCalledWith('app://crewline/');
    expect(window.show).not.toHaveBeenCalled();
    window.emit('ready-to-show');
    expect(window.show).toHaveBeenCalled();

    const menu = fake.Menu.buildFromTemplate.mock.calls[0]?.[0] as { role: string }[];
    expect(menu.map((item) => item.role)).toEqual(expect.arrayContaining(['editMenu', 'viewMenu', 'windowMenu']));
    expect(fake.Menu.setApplicationMenu).toHaveBeenCalled();
  });

  it('gives the bridge info and the exit only to the app itself', async () => {
    const fake = await launch();
    const fromApp = ipcEvent('app://crewline/login');
    fake.ipcMain.emit(BRIDGE_CHANNELS.info, fromApp);
    expect(fromApp.returnValue).toEqual({
      platform: 'desktop',
      version: '2.5.1-Desktop',
      gatewayUrls: [EAST, WEST],
      apiKey: 'agency-key',
    });
    const fromElsewhere = ipcEvent('https://evil.example/');
    fake.ipcMain.emit(BRIDGE_CHANNELS.info, fromElsewhere);
    expect(fromElsewhere.returnValue).toBeNull();

    fake.ipcMain.emit(BRIDGE_CHANNELS.exit, ipcEvent('https://evil.example/'));
    expect(fake.app.quit).not.toHaveBeenCalled();
    fake.ipcMain.emit(BRIDGE_CHANNELS.exit, ipcEvent('app://crewline/'));
    expect(fake.app.quit).toHaveBeenCalled();
  });

  it('sends new windows to the system browser and keeps navigation on the app', async () => {
    const fake = await launch();
    const contents = onlyWindow(fake).webContents;

    expect(contents.windowOpenHandler?.({ url: 'https://selfservice.crewline.example/reset' })).toEqual({
      action: 'deny',
    });
    expect(fake.shell.openExternal).toHaveBeenCalledWith('https://selfservice.crewline.example/reset');
    expect(contents.windowOpenHandler?.({ url: 'app://crewline/home' })).toEqual({ action: 'deny' });
    expect(fake.shell.openExternal).toHaveBeenCalledTimes(1);

    const inApp = navigation('app://crewline/home/about', true);
    contents.emit('will-frame-navigate', inApp);
    expect(inApp.preventDefault).not.toHaveBeenCalled();

    const away = navigation('https://example.org/', true);
    contents.emit('will-frame-navigate', away);
    expect(away.preventDefault).toHaveBeenCalled();
    expect(fake.shell.openExternal).toHaveBeenLastCalledWith('https://example.org/');

    const secondFactor = navigation('https://east.agency.example/auth/second-factor?token=t', false);
    contents.emit('will-frame-navigate', secondFactor);
    expect(secondFactor.preventDefault).not.toHaveBeenCalled();

    const foreignFrame = navigation('https://evil.example/', false);
    contents.emit('will-frame-navigate', foreignFrame);
    expect(foreignFrame.preventDefault).toHaveBeenCalled();
    expect(fake.shell.openExternal).toHaveBeenCalledTimes(2);

    const redirect = navigation('https://evil.example/', false);
    contents.emit('will-redirect', redirect);
    expect(redirect.preventDefault).toHaveBeenCalled();

    const webview = { preventDefault: vi.fn() };
    contents.emit('will-attach-webview', webview);
    expect(webview.preventDefault).toHaveBeenCalled();
  });

  it('quits when the last window closes except on macOS, and reopens on activate', async () => {
    const fake = await launch();
    const platform = Object.getOwnPropertyDescriptor(process, 'platform') as PropertyDescriptor;
    try {
      Object.defineProperty(process, 'platform', { value: 'darwin' });
      fake.app.emit('window-all-closed');
      expect(fake.app.quit).not.toHaveBeenCalled();
      Object.defineProperty(process, 'platform', { value: 'linux' });
      fake.app.emit('window-all-closed');
      expect(fake.app.quit).toHaveBeenCalled();
    } finally {
      Object.defineProperty(process, 'platform', platform);
    }

    fake.BrowserWindow.windows.length = 0;
    fake.app.emit('activate');
    expect(fake.BrowserWindow.windows).toHaveLength(1);
  });

  it('brings the window back when a second instance starts', async () => {
    const fake = await launch();
    const window = onlyWindow(fake);
    window.isMinimized.mockReturnValue(true);
    fake.app.emit('second-instance');
    expect(window.restore).toHaveBeenCalled();
    expect(window.focus).toHaveBeenCalled();

    window.emit('closed');
    fake.app.emit('second-instance');
    expect(fake.BrowserWindow.windows).toHaveLength(2);
  });

  it('quits at once when another instance holds the lock', async () => {
    const fake = await launch((f) => {
      f.state.singleInstance = false;
    });
    expect(fake.app.quit).toHaveBeenCalled();
    expect(fake.app.whenReady).not.toHaveBeenCalled();
    expect(fake.BrowserWindow.windows).toHaveLength(0);
  });

  it('shows an error and exits when the configuration is invalid', async () => {
    vi.stubEnv('CREWLINE_GATEWAY_URLS', 'not-a-url');
    const fake = await launch();
    expect(fake.dialog.showErrorBox).toHaveBeenCalledWith(
      'Crewline configuration error',
      expect.stringContaining('CREWLINE_GATEWAY_URLS'),
    );
    expect(fake.app.exit).toHaveBeenCalledWith(1);
    expect(fake.BrowserWindow.windows).toHaveLength(0);
  });

  it('shows an error and exits when the app build is missing', async () => {
    vi.stubEnv('CREWLINE_APP_DIST', join(workDir, 'no-build'));
    const fake = await launch();
    expect(fake.dialog.showErrorBox).toHaveBeenCalledWith(
      'Crewline app build missing',
      expect.stringContaining('no-build'),
    );
    expect(fake.app.exit).toHaveBeenCalledWith(1);
  });
});
