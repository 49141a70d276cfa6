import { isIP } from 'node:net';
import type { ConnectionOptions } from 'node:tls';
import { Client, ResultCodeError } from 'ldapts';
import { BIND_DN_PASS_ID_TOKEN, type LdapDirectorySettings } from '../../config';

/**
 * The characters RFC 4514 (section 2.4) says an attribute value in a DN must escape, and `=`,
 * which it allows to: each becomes `\` and its two hex digits, so a pass id can never end its
 * own RDN, add another, or name another entry.
 */
const DN_SPECIAL = /[\\,+"<>;=\0]/g;
const hexEscape = (c: string) =>
  [...Buffer.from(c, 'utf8')].map((b) => `\\${b.toString(16).padStart(2, '0')}`).join('');

/** An attribute value escaped for a DN string (RFC 4514): specials, a leading space or `#`, a trailing space. */
export function escapeDnValue(value: string): string {
  let escaped = value.replace(DN_SPECIAL, hexEscape);
  if (escaped.startsWith(' ') || escaped.startsWith('#')) escaped = hexEscape(escaped[0] as string) + escaped.slice(1);
  if (escaped.length > 1 && escaped.endsWith(' ')) escaped = `${escaped.slice(0, -1)}\\20`;
  return escaped;
}

/** The DN a pass id binds as: LDAP_BIND_DN with the escaped pass id for every `{passId}`. */
export function bindDnOf(template: string, passId: string): string {
  return template.split(BIND_DN_PASS_ID_TOKEN).join(escapeDnValue(passId));
}

/** What the directory said of a password: right, wrong, or nothing (it did not answer, or not in time). */
export type DirectoryAnswer = { kind: 'right' } | { kind: 'wrong' } | { kind: 'unavailable'; reason: string };

/**
 * One password checked by a simple bind as the pass id's DN, on a connection of its own, ended
 * after. An empty password is wrong without a bind: LDAP takes a bind with a DN and no password
 * as an anonymous one, and most directories let it succeed. The directory's refusal (invalid
 * credentials, or any result code but busy or unavailable) is a wrong password; no answer
 * within the timeout, a refused connection or a failed TLS handshake is `unavailable`, with a
 * reason that never holds the password.
 */
export async function checkDirectoryPassword(
  settings: LdapDirectorySettings,
  passId: string,
  password: string,
): Promise<DirectoryAnswer> {
  if (password === '') return { kind: 'wrong' };
  const ldaps = settings.url.startsWith('ldaps://');
  // ldapts fails StartTLS on a client made with tlsOptions: those are for ldaps:// only.
  const client = new Client({
    url: settings.url,
    timeout: settings.timeoutMs,
    connectTimeout: settings.timeoutMs,
    ...(ldaps && settings.ca !== undefined ? { tlsOptions: { ca: settings.ca } } : {}),
    strictDN: false,
  });
  if (!ldaps && settings.ca !== undefined) {
    try {
      await client.startTLS(startTlsOptions(settings.url, settings.ca));
    } catch (err) {
      await client.unbind().catch(() => undefined);
      return { kind: 'unavailable', reason: `StartTLS: ${reasonOf(err)}` };
    }
  }
  try {
    await client.bind(bindDnOf(settings.bindDn, passId), password);
    return { kind: 'right' };
  } catch (err) {
    if (err instanceof ResultCodeError && !DIRECTORY_DOWN.has(err.code)) return { kind: 'wrong' };
    return { kind: 'unavailable', reason: reasonOf(err) };
  } finally {
    await client.unbind().catch(() => undefined);
  }
}

/**
 * ldapts upgrades the connection it has without saying which host it is, and Node then holds the
 * certificate to `localhost`: the URL's host is given, and as SNI unless it is an address.
 */
function startTlsOptions(url: string, ca: string): ConnectionOptions {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return { ca, host, ...(isIP(host) === 0 ? { servername: host } : {}) };
}

/** Result codes of a directory that could not judge the bind: busy (51), unavailable (52). */
const DIRECTORY_DOWN = new Set([51, 52]);

/** A connection fault in a few words: its code (ECONNREFUSED, ETIMEDOUT…) or the error's name and message. */
function reasonOf(err: unknown): string {
  if (typeof err !== 'object' || err === null) return String(err);
  const e = err as { code?: unknown; name?: unknown; message?: unknown };
  const code = typeof e.code === 'string' ? `${e.code}: ` : '';
  return `${code}${typeof e.name === 'string' ? e.name : 'Error'}: ${String(e.message ?? '')}`;
}
