import { PICK_OFFICE_TEXTS as T } from '@crewline/protocol';
import type { Db } from '../../../db/client';
import { RefusalError } from '../../../exec/errors';
import { latestEffectiveFrom, periodDatesOf } from './correction.repository';
import type { EffectiveFrom } from './dated-holdings';

/**
 * The date from which a correction's awards apply (docs/adr/0033-dated-corrections.md): none
 * while the round's picked work is not in force (its pick's effective date is after the agency's
 * today; a date given is refused); once it is, the date given, from today through the pick's
 * expiration and not before an earlier correction's date of the round, so no holding is ever cut
 * twice. Of a vacation relief round, the bids begun before the date stay with their holders (begun-bids.ts).
 */
export async function effectiveFromOf(
  db: Db,
  round: { id: number; pickPeriodId: number },
  today: string,
  asked: string | undefined,
): Promise<EffectiveFrom | undefined> {
  const period = await periodDatesOf(db, round.pickPeriodId);
  if (!period) throw new RefusalError(T.correctionNoSuchRound);
  if (period.effectiveDate > today) {
    if (asked !== undefined) throw new RefusalError(T.correctionEffectiveFromNotInForce(period.effectiveDate));
    return undefined;
  }
  if (asked === undefined) throw new RefusalError(T.correctionEffectiveFromNeeded(period.effectiveDate));
  if (asked < today) throw new RefusalError(T.correctionEffectiveFromPast(today));
  if (asked > period.expirationDate) throw new RefusalError(T.correctionEffectiveFromAfterPick(period.expirationDate));
  const earlier = await latestEffectiveFrom(db, round.id);
  if (earlier !== null && asked < earlier) throw new RefusalError(T.correctionEffectiveFromBeforeEarlier(earlier));
  return { effectiveFrom: asked, workFrom: period.effectiveDate };
}
