import { and, asc, isNull, sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows';
import { absences, payCodes } from '../../../db/schema';
import type { Db } from '../../../db/types';

/** absences.csv's statements (kinds/absences.ts). */

/** The absences the agency's records hold; those the product wrote (a pick's award, a My Time request) are its own. */
const fromRecords = and(
  isNull(absences.awardId),
  isNull(absences.dayOffRequestId),
  isNull(absences.sickSpellId),
  isNull(absences.vacationDayId),
);

export function absencesPage(db: Db, offset: number, limit: number) {
  return db
    .select()
    .from(absences)
    .where(fromRecords)
    .orderBy(asc(absences.passId), asc(absences.date))
    .offset(offset)
    .limit(limit);
}

/** The pay codes an absence may name. */
export async function payCodesOf(db: Db): Promise<Set<string>> {
  return new Set((await db.select({ code: payCodes.code }).from(payCodes)).map((p) => p.code));
}

/** Of the [pass id, date] pairs, those the product's own absences (a pick's award, a My Time request) hold. */
export async function takenByTheProduct(db: Db, keys: readonly [string, string][]) {
  const document = JSON.stringify(keys);
  return rowsOf<{ pass_id: string; date: string }>(
    await db.execute(
      sql`select absences.pass_id, absences.date::text as date from absences join json_array_elements(${document}::json) t(r)
          on absences.pass_id = r->>0 and absences.date = (r->>1)::date where not (${fromRecords})`,
    ),
  );
}
