import { asc } from 'drizzle-orm';
import { leaveBanks } from '../../../db/schema';
import type { Db } from '../../../db/types';
import { after } from '../keyset.repository';

/** leave-balances.csv's statements (kinds/leave-balances.ts); an import stages it (staged.ts). */

export function leaveBanksPage(
  db: Db,
  last: { passId: string; bank: string; year: number } | undefined,
  limit: number,
) {
  return db
    .select()
    .from(leaveBanks)
    .where(after([leaveBanks.passId, leaveBanks.bank, leaveBanks.year], last && [last.passId, last.bank, last.year]))
    .orderBy(asc(leaveBanks.passId), asc(leaveBanks.bank), asc(leaveBanks.year))
    .limit(limit);
}
