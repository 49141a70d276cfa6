import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows';
import type { Db } from '../../../db/types';
import { after } from '../keyset.repository';

/** package-overrides.csv's statements (kinds/package-overrides.ts). */

export interface StoredOverride {
  pick: string;
  depot: string;
  package: string;
  date: string;
  run: string | null;
  note: string;
}

export async function overridesPage(
  db: Db,
  last: StoredOverride | undefined,
  limit: number,
): Promise<StoredOverride[]> {
  return rowsOf<StoredOverride>(
    await db.execute(sql`select pp.code as pick, g.depot_code as depot, p.code as package, o.date::text as date, j.code as run, o.note
      from package_overrides o join packages p on p.id = o.package_id join populations po on po.id = p.population_id
      join pick_groups g on g.id = po.pick_group_id join pick_periods pp on pp.id = g.pick_period_id left join jobs j on j.id = o.job_id
      where ${after([sql`pp.code`, sql`g.depot_code`, sql`p.code`, sql`o.date`], last && [last.pick, last.depot, last.package, last.date])}
      order by pp.code, g.depot_code, p.code, o.date limit ${limit}`),
  );
}

const OVERRIDES = (rows: readonly StoredOverride[]) =>
  JSON.stringify(rows.map((r) => [r.pick, r.depot, r.package, r.date, r.run, r.note]));
const packageOfRow = sql`join pick_periods pp on pp.code = r->>0 join pick_groups g on g.pick_period_id = pp.id and g.depot_code = r->>1
  join populations po on po.pick_group_id = g.id join packages p on p.population_id = po.id and p.code = r->>2`;

export async function deleteOverrides(db: Db, rows: readonly StoredOverride[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`delete from package_overrides where (package_id, date) in
    (select p.id, (r->>3)::date from json_array_elements(${OVERRIDES(rows)}::json) t(r) ${packageOfRow})`);
}

export async function insertOverrides(db: Db, rows: readonly StoredOverride[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`insert into package_overrides (package_id, date, job_id, note)
    select p.id, (r->>3)::date, j.id, r->>5 from json_array_elements(${OVERRIDES(rows)}::json) with ordinality t(r, n) ${packageOfRow}
    left join jobs j on j.pick_period_id = pp.id and j.code = r->>4 order by n`);
}
