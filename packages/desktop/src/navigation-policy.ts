import { APP_ORIGIN } from './app-scheme.js';

/** What to do with a navigation or a new-window request. */
export type LinkDecision = 'allow' | 'open-external' | 'deny';

/** Links handed to the system: web pages in the browser, support addresses in the mail client. */
const EXTERNAL_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** about:blank and srcdoc are where a frame starts before its first real navigation. */
const FRAME_PLACEHOLDERS = new Set(['about:blank', 'about:srcdoc']);

function parse(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/**
 * Node's URL gives non-special schemes an opaque 'null' origin, so the app origin is
 * rebuilt from protocol and host (the same as Chromium's origin for a standard scheme).
 */
function originOf(url: URL): string {
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : `${url.protocol}//${url.host}`;
}

export function isAppUrl(url: string): boolean {
  const parsed = parse(url);
  return parsed !== undefined && originOf(parsed) === APP_ORIGIN;
}

/** The agency's origins, those of its gateway URLs: the second-factor page is framed from there. */
export function agencyOriginsOf(gatewayUrls: readonly string[]): ReadonlySet<string> {
  return new Set(gatewayUrls.flatMap((url) => parse(url)?.origin ?? []));
}

function externalOrDeny(url: URL | undefined): 'open-external' | 'deny' {
  return url !== undefined && EXTERNAL_PROTOCOLS.has(url.protocol) ? 'open-external' : 'deny';
}

/**
 * A navigation of the window's main frame or of one of its frames. The main frame stays on the
 * app; frames may also show the agency's pages (the inline second factor). Links leaving the
 * main frame go to the system browser instead.
 */
export function decideNavigation(agencyOrigins: ReadonlySet<string>, url: string, isMainFrame: boolean): LinkDecision {
  const parsed = parse(url);
  if (parsed !== undefined && originOf(parsed) === APP_ORIGIN) return 'allow';
  if (isMainFrame) return externalOrDeny(parsed);
  if (FRAME_PLACEHOLDERS.has(url)) return 'allow';
  return parsed !== undefined && agencyOrigins.has(originOf(parsed)) ? 'allow' : 'deny';
}

/** window.open and target=_blank: never a new app window; web and mail links go to the system. */
export function decideWindowOpen(url: string): 'open-external' | 'deny' {
  return externalOrDeny(parse(url));
}
