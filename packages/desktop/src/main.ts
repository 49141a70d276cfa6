import { join } from 'node:path';
import { app, BrowserWindow, dialog, ipcMain, Menu, protocol, shell, type WebContents } from 'electron';
import { appDistDir, appDistProblem } from './app-dist.js';
import { createAppRequestHandler } from './app-request.js';
import { APP_SCHEME, APP_SCHEME_REGISTRATION, APP_START_URL } from './app-scheme.js';
import { BRIDGE_CHANNELS, buildBridgeInfo } from './bridge.js';
import { CONFIG_FILE_NAME, describeConfigProblems, loadDesktopConfig } from './config.js';
import { menuTemplate } from './menu-template.js';
import { agencyOriginsOf, decideNavigation, decideWindowOpen, isAppUrl } from './navigation-policy.js';
import { mainWindowOptions } from './window-options.js';

// Privileged schemes must be registered before the app is ready.
protocol.registerSchemesAsPrivileged([APP_SCHEME_REGISTRATION]);

let mainWindow: BrowserWindow | undefined;

if (app.requestSingleInstanceLock()) {
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app
    .whenReady()
    .then(start)
    .catch((error: unknown) => fail('Crewline could not start', String(error)));
} else {
  app.quit();
}

function fail(title: string, message: string): void {
  dialog.showErrorBox(title, message);
  app.exit(1);
}

function start(): void {
  const configPath = join(app.getPath('userData'), CONFIG_FILE_NAME);
  const loaded = loadDesktopConfig(process.env, configPath);
  if (!loaded.ok) {
    fail('Crewline configuration error', describeConfigProblems(loaded.problems, configPath));
    return;
  }

  const distDir = appDistDir(process.env, app.getAppPath());
  const distProblem = appDistProblem(distDir);
  if (distProblem !== undefined) {
    fail('Crewline app build missing', distProblem);
    return;
  }

  const info = buildBridgeInfo(loaded.config);
  const agencyOrigins = agencyOriginsOf(loaded.config.gatewayUrls);

  protocol.handle(APP_SCHEME, createAppRequestHandler(distDir));
  ipcMain.on(BRIDGE_CHANNELS.info, (event) => {
    event.returnValue = isAppUrl(event.senderFrame?.url ?? '') ? info : null;
  });
  ipcMain.on(BRIDGE_CHANNELS.exit, (event) => {
    if (isAppUrl(event.senderFrame?.url ?? '')) app.quit();
  });
  app.on('web-contents-created', (_event, contents) => guardContents(contents, agencyOrigins));
  Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate(process.platform === 'darwin')));

  openMainWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) openMainWindow();
  });
  app.on('second-instance', () => {
    if (mainWindow === undefined) {
      openMainWindow();
      return;
    }
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
}

function openMainWindow(): void {
  const window = new BrowserWindow(mainWindowOptions(join(import.meta.dirname, 'preload.cjs')));
  window.once('ready-to-show', () => window.show());
  window.on('closed', () => {
    if (mainWindow === window) mainWindow = undefined;
  });
  mainWindow = window;
  window.loadURL(APP_START_URL).catch((error: unknown) => console.error('Could not load the app:', error));
}

function openExternal(url: string): void {
  shell.openExternal(url).catch((error: unknown) => console.error(`Could not open ${url}:`, error));
}

/** Keeps every page on the app origin (frames also on the agency's) and out of new windows. */
function guardContents(contents: WebContents, agencyOrigins: ReadonlySet<string>): void {
  contents.setWindowOpenHandler(({ url }) => {
    if (decideWindowOpen(url) === 'open-external') openExternal(url);
    return { action: 'deny' };
  });
  contents.on('will-frame-navigate', (event) => {
    const decision = decideNavigation(agencyOrigins, event.url, event.isMainFrame);
    if (decision === 'allow') return;
    event.preventDefault();
    if (decision === 'open-external') openExternal(event.url);
  });
  contents.on('will-redirect', (event) => {
    if (decideNavigation(agencyOrigins, event.url, event.isMainFrame) !== 'allow') event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
}
