import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows';
import type { Db } from '../../../db/types';
import { after } from '../keyset.repository';

/** vacation-pools.csv's statements (kinds/vacation-pools.ts). */

export interface StoredPool {
  pick: string;
  depot: string;
  population: string;
  name: string;
}

export async function poolsPage(db: Db, last: StoredPool | undefined, limit: number): Promise<StoredPool[]> {
  return rowsOf<StoredPool>(
    await db.execute(sql`select pp.code as pick, g.depot_code as depot, po.code as population, v.name
      from vacation_pools v join populations po on po.id = v.population_id join pick_groups g on g.id = po.pick_group_id
      join pick_periods pp on pp.id = g.pick_period_id
      where ${after([sql`pp.code`, sql`g.depot_code`, sql`po.code`], last && [last.pick, last.depot, last.population])}
      order by pp.code, g.depot_code, po.code limit ${limit}`),
  );
}

const POOLS = (rows: readonly StoredPool[]) => JSON.stringify(rows.map((r) => [r.pick, r.depot, r.population, r.name]));

/** The populations of the rows, joined to the document's rows r (pick, depot, population, name). */
const populationOfRow = sql`join pick_periods pp on pp.code = r->>0 join pick_groups g on g.pick_period_id = pp.id and g.depot_code = r->>1
  join populations po on po.pick_group_id = g.id and po.code = r->>2`;

/** The ids of the weeks of the pools of `rows`, by "pick depot population". */
export async function poolWeekIds(db: Db, rows: readonly StoredPool[]) {
  if (rows.length === 0) return [];
  return rowsOf<{ key: string; id: number }>(
    await db.execute(sql`select concat_ws(' ', r->>0, r->>1, r->>2) as key, w.id from json_array_elements(${POOLS(rows)}::json) t(r)
      ${populationOfRow} join vacation_pools v on v.population_id = po.id join vacation_weeks w on w.pool_id = v.id`),
  );
}

/** Removed pools, their weeks first. */
export async function deletePools(db: Db, rows: readonly StoredPool[]): Promise<void> {
  if (rows.length === 0) return;
  const pools = sql`select v.id from json_array_elements(${POOLS(rows)}::json) t(r) ${populationOfRow}
    join vacation_pools v on v.population_id = po.id`;
  await db.execute(sql`delete from vacation_weeks where pool_id in (${pools})`);
  await db.execute(sql`delete from vacation_pools where id in (${pools})`);
}

export async function insertPools(db: Db, rows: readonly StoredPool[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`insert into vacation_pools (pick_group_id, population_id, name)
    select g.id, po.id, r->>3 from json_array_elements(${POOLS(rows)}::json) with ordinality t(r, n) ${populationOfRow} order by n`);
}

export async function renamePools(db: Db, rows: readonly StoredPool[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`update vacation_pools v set name = r->>3 from json_array_elements(${POOLS(rows)}::json) t(r)
    ${populationOfRow} where v.population_id = po.id`);
}
