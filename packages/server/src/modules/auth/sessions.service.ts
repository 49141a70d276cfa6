import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Session } from '../../exec/handlers';
import { randomSecret, sha256 } from '../../lib/secrets';
import { cachePerOwner } from '../../lib/ttl-cache';
import { roleSubject } from './profile';
import { endSession, findSessionByTicketHash, insertSession, touchSession } from './sessions.repository';

/**
 * last_seen_at is written at most once a minute, to keep the signed-in hot path a single read,
 * and at least four times per idle timeout, so a short timeout never ends a session in use.
 */
const touchEveryMs = (config: Config) => Math.min(60_000, (config.sessionIdleSeconds * 1000) / 4);

type SessionRow = NonNullable<Awaited<ReturnType<typeof findSessionByTicketHash>>>;

/**
 * Sessions this process has just read, by ticket hash (SESSION_CACHE_MS, 2 s by default):
 * an app makes a burst of calls per screen, and each would otherwise read the same row.
 * A session ended anywhere — logout, a password change, a lockout, in any process sharing
 * the database — is dropped at once: the database notifies SESSIONS_ENDED_CHANNEL (migration
 * 0004's triggers) and every process forgets it. Expiry is still checked on every call.
 */
const sessionCache = cachePerOwner<Db, string, SessionRow | null>();

/** The NOTIFY channel whose payload is the ticket hash of a session just ended (named in migration 0004). */
export const SESSIONS_ENDED_CHANNEL = 'crewline_sessions_ended';

/** This process forgets one session it may hold: it ended elsewhere. */
export function forgetSession(db: Db, config: Config, ticketHash: string): void {
  sessionCache(db, config.sessionCacheMs).delete(ticketHash);
}

/** This process forgets every session it holds: endings may have been missed. */
export function forgetAllSessions(db: Db, config: Config): void {
  sessionCache(db, config.sessionCacheMs).clear();
}

/** Where a sign-in comes from, kept with its session for Signed-in devices. */
export interface SignInDevice {
  device?: string | null;
  platform?: string | null;
}

export async function openSession(db: Db, passId: string, now: Date, config: Config, from: SignInDevice = {}) {
  const ticket = randomSecret(32);
  const transactionId = randomSecret(16);
  const expiresAt = new Date(now.getTime() + config.sessionAbsoluteSeconds * 1000);
  await insertSession(db, {
    ticketHash: sha256(ticket),
    passId,
    transactionId,
    now,
    expiresAt,
    device: from.device ?? null,
    platform: from.platform ?? null,
  });
  return { ticket, transactionId };
}

/** Reads `Authorization: Basic base64(passId:ticket)`. */
export function parseBasicAuth(header: string | undefined): { passId: string; ticket: string } | undefined {
  const m = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header ?? '');
  if (!m?.[1]) return undefined;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return undefined;
  return { passId: decoded.slice(0, colon), ticket: decoded.slice(colon + 1) };
}

/**
 * The live session of an Authorization header, or undefined when missing, unknown, ended or
 * expired. A call is the employee's activity and keeps the session from going idle, unless the
 * app made it `unattended` (nobody has touched it for a while: a screen reading itself again).
 */
export async function authenticate(
  db: Db,
  header: string | undefined,
  now: Date,
  config: Config,
  { unattended = false }: { unattended?: boolean } = {},
) {
  const credentials = parseBasicAuth(header);
  if (!credentials || credentials.ticket === '') return undefined;
  const ticketHash = sha256(credentials.ticket);
  const t = now.getTime();
  const cache = sessionCache(db, config.sessionCacheMs);
  const row = await cache.getOrLoad(ticketHash, t, async () => (await findSessionByTicketHash(db, ticketHash)) ?? null);
  if (!row || row.passId !== credentials.passId || row.endedAt !== null) return undefined;
  if (row.expiresAt.getTime() <= t) return undefined;
  if (row.lastSeenAt.getTime() + config.sessionIdleSeconds * 1000 <= t) return undefined;
  if (!unattended && t - row.lastSeenAt.getTime() >= touchEveryMs(config)) {
    await touchSession(db, row.id, now);
    row.lastSeenAt = now;
  }
  const session: Session = {
    id: row.id,
    passId: row.passId,
    transactionId: row.transactionId,
    ticket: credentials.ticket,
    subject: roleSubject(row.employee),
    employee: row.employee,
  };
  return session;
}

export async function closeSession(db: Db, session: Session, now: Date, config: Config) {
  await endSession(db, session.id, now);
  sessionCache(db, config.sessionCacheMs).delete(sha256(session.ticket));
}
