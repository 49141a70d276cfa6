import { asc } from 'drizzle-orm';
import { timecards } from '../../../db/schema';
import type { Db } from '../../../db/types';

/** timecards.csv's statements (kinds/timecards.ts); an import writes it with replaceRows. */

export function timecardsPage(db: Db, offset: number, limit: number) {
  return db
    .select()
    .from(timecards)
    .orderBy(asc(timecards.passId), asc(timecards.weekStart))
    .offset(offset)
    .limit(limit);
}
