import type { BrowserWindowConstructorOptions } from 'electron';
import { APP_NAME } from './crewline-protocol.js';

/** The main window: room for the desktop layout, and a renderer with no Node.js and no privileges. */
export function mainWindowOptions(preloadPath: string): BrowserWindowConstructorOptions {
  return {
    title: APP_NAME,
    width: 1280,
    height: 800,
    minWidth: 900,
    minHeight: 600,
    show: false,
    backgroundColor: '#ffffff',
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      sandbox: true,
      webSecurity: true,
      webviewTag: false,
      spellcheck: true,
    },
  };
}
