import { isIP } from 'node:net';
import { hostname, networkInterfaces } from 'node:os';

/**
 * Which Host headers the server answers when PUBLIC_URL is not set: links it builds (the
 * second-factor page, calendar feeds, the environment list, the API reference) take the
 * request's host, so a forged Host must never reach them.
 */

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range or one of proxy-addr's names (loopback, linklocal, uniquelocal). */
export function isProxyAddress(value: string): boolean {
  if (PROXY_NAMES.has(value) || isIP(value) !== 0) return true;
  const [address, bits, extra] = value.split('/');
  if (extra !== undefined || address === undefined || bits === undefined || !/^\d{1,3}$/.test(bits)) return false;
  const family = isIP(address);
  return family !== 0 && Number(bits) <= (family === 4 ? 32 : 128);
}

/** `host[:port]` as `hostname:port` (lower case, IPv6 in brackets, port 80 when absent); undefined when it is not one. */
export function normalizeHost(value: string): string | undefined {
  if (value === '' || /[/?#@\s\\]/.test(value)) return undefined;
  try {
    const url = new URL(`http://${value}`);
    return `${url.hostname}:${url.port || '80'}`;
  } catch {
    return undefined;
  }
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];
const bracketed = (address: string) => (isIP(address) === 6 ? `[${address}]` : address);

/** The hosts a server bound to `host` answers at: every interface and the machine's name when bound to all. */
export function listeningHosts(host: string, port: number): string[] {
  const names =
    host === '0.0.0.0' || host === '::'
      ? [
          ...LOOPBACK_NAMES,
          hostname(),
          ...Object.values(networkInterfaces()).flatMap((list) => (list ?? []).map((i) => bracketed(i.address))),
        ]
      : [bracketed(host), ...(LOOPBACK_NAMES.includes(bracketed(host)) ? LOOPBACK_NAMES : [])];
  return names.map((name) => normalizeHost(`${name}:${port}`)).filter((h): h is string => h !== undefined);
}

/** A check of Host headers against a fixed set, remembering the last answers (a server sees few hosts). */
export function hostChecker(allowed: Iterable<string>): (host: string | undefined) => boolean {
  const set = new Set(allowed);
  const seen = new Map<string, boolean>();
  return (host) => {
    if (host === undefined) return false;
    let ok = seen.get(host);
    if (ok === undefined) {
      const normalized = normalizeHost(host);
      ok = normalized !== undefined && set.has(normalized);
      if (seen.size >= 64) seen.clear();
      seen.set(host, ok);
    }
    return ok;
  };
}
