import { buildEnvelope, emptyMessage, type ServiceMessage } from '@crewline/protocol';
import type { Session } from './handlers';

export type Reply = ReturnType<typeof buildEnvelope>;

/** What a call answers: its Elements, and the session it opened or ended (a Ticketed answer). */
export interface HandlerResult<E> {
  elements: E;
  issued?: { ticket: string; transactionId: string };
}

function baseMessage(session: Pick<Session, 'transactionId' | 'ticket'> | undefined): ServiceMessage {
  return emptyMessage(session?.transactionId ?? '', session?.ticket ?? '');
}

/** The envelope of a successful call; a session the call opened wins over the one it came with. */
export function successEnvelope<E>(service: string, result: HandlerResult<E>, session?: Session): Reply {
  return buildEnvelope(service, baseMessage(result.issued ?? session), result.elements);
}

/** The envelope of a refused or failed call. */
export function failureEnvelope(
  service: string,
  failure: Partial<Pick<ServiceMessage, 'Error' | 'PopupMessages' | 'StatusBarMessages'>>,
  session?: Session,
): Reply {
  const envelope = buildEnvelope(service, { ...baseMessage(session), ...failure });
  // A failure must never read as success, even when it only carries popup messages.
  return { ...envelope, success: false };
}
