import { asc } from 'drizzle-orm';
import { vacationEntitlements } from '../../../db/schema';
import type { Db } from '../../../db/types';

/** entitlements.csv's statements (kinds/entitlements.ts); an import writes it with replaceRows. */

export function entitlementsPage(db: Db, offset: number, limit: number) {
  return db
    .select()
    .from(vacationEntitlements)
    .orderBy(asc(vacationEntitlements.department), asc(vacationEntitlements.minYears))
    .offset(offset)
    .limit(limit);
}
