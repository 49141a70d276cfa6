import { asc } from 'drizzle-orm';
import { vacationEntitlements } from '../../../db/schema';
import type { Db } from '../../../db/types';
import { after } from '../keyset.repository';

/** entitlements.csv's statements (kinds/entitlements.ts); an import writes it with replaceRows. */

export function entitlementsPage(db: Db, last: { department: string; minYears: number } | undefined, limit: number) {
  return db
    .select()
    .from(vacationEntitlements)
    .where(
      after([vacationEntitlements.department, vacationEntitlements.minYears], last && [last.department, last.minYears]),
    )
    .orderBy(asc(vacationEntitlements.department), asc(vacationEntitlements.minYears))
    .limit(limit);
}
