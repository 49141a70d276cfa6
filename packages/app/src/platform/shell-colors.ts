/**
 * The fixed background colour of the native status bar (docs/product.md#native-shell: dark, with a fixed colour).
 * Also the web app's theme colour. No imports: capacitor.config.ts reads it too.
 */
export const STATUS_BAR_COLOR = '#0b3d91';
