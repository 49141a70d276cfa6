import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows';
import type { Db } from '../../../db/types';
import { after } from '../keyset.repository';

/** vacation-weeks.csv's statements (kinds/vacation-weeks.ts). */

export interface StoredWeek {
  pick: string;
  depot: string;
  population: string;
  week_start: string;
  quota: number;
  restricted: boolean;
}

export async function weeksPage(db: Db, last: StoredWeek | undefined, limit: number): Promise<StoredWeek[]> {
  return rowsOf<StoredWeek>(
    await db.execute(sql`select pp.code as pick, g.depot_code as depot, po.code as population, w.week_start::text as week_start,
        w.quota, w.restricted
      from vacation_weeks w join vacation_pools v on v.id = w.pool_id join populations po on po.id = v.population_id
      join pick_groups g on g.id = po.pick_group_id join pick_periods pp on pp.id = g.pick_period_id
      where ${after([sql`pp.code`, sql`g.depot_code`, sql`po.code`, sql`w.week_start`], last && [last.pick, last.depot, last.population, last.week_start])}
      order by pp.code, g.depot_code, po.code, w.week_start limit ${limit}`),
  );
}

const WEEKS = (rows: readonly StoredWeek[]) =>
  JSON.stringify(rows.map((r) => [r.pick, r.depot, r.population, r.week_start, r.quota, r.restricted]));

/** The document's rows r (pick, depot, population, week start, quota, restricted) with their pool `v`. */
const poolOfRow = sql`join pick_periods pp on pp.code = r->>0 join pick_groups g on g.pick_period_id = pp.id and g.depot_code = r->>1
  join populations po on po.pick_group_id = g.id and po.code = r->>2 join vacation_pools v on v.population_id = po.id`;

/** The stored weeks of `rows`: their ids, by "pick depot population week". */
export async function weekIds(db: Db, rows: readonly StoredWeek[]): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const found = rowsOf<{ key: string; id: number }>(
    await db.execute(sql`select concat_ws(' ', r->>0, r->>1, r->>2, r->>3) as key, w.id from json_array_elements(${WEEKS(rows)}::json) t(r)
      ${poolOfRow} join vacation_weeks w on w.pool_id = v.id and w.week_start = (r->>3)::date`),
  );
  return new Map(found.map((f) => [f.key, f.id]));
}

export async function deleteWeeks(db: Db, rows: readonly StoredWeek[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`delete from vacation_weeks where id in (select w.id from json_array_elements(${WEEKS(rows)}::json) t(r)
    ${poolOfRow} join vacation_weeks w on w.pool_id = v.id and w.week_start = (r->>3)::date)`);
}

/** Changed weeks keep their ids: lists and awards name a week by it. */
export async function updateWeeks(db: Db, rows: readonly StoredWeek[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`update vacation_weeks w set quota = (r->>4)::smallint, restricted = (r->>5)::boolean
    from json_array_elements(${WEEKS(rows)}::json) t(r) ${poolOfRow} where w.pool_id = v.id and w.week_start = (r->>3)::date`);
}

export async function insertWeeks(db: Db, rows: readonly StoredWeek[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`insert into vacation_weeks (pool_id, week_start, quota, restricted)
    select v.id, (r->>3)::date, (r->>4)::smallint, (r->>5)::boolean
    from json_array_elements(${WEEKS(rows)}::json) with ordinality t(r, n) ${poolOfRow} order by n`);
}
