import { asc, sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows';
import { timecards } from '../../../db/schema';
import type { Db } from '../../../db/types';
import type { StagedRows } from '../file-kind';
import { after } from '../keyset.repository';

/** timecards.csv's statements (kinds/timecards.ts); an import stages it (staged.ts). */

export function timecardsPage(db: Db, last: { passId: string; weekStart: string } | undefined, limit: number) {
  return db
    .select()
    .from(timecards)
    .where(after([timecards.passId, timecards.weekStart], last && [last.passId, last.weekStart]))
    .orderBy(asc(timecards.passId), asc(timecards.weekStart))
    .limit(limit);
}

/** Of the timecards the import writes, those with a line of a pay code that does not exist: the first such code of each. */
export async function unknownLinePayCodes(db: Db, rows: StagedRows) {
  return rowsOf<{ line: number; code: string }>(
    await db.execute(sql`select ${rows.line} as line, u.code from ${rows.table} s
      cross join lateral (select c as code from unnest(s.line_pay_codes) with ordinality as l(c, i)
        where not exists (select 1 from pay_codes p where p.code = l.c) order by i limit 1) u
      where ${rows.written} order by 1`),
  );
}
