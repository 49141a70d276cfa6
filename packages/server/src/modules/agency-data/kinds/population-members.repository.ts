import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows';
import type { Db } from '../../../db/types';
import { after } from '../keyset.repository';

/** population-members.csv's statements (kinds/population-members.ts). */

export interface StoredMember {
  pick: string;
  depot: string;
  population: string;
  pass_id: string;
}

export async function membersPage(db: Db, last: StoredMember | undefined, limit: number): Promise<StoredMember[]> {
  return rowsOf<StoredMember>(
    await db.execute(sql`select pp.code as pick, g.depot_code as depot, po.code as population, m.pass_id
      from population_members m join populations po on po.id = m.population_id join pick_groups g on g.id = po.pick_group_id
      join pick_periods pp on pp.id = g.pick_period_id
      where ${after([sql`pp.code`, sql`g.depot_code`, sql`po.code`, sql`m.pass_id`], last && [last.pick, last.depot, last.population, last.pass_id])}
      order by pp.code, g.depot_code, po.code, m.pass_id limit ${limit}`),
  );
}

const MEMBERS = (rows: readonly StoredMember[]) =>
  JSON.stringify(rows.map((r) => [r.pick, r.depot, r.population, r.pass_id]));
const populationOfRow = sql`join pick_periods pp on pp.code = r->>0 join pick_groups g on g.pick_period_id = pp.id and g.depot_code = r->>1
  join populations po on po.pick_group_id = g.id and po.code = r->>2`;

/** Of `rows`, the members the pick has given a turn or an award in their pick, by "pick pass_id". */
export async function membersInThePick(db: Db, rows: readonly StoredMember[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const found = rowsOf<{ key: string }>(
    await db.execute(sql`select distinct concat_ws(' ', r->>0, r->>3) as key from json_array_elements(${MEMBERS(rows)}::json) t(r)
      join pick_periods pp on pp.code = r->>0
      where exists (select 1 from pick_turns pt where pt.pick_period_id = pp.id and pt.pass_id = r->>3)
         or exists (select 1 from awards a join pick_rounds pr on pr.id = a.pick_round_id where pr.pick_period_id = pp.id and a.pass_id = r->>3)`),
  );
  return new Set(found.map((f) => f.key));
}

export async function deleteMembers(db: Db, rows: readonly StoredMember[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`delete from population_members m using json_array_elements(${MEMBERS(rows)}::json) t(r)
    ${populationOfRow} where m.population_id = po.id and m.pass_id = r->>3`);
}

export async function insertMembers(db: Db, rows: readonly StoredMember[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`insert into population_members (population_id, pass_id)
    select po.id, r->>3 from json_array_elements(${MEMBERS(rows)}::json) with ordinality t(r, n) ${populationOfRow} order by n`);
}
