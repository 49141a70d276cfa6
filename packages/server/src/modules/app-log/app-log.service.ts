import { randomBytes } from 'node:crypto';
import { APP_LOG_TEXTS, type ServiceElements } from '@crewline/protocol';
import type { Db } from '../../db/client';
import { pruneInBatches } from '../../db/once-per-database';
import { RefusalError } from '../../exec/errors';
import type { InputOf, SignedInContext } from '../../exec/handlers';
import {
  countEmployeeBatchesSince,
  deleteAppLogsBefore,
  findBatch,
  insertBatch,
  lockEmployeeLog,
} from './app-log.repository';

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
 * hourly limit. The limit counts the employee's batches, whichever session sent them: a new
 * sign-in brings no new allowance, so nobody can fill the disk by signing in again and again.
 * Nothing of the entries goes to the server log.
 */
export async function receiveAppLog(
  { db, session, now, config }: SignedInContext,
  input: InputOf<'mta_appLog'>,
): Promise<AppLogElements> {
  return db.transaction(async (tx) => {
    await lockEmployeeLog(tx, session.passId);
    if (input.batchId !== undefined) {
      const kept = await findBatch(tx, session.passId, input.batchId);
      if (kept) return answer(kept);
    }
    const sent = await countEmployeeBatchesSince(tx, session.passId, new Date(now.getTime() - HOUR_MS));
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

/** Drops the app logs received before `before` (the retention job); answers how many. */
export function pruneAppLogs(db: Db, before: Date): Promise<number> {
  return pruneInBatches((limit) => deleteAppLogsBefore(db, before, limit));
}
