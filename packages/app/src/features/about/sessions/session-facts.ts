import { SESSIONS_TEXTS, type SignedInSession } from '@crewline/protocol';
import { formatInstant } from '../../../session/agency-instant';

/** What one session's row says under its device: platform, when signed in, when last used. */
export function sessionFacts(session: SignedInSession): string[] {
  return [
    session.platform ? SESSIONS_TEXTS.platforms[session.platform] : SESSIONS_TEXTS.platformNotReported,
    `${SESSIONS_TEXTS.signedInAt} ${formatInstant(session.signedInAt)}`,
    `${SESSIONS_TEXTS.lastUsedAt} ${formatInstant(session.lastUsedAt)}`,
  ];
}
