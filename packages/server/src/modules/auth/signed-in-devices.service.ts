import { createHash } from 'node:crypto';
import { DEVICE_PLATFORMS, SESSIONS_TEXTS, type ServiceElements, type SignedInSession } from '@crewline/protocol';
import { RefusalError } from '../../exec/errors';
import type { InputOf, Session, SignedInContext } from '../../exec/handlers';
import { endSessionsOf, findLiveSessions } from './sessions.repository';
import { forgetSession } from './sessions.service';

/**
 * Signed-in devices (About → Signed-in devices): the employee's live sessions, and signing any
 * other one out. A session is named by a reference made from its ticket's hash: it tells one
 * session from another and opens none. Ending one ends it in every server process at once (the
 * sessions_ended trigger notifies them); the calendar link is no session and stays.
 */

type LiveSession = Awaited<ReturnType<typeof findLiveSessions>>[number];

/** The session's reference in mta_sessions: 16 hex digits of a hash of its ticket's hash. */
export const sessionRef = (ticketHash: string) =>
  createHash('sha256').update(`session:${ticketHash}`).digest('hex').slice(0, 16);

const platformOf = (value: string | null): SignedInSession['platform'] =>
  DEVICE_PLATFORMS.find((p) => p === value) ?? null;

async function liveSessions(ctx: SignedInContext): Promise<LiveSession[]> {
  const idleSince = new Date(ctx.now.getTime() - ctx.config.sessionIdleSeconds * 1000);
  return findLiveSessions(ctx.db, ctx.session.passId, ctx.now, idleSince);
}

/** The list as the app shows it: this device first, then the most recently used. */
function listed(rows: readonly LiveSession[], current: Session): SignedInSession[] {
  const all = rows.map((row) => ({
    session: sessionRef(row.ticketHash),
    device: row.device ?? SESSIONS_TEXTS.unknownDevice,
    platform: platformOf(row.platform),
    signedInAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastSeenAt.toISOString(),
    current: row.id === current.id,
  }));
  return [...all.filter((s) => s.current), ...all.filter((s) => !s.current)];
}

/** Ends sessions of the employee and drops them from this process's session cache at once. */
async function endAll(ctx: SignedInContext, rows: readonly LiveSession[]): Promise<number> {
  const ids = rows.map((row) => row.id);
  const ended = await endSessionsOf(ctx.db, ctx.session.passId, ids, ctx.now);
  for (const ticketHash of ended) forgetSession(ctx.db, ctx.config, ticketHash);
  return ended.length;
}

/** mta_sessions */
export async function signedInSessions(ctx: SignedInContext): Promise<ServiceElements<'mta_sessions'>> {
  return { sessions: listed(await liveSessions(ctx), ctx.session) };
}

/** mta_sessionEnd: one of the employee's other sessions; ended already (a retry) answers ended: false. */
export async function endSignedInSession(
  ctx: SignedInContext,
  input: InputOf<'mta_sessionEnd'>,
): Promise<ServiceElements<'mta_sessionEnd'>> {
  const rows = await liveSessions(ctx);
  const target = rows.find((row) => sessionRef(row.ticketHash) === input.session);
  if (target?.id === ctx.session.id) throw new RefusalError(SESSIONS_TEXTS.currentSession);
  const ended = target ? (await endAll(ctx, [target])) > 0 : false;
  return { ended, sessions: listed(await liveSessions(ctx), ctx.session) };
}

/** mta_sessionsEndOthers: every session of the employee but this call's. */
export async function endOtherSessions(ctx: SignedInContext): Promise<ServiceElements<'mta_sessionsEndOthers'>> {
  const others = (await liveSessions(ctx)).filter((row) => row.id !== ctx.session.id);
  const ended = await endAll(ctx, others);
  return { ended, sessions: listed(await liveSessions(ctx), ctx.session) };
}
