import { asc } from 'drizzle-orm';
import { leaveBanks } from '../../../db/schema';
import type { Db } from '../../../db/types';

/** leave-balances.csv's statements (kinds/leave-balances.ts); an import stages it (staged.ts). */

export function leaveBanksPage(db: Db, offset: number, limit: number) {
  return db
    .select()
    .from(leaveBanks)
    .orderBy(asc(leaveBanks.passId), asc(leaveBanks.bank), asc(leaveBanks.year))
    .offset(offset)
    .limit(limit);
}
