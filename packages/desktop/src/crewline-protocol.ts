/**
 * The protocol constants the desktop shell needs. `@crewline/protocol` ships TypeScript source
 * only, which the Electron main process cannot load; importing the constants file by path lets
 * tsc compile it into dist beside the shell (it has no imports of its own), so nothing is copied.
 */
export {
  APP_NAME,
  DEMO_GATEWAY_API_KEY,
  DESKTOP_APP_HOST,
  DESKTOP_APP_SCHEME,
  DESKTOP_VERSION,
  DESKTOP_VERSION_SUFFIX,
  GATEWAY_PATH,
} from '../../protocol/src/constants.js';
