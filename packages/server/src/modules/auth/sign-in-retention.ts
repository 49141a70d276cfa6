import type { Db } from '../../db/client';
import { pruneInBatches } from '../../db/once-per-database';
import { deleteUnknownCountersBefore } from './auth.repository';
import { deleteTokensOverBefore } from './second-factor.repository';
import { deleteSessionsOverBefore } from './sessions.repository';

/**
 * Drops the sign-in records over before `before` (the retention job): sessions ended or expired,
 * second-factor tokens used or expired, and the failure counters of pass ids that are no
 * employee. Run after the app logs, which name their sessions. Answers how many of each.
 */
export async function pruneSignInRecords(db: Db, before: Date) {
  return {
    sessions: await pruneInBatches((limit) => deleteSessionsOverBefore(db, before, limit)),
    secondFactorTokens: await pruneInBatches((limit) => deleteTokensOverBefore(db, before, limit)),
    unknownPassIdCounters: await pruneInBatches((limit) => deleteUnknownCountersBefore(db, before, limit)),
  };
}
