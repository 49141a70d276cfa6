/** The public address of a calendar feed: /calendar/<token>.ics. */
export const CALENDAR_FEED_PATH = '/calendar';

/** A feed token: 32 random bytes, base64url (lib/secrets randomSecret). */
const TOKEN = /^([A-Za-z0-9_-]{43})\.ics$/;

export function calendarFeedUrl(origin: string, token: string): string {
  return `${origin}${CALENDAR_FEED_PATH}/${token}.ics`;
}

/** The token named by the last path segment, or undefined when it cannot be one. */
export function tokenOfFeedFile(file: string): string | undefined {
  return TOKEN.exec(file)?.[1];
}
