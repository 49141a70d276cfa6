import { EventEmitter } from 'node:events';
import { vi } from 'vitest';

/** Just enough of Electron's main-process API for main.ts, recording what it is asked to do. */
export const state = { userData: '', appPath: '', singleInstance: true };

class FakeApp extends EventEmitter {
  requestSingleInstanceLock = vi.fn(() => state.singleInstance);
  whenReady = vi.fn(() => Promise.resolve());
  quit = vi.fn();
  exit = vi.fn();
  getPath = vi.fn((name: string) => (name === 'userData' ? state.userData : '/nonexistent'));
  getAppPath = vi.fn(() => state.appPath);
}

export const app = new FakeApp();

export class FakeWebContents extends EventEmitter {
  windowOpenHandler: ((details: { url: string }) => { action: string }) | undefined;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }) {
    this.windowOpenHandler = handler;
  }
}

export class BrowserWindow extends EventEmitter {
  static windows: BrowserWindow[] = [];
  static getAllWindows() {
    return BrowserWindow.windows;
  }
  readonly webContents = new FakeWebContents();
  loadURL = vi.fn(async (_url: string) => {});
  show = vi.fn();
  focus = vi.fn();
  restore = vi.fn();
  isMinimized = vi.fn(() => false);

  constructor(readonly options: Record<string, unknown>) {
    super();
    BrowserWindow.windows.push(this);
    app.emit('web-contents-created', {}, this.webContents);
  }
}

export const protocol = { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() };
export const ipcMain = new EventEmitter();
export const dialog = { showErrorBox: vi.fn() };
export const shell = { openExternal: vi.fn(async (_url: string) => {}) };
export const Menu = {
  buildFromTemplate: vi.fn((template: unknown[]) => ({ template })),
  setApplicationMenu: vi.fn(),
};

/** Forgets every listener, window and recorded call, for the next launch of main.ts. */
export function resetFakeElectron() {
  Object.assign(state, { userData: '', appPath: '', singleInstance: true });
  app.removeAllListeners();
  ipcMain.removeAllListeners();
  BrowserWindow.windows = [];
  vi.clearAllMocks();
}
