/**
 * The push services the server may call (PUSH_SERVICE_HOSTS): a browser's subscription names
 * its push service's address, and only one on this list is accepted, so no one can make the
 * server call an address of their choosing. Entries: `host` (port 443), `host:port`, or
 * `*.domain` (any name under the domain, port 443; `*.domain:port` another port).
 */

/** The public push services of the browsers (Chrome/Edge by FCM, Firefox, Safari, Windows). */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
] as const;

export interface PushHostRule {
  /** The host, lower case; for a wildcard, the domain without `*.`. */
  host: string;
  wildcard: boolean;
  port: number;
}

const NAME = /^(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)$/;

/** One entry as a rule; undefined when it is not one. */
export function parsePushHost(entry: string): PushHostRule | undefined {
  const text = entry.trim().toLowerCase();
  const wildcard = text.startsWith('*.');
  const rest = wildcard ? text.slice(2) : text;
  const match = /^(.*?)(?::(\d{1,5}))?$/.exec(rest);
  const host = match?.[1] ?? '';
  const port = match?.[2] === undefined ? 443 : Number(match[2]);
  if (!NAME.test(host) || port < 1 || port > 65_535 || (wildcard && !host.includes('.'))) return undefined;
  return { host, wildcard, port };
}

/** `host:port` of an https URL, as the refusal names it; undefined when it is not https. */
export function pushHostOf(endpoint: string): { host: string; port: number } | undefined {
  try {
    const url = new URL(endpoint);
    if (url.protocol !== 'https:') return undefined;
    return { host: url.hostname.toLowerCase(), port: url.port === '' ? 443 : Number(url.port) };
  } catch {
    return undefined;
  }
}

/** Whether the endpoint's host and port are on the list. */
export function isAllowedPushEndpoint(endpoint: string, rules: readonly PushHostRule[]): boolean {
  const at = pushHostOf(endpoint);
  if (at === undefined) return false;
  return rules.some((r) => r.port === at.port && (r.wildcard ? at.host.endsWith(`.${r.host}`) : at.host === r.host));
}
