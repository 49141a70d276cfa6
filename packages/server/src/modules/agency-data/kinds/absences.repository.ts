import { and, asc, isNull, sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows';
import { absences } from '../../../db/schema';
import type { Db } from '../../../db/types';
import type { StagedRows } from '../file-kind';
import { after } from '../keyset.repository';

/** absences.csv's statements (kinds/absences.ts). */

/** The absences the agency's records hold; those the product wrote (a pick's award, a My Time request) are its own. */
export const fromRecords = and(
  isNull(absences.awardId),
  isNull(absences.dayOffRequestId),
  isNull(absences.sickSpellId),
  isNull(absences.vacationDayId),
);

export function absencesPage(db: Db, last: { passId: string; date: string } | undefined, limit: number) {
  return db
    .select()
    .from(absences)
    .where(and(fromRecords, after([absences.passId, absences.date], last && [last.passId, last.date])))
    .orderBy(asc(absences.passId), asc(absences.date))
    .limit(limit);
}

/** Of the absences the import writes, those naming a pay code that does not exist. */
export async function unknownPayCodes(db: Db, rows: StagedRows) {
  return rowsOf<{ line: number; code: string }>(
    await db.execute(sql`select ${rows.line} as line, s.pay_code as code from ${rows.table} s
      where ${rows.written} and s.pay_code is not null and not exists (select 1 from pay_codes p where p.code = s.pay_code)
      order by 1`),
  );
}

/** The lines of the absences the import adds on a day the product's own absences (a pick's award, a My Time request) hold. */
export async function takenByTheProduct(db: Db, rows: StagedRows) {
  const taken = rowsOf<{ line: number }>(
    await db.execute(sql`select ${rows.line} as line from ${rows.table} s where ${rows.added} and exists
        (select 1 from absences where absences.pass_id = s.pass_id and absences.date = s.date and not (${fromRecords}))
      order by 1`),
  );
  return taken.map((t) => t.line);
}
