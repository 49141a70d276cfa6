/**
 * The Capacitor plugins the native platform uses. This module (and the native adapter that
 * loads it on demand) is the only place the app touches Capacitor, so other platforms never
 * download it.
 */
export { App } from '@capacitor/app';
export { DefaultWebViewOptions, InAppBrowser } from '@capacitor/inappbrowser';
export { StatusBar, Style } from '@capacitor/status-bar';
