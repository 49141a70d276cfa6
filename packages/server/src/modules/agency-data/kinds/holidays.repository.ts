import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows';
import type { Db } from '../../../db/types';
import { after } from '../keyset.repository';

/** holidays.csv's and holiday-requirements.csv's statements (kinds/holidays.ts, kinds/holiday-requirements.ts). */

export interface StoredHoliday {
  pick: string;
  kind: string;
  date: string;
  name: string;
}

export interface StoredRequirement {
  pick: string;
  date: string;
  depot: string;
  must_work: number;
}

export async function holidaysPage(db: Db, last: StoredHoliday | undefined, limit: number): Promise<StoredHoliday[]> {
  return rowsOf<StoredHoliday>(
    await db.execute(sql`select pp.code as pick, h.kind, h.date::text as date, h.name
      from holidays h join pick_periods pp on pp.id = h.pick_period_id
      where ${after([sql`pp.code`, sql`h.date`, sql`h.kind`], last && [last.pick, last.date, last.kind])}
      order by pp.code, h.date, h.kind limit ${limit}`),
  );
}

const HOLIDAYS = (rows: readonly StoredHoliday[]) => JSON.stringify(rows.map((r) => [r.pick, r.kind, r.date, r.name]));
const holidayOfRow = sql`join pick_periods pp on pp.code = r->>0
  join holidays h on h.pick_period_id = pp.id and h.kind = r->>1 and h.date = (r->>2)::date`;

/** The requirements of the holidays of `rows`: their ids by "pick kind date". */
export async function requirementsOfHolidays(db: Db, rows: readonly StoredHoliday[]) {
  if (rows.length === 0) return [];
  return rowsOf<{ key: string; id: number }>(
    await db.execute(sql`select concat_ws(' ', r->>0, r->>1, r->>2) as key, q.id from json_array_elements(${HOLIDAYS(rows)}::json) t(r)
      ${holidayOfRow} join holiday_requirements q on q.holiday_id = h.id`),
  );
}

/** Removed holidays, their requirements first. */
export async function deleteHolidays(db: Db, rows: readonly StoredHoliday[]): Promise<void> {
  if (rows.length === 0) return;
  const ids = sql`select h.id from json_array_elements(${HOLIDAYS(rows)}::json) t(r) ${holidayOfRow}`;
  await db.execute(sql`delete from holiday_requirements where holiday_id in (${ids})`);
  await db.execute(sql`delete from holidays where id in (${ids})`);
}

export async function renameHolidays(db: Db, rows: readonly StoredHoliday[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`update holidays set name = r->>3 from json_array_elements(${HOLIDAYS(rows)}::json) t(r)
    join pick_periods pp on pp.code = r->>0
    where holidays.pick_period_id = pp.id and holidays.kind = r->>1 and holidays.date = (r->>2)::date`);
}

export async function insertHolidays(db: Db, rows: readonly StoredHoliday[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`insert into holidays (pick_period_id, date, name, kind)
    select pp.id, (r->>2)::date, r->>3, r->>1 from json_array_elements(${HOLIDAYS(rows)}::json) with ordinality t(r, n)
    join pick_periods pp on pp.code = r->>0 order by n`);
}

export async function requirementsPage(
  db: Db,
  last: StoredRequirement | undefined,
  limit: number,
): Promise<StoredRequirement[]> {
  return rowsOf<StoredRequirement>(
    await db.execute(sql`select pp.code as pick, h.date::text as date, g.depot_code as depot, q.must_work
      from holiday_requirements q join holidays h on h.id = q.holiday_id join pick_groups g on g.id = q.pick_group_id
      join pick_periods pp on pp.id = h.pick_period_id
      where ${after([sql`pp.code`, sql`g.depot_code`, sql`h.date`], last && [last.pick, last.depot, last.date])}
      order by pp.code, g.depot_code, h.date limit ${limit}`),
  );
}

const REQUIREMENTS = (rows: readonly StoredRequirement[]) =>
  JSON.stringify(rows.map((r) => [r.pick, r.date, r.depot, r.must_work]));
/** The document's rows r (pick, date, depot, must work) with their PICK holiday `h` and pick group `g`. */
const requirementOfRow = sql`join pick_periods pp on pp.code = r->>0
  join holidays h on h.pick_period_id = pp.id and h.kind = 'PICK' and h.date = (r->>1)::date
  join pick_groups g on g.pick_period_id = pp.id and g.depot_code = r->>2`;

/** The stored requirements of `rows`: their ids by "pick date depot". */
export async function requirementIds(db: Db, rows: readonly StoredRequirement[]): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const found = rowsOf<{ key: string; id: number }>(
    await db.execute(sql`select concat_ws(' ', r->>0, r->>1, r->>2) as key, q.id from json_array_elements(${REQUIREMENTS(rows)}::json) t(r)
      ${requirementOfRow} join holiday_requirements q on q.holiday_id = h.id and q.pick_group_id = g.id`),
  );
  return new Map(found.map((f) => [f.key, f.id]));
}

export async function deleteRequirements(db: Db, rows: readonly StoredRequirement[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`delete from holiday_requirements where id in (select q.id from json_array_elements(${REQUIREMENTS(rows)}::json) t(r)
    ${requirementOfRow} join holiday_requirements q on q.holiday_id = h.id and q.pick_group_id = g.id)`);
}

/** Changed requirements keep their ids: a holiday round's lists and awards name one by it. */
export async function updateRequirements(db: Db, rows: readonly StoredRequirement[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`update holiday_requirements q set must_work = (r->>3)::int
    from json_array_elements(${REQUIREMENTS(rows)}::json) t(r) ${requirementOfRow}
    where q.holiday_id = h.id and q.pick_group_id = g.id`);
}

export async function insertRequirements(db: Db, rows: readonly StoredRequirement[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`insert into holiday_requirements (holiday_id, pick_group_id, must_work)
    select h.id, g.id, (r->>3)::int from json_array_elements(${REQUIREMENTS(rows)}::json) with ordinality t(r, n)
    ${requirementOfRow} order by n`);
}
