import { PICK_OFFICE_TEXTS as T } from '@crewline/protocol';
import type { Db } from '../../../db/client';
import { RefusalError } from '../../../exec/errors';
import { periodDatesOf } from './correction.repository';

/**
 * A round whose picked work is in force (its pick period's effective date is on or before the
 * agency's today) is refused in words: its awards are the record of work already done, and a
 * correction would need the date from which its new awards apply, which is not built
 * (docs/adr/0030-corrections-of-closed-rounds.md).
 */
export async function refuseInForce(db: Db, pickPeriodId: number, today: string): Promise<void> {
  const period = await periodDatesOf(db, pickPeriodId);
  if (period && period.effectiveDate <= today) throw new RefusalError(T.correctionInForce(period.effectiveDate));
}
