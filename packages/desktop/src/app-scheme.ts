import { extname, isAbsolute, relative, resolve, sep } from 'node:path';
import type { CustomScheme } from 'electron';
import { DESKTOP_APP_HOST, DESKTOP_APP_SCHEME } from './crewline-protocol.js';

/** The app is served from its own origin, never file://, so it gets a real origin and SPA routes. */
export const APP_SCHEME = DESKTOP_APP_SCHEME;
export const APP_HOST = DESKTOP_APP_HOST;
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_START_URL = `${APP_ORIGIN}/`;

/** Standard + secure: a normal origin with fetch, storage and ES modules, treated like https. */
export const APP_SCHEME_REGISTRATION: CustomScheme = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
};

export type ResolvedAppPath =
  | { ok: true; path: string; isRoute: boolean }
  | { ok: false; status: 400 | 403 | 404; reason: string };

/**
 * Maps an app:// request URL to a file under `root`. Anything outside `root` (encoded `..`,
 * `%2f`, backslashes) is refused. `isRoute` is true for extension-less paths, which fall back
 * to index.html when no such file exists, as the app's client-side routes do.
 */
export function resolveAppPath(root: string, requestUrl: string): ResolvedAppPath {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return { ok: false, status: 400, reason: 'malformed URL' };
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) {
    return { ok: false, status: 404, reason: 'not the app origin' };
  }

  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return { ok: false, status: 400, reason: 'malformed percent-encoding' };
  }
  if (pathname.includes('\0')) return { ok: false, status: 400, reason: 'NUL in path' };

  const base = resolve(root);
  const path = resolve(base, `.${pathname.replaceAll('\\', '/')}`);
  const inside = relative(base, path);
  if (inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) {
    return { ok: false, status: 403, reason: 'outside the app folder' };
  }
  return { ok: true, path, isRoute: extname(pathname) === '' };
}
