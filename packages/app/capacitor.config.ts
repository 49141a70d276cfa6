import type { CapacitorConfig } from '@capacitor/cli';
import { STATUS_BAR_COLOR } from './src/platform/shell-colors';

/**
 * The native shells (android/, ios/). Run the CLI through `npm run cap -w @crewline/app -- <command>`
 * after `npm run build:native` (a build with absolute gateway URLs: VITE_GATEWAY_URLS).
 */
const config: CapacitorConfig = {
  appId: 'org.crewline.app',
  appName: 'Crewline',
  webDir: 'dist',
  // The Android shell's origin is https://localhost, the one the server trusts for it
  // (SHELL_ORIGINS): never http, which any local page has.
  server: { androidScheme: 'https' },
  plugins: {
    // The start-up look before the app's own prepare() runs: dark style on the fixed colour.
    StatusBar: { style: 'DARK', backgroundColor: STATUS_BAR_COLOR, overlaysWebView: false },
    // Android edge to edge: Capacitor injects --safe-area-inset-* for the app's CSS.
    SystemBars: { insetsHandling: 'css' },
  },
};

export default config;
