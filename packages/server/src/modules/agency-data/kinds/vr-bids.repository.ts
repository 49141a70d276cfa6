import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows';
import type { Db } from '../../../db/types';
import { after } from '../keyset.repository';

/** vr-bids.csv's statements (kinds/vr-bids.ts). */

export interface StoredBid {
  pick: string;
  depot: string;
  pass_id: string;
  first_week: string;
  run: string;
  weeks: number;
}

export async function bidsPage(db: Db, last: StoredBid | undefined, limit: number): Promise<StoredBid[]> {
  return rowsOf<StoredBid>(
    await db.execute(sql`select pp.code as pick, g.depot_code as depot, b.covered_pass_id as pass_id,
        b.first_week::text as first_week, j.code as run, b.weeks
      from vr_bids b join pick_groups g on g.id = b.pick_group_id join pick_periods pp on pp.id = g.pick_period_id
      join jobs j on j.id = b.job_id
      where ${after([sql`pp.code`, sql`g.depot_code`, sql`b.covered_pass_id`, sql`b.first_week`], last && [last.pick, last.depot, last.pass_id, last.first_week])}
      order by pp.code, g.depot_code, b.covered_pass_id, b.first_week limit ${limit}`),
  );
}

const BIDS = (rows: readonly StoredBid[]) =>
  JSON.stringify(rows.map((r) => [r.pick, r.depot, r.pass_id, r.first_week, r.run, r.weeks]));

/** The document's rows r (pick, depot, pass id, first week, run, weeks) with their pick `pp`, group `g` and run `j`. */
const placesOfRow = sql`join pick_periods pp on pp.code = r->>0
  join pick_groups g on g.pick_period_id = pp.id and g.depot_code = r->>1
  join jobs j on j.pick_period_id = pp.id and j.code = r->>4`;

/** The stored bid a row names (its group, covered employee and first week). */
const storedBid = sql`join vr_bids b on b.pick_group_id = g.id and b.covered_pass_id = r->>2 and b.first_week = (r->>3)::date`;

/** The stored bids of `rows`: their ids, by "pick depot pass_id first_week". */
export async function bidIds(db: Db, rows: readonly StoredBid[]): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const found = rowsOf<{ key: string; id: number }>(
    await db.execute(sql`select concat_ws(' ', r->>0, r->>1, r->>2, r->>3) as key, b.id
      from json_array_elements(${BIDS(rows)}::json) t(r)
      join pick_periods pp on pp.code = r->>0 join pick_groups g on g.pick_period_id = pp.id and g.depot_code = r->>1
      ${storedBid}`),
  );
  return new Map(found.map((f) => [f.key, f.id]));
}

export async function deleteBids(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(
    sql`delete from vr_bids where id in (select (value)::int from json_array_elements_text(${JSON.stringify(ids)}::json))`,
  );
}

/** Changed bids keep their ids: lists and awards name a bid by it. */
export async function updateBids(db: Db, rows: readonly StoredBid[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`update vr_bids b set job_id = j.id, weeks = (r->>5)::smallint
    from json_array_elements(${BIDS(rows)}::json) t(r) ${placesOfRow}
    where b.pick_group_id = g.id and b.covered_pass_id = r->>2 and b.first_week = (r->>3)::date`);
}

/** New bids, in the VR round of their pick. */
export async function insertBids(db: Db, rows: readonly StoredBid[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`insert into vr_bids (pick_round_id, pick_group_id, covered_pass_id, job_id, first_week, weeks)
    select rd.id, g.id, r->>2, j.id, (r->>3)::date, (r->>5)::smallint
    from json_array_elements(${BIDS(rows)}::json) with ordinality t(r, n) ${placesOfRow}
    join pick_rounds rd on rd.pick_period_id = pp.id and rd.kind = 'VR' order by n`);
}
