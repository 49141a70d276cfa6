/**
 * The server's own pages outside ExecMacro, whose addresses the app, the server's routes and
 * its log redaction all know. A token in them is a secret: the server log never shows it.
 */

/** Where the server serves the second-factor page (GET) and receives its form (POST). */
export const SECOND_FACTOR_PATH = '/auth/second-factor';
/** The query parameter of the second-factor page's address that carries its one-time token (a secret). */
export const SECOND_FACTOR_TOKEN_PARAM = 'token';
/** The query parameter by which the app names its own origin when it opens the second-factor page: its message goes there only. */
export const SECOND_FACTOR_ORIGIN_PARAM = 'origin';

/** The second-factor page's address as the app opens it: the server's URL plus the app's origin. */
export function secondFactorUrlFrom(url: string, appOrigin: string): string {
  const u = new URL(url);
  u.searchParams.set(SECOND_FACTOR_ORIGIN_PARAM, appOrigin);
  return u.toString();
}

/** The public address of a calendar feed: /calendar/<token>.ics. */
export const CALENDAR_FEED_PATH = '/calendar';

/** A feed token: 32 random bytes, base64url. */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

export function calendarFeedUrl(origin: string, token: string): string {
  return `${origin}${CALENDAR_FEED_PATH}/${token}.ics`;
}

/** The token named by the last path segment of a feed address, or undefined when it cannot be one. */
export function tokenOfFeedFile(file: string): string | undefined {
  return FEED_FILE.exec(file)?.[1];
}

/** The app's Set up your account screen (docs/product.md#enrolment). */
export const ENROL_PATH = '/enrol';
/** The enrolment link's fragment fields: the screen fills them in; a fragment never reaches a server or its log. */
export const ENROL_LINK_PARAMS = { passId: 'pass', code: 'code' } as const;

/** The link the office gives with an enrolment code: the app's screen with pass id and code filled in. */
export function enrolmentLink(origin: string, passId: string, code: string): string {
  const fragment = new URLSearchParams({ [ENROL_LINK_PARAMS.passId]: passId, [ENROL_LINK_PARAMS.code]: code });
  return `${origin}${ENROL_PATH}#${fragment}`;
}

/** The public bid monitor of a depot or terminal: /monitor/<code> (docs/pick.md#the-pick-office). */
export const PUBLIC_MONITOR_PATH = '/monitor';

export function publicMonitorUrl(origin: string, depotCode: string): string {
  return `${origin}${PUBLIC_MONITOR_PATH}/${encodeURIComponent(depotCode)}`;
}
