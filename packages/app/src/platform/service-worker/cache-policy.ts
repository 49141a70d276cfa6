/**
 * What the app shell's service worker does with a request. Pure: sw.ts applies it, tests
 * check it. Nothing that belongs to the agency server is ever cached: service calls
 * (/ServiceManager/…), the gateways (/gateway/…), the second-factor page (/auth/…), the API
 * reference (/docs…), nor the browser-dev mock files.
 */
export type CacheRule =
  /** Not touched: the browser goes to the network as if there were no service worker. */
  | 'network-only'
  /** A page load: the network, else the cached index.html (the app shell) when offline. */
  | 'app-shell'
  /** A content-hashed build file: the cache, else the network (and kept). */
  | 'hashed-asset'
  /** Other files of the build (manifest, icons): the network, else the cache. */
  | 'static';

export interface RequestFacts {
  url: string;
  method: string;
  mode: string;
}

const SERVER_OWNED = /^(ServiceManager|gateway|auth|docs)(\/|$)/;
const MOCKS = /^assets\/mocks\//;
/** Vite names build files `<name>-<8+ char hash>.<ext>` under assets/. */
const HASHED = /^assets\/[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/i;

/** The rule for `request` under the service worker's `scope` (e.g. 'https://agency.example/'). */
export function cacheRuleFor(request: RequestFacts, scope: string): CacheRule {
  if (request.method !== 'GET') return 'network-only';
  const url = new URL(request.url);
  const base = new URL(scope);
  if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) return 'network-only';
  const path = url.pathname.slice(base.pathname.length);
  if (SERVER_OWNED.test(path) || MOCKS.test(path)) return 'network-only';
  if (request.mode === 'navigate') return 'app-shell';
  if (HASHED.test(path)) return 'hashed-asset';
  return 'static';
}

/** The cache of one build; older builds' caches are deleted when a new worker activates. */
export const CACHE_PREFIX = 'crewline-shell-';

export function isOldShellCache(name: string, current: string): boolean {
  return name.startsWith(CACHE_PREFIX) && name !== current;
}
