/**
 * The Capacitor plugins the native platform uses. This module (and the native adapter that
 * loads it on demand) is the only place the app touches Capacitor, so other platforms never
 * download it.
 */
import { Capacitor, registerPlugin } from '@capacitor/core';

export { App } from '@capacitor/app';
export { Directory, Filesystem } from '@capacitor/filesystem';
export { DefaultWebViewOptions, InAppBrowser } from '@capacitor/inappbrowser';
export { StatusBar, Style } from '@capacitor/status-bar';
export { FileOpener } from '@capacitor-community/file-opener';

const lookedUp = new Map<string, unknown>();

/**
 * A plugin the app is not built with, when the native shell has it (its native side is
 * registered); undefined otherwise. Registered once, however often it is asked for.
 */
export function installedPlugin<T>(name: string): T | undefined {
  if (!Capacitor.isPluginAvailable(name)) return undefined;
  if (!lookedUp.has(name)) lookedUp.set(name, registerPlugin<T>(name));
  return lookedUp.get(name) as T;
}
