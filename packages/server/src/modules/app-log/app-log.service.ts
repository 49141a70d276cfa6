import { randomBytes } from 'node:crypto';
import { APP_LOG_TEXTS, type ServiceElements } from '@crewline/protocol';
import { RefusalError } from '../../exec/errors';
import type { InputOf, SignedInContext } from '../../exec/handlers';
import { countSessionBatchesSince, findBatch, insertBatch, lockSession } from './app-log.repository';

export type AppLogElements = ServiceElements<'mta_appLog'>;

const HOUR_MS = 3_600_000;

/** What an employee quotes to support: short, unambiguous, not guessable from another's. */
function newReference(): string {
  return `LOG-${randomBytes(5).toString('hex').toUpperCase()}`;
}

const answer = (batch: { reference: string; entryCount: number }): AppLogElements => ({
  received: batch.entryCount,
  reference: batch.reference,
});

/**
 * Keeps a batch of the app's log for the signed-in employee (docs/product.md#logging).
 * The employee is the session's, whatever the payload says. A batch sent again with the
 * same batchId (a retry) is answered from the stored one and does not count against the
 * hourly limit of the session. Nothing of the entries goes to the server log.
 */
export async function receiveAppLog(
  { db, session, now, config }: SignedInContext,
  input: InputOf<'mta_appLog'>,
): Promise<AppLogElements> {
  return db.transaction(async (tx) => {
    await lockSession(tx, session.id);
    if (input.batchId !== undefined) {
      const kept = await findBatch(tx, session.passId, input.batchId);
      if (kept) return answer(kept);
    }
    const sent = await countSessionBatchesSince(tx, session.id, new Date(now.getTime() - HOUR_MS));
    if (sent >= config.appLogHourlyLimit) throw new RefusalError(APP_LOG_TEXTS.tooMany(config.appLogHourlyLimit));

    const stored = await insertBatch(tx, {
      passId: session.passId,
      sessionId: session.id,
      batchId: input.batchId ?? null,
      device: input.device ?? null,
      receivedAt: now,
      reference: newReference(),
      entryCount: input.entries.length,
      entries: input.entries,
    });
    if (stored) return answer(stored);
    // Another session of the same employee stored this batch after our look-up.
    const kept = input.batchId === undefined ? undefined : await findBatch(tx, session.passId, input.batchId);
    if (!kept) throw new Error('app log batch was neither stored nor found');
    return answer(kept);
  });
}
