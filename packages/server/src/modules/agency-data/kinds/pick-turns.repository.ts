import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows';
import type { Db } from '../../../db/types';
import { after } from '../keyset.repository';

/** pick-turns.csv's statements (kinds/pick-turns.ts). */

export interface StoredTurn {
  pick: string;
  round: string;
  pass_id: string;
  turn_at: string;
}

export async function turnsPage(db: Db, last: StoredTurn | undefined, limit: number): Promise<StoredTurn[]> {
  const rows = rowsOf<Omit<StoredTurn, 'turn_at'> & { turn_at: Date | string }>(
    await db.execute(sql`select pp.code as pick, r.kind as round, t.pass_id, t.turn_at
      from pick_turns t join pick_rounds r on r.id = t.pick_round_id join pick_periods pp on pp.id = t.pick_period_id
      where ${after([sql`pp.code`, sql`r.kind`, sql`t.pass_id`], last && [last.pick, last.round, last.pass_id])}
      order by pp.code, r.kind, t.pass_id limit ${limit}`),
  );
  return rows.map((r) => ({ ...r, turn_at: new Date(r.turn_at).toISOString() }));
}

const TURNS = (rows: readonly StoredTurn[]) => JSON.stringify(rows.map((r) => [r.pick, r.round, r.pass_id, r.turn_at]));
const roundOfRow = sql`join pick_periods pp on pp.code = r->>0 join pick_rounds pr on pr.pick_period_id = pp.id and pr.kind = r->>1`;

export async function deleteTurns(db: Db, rows: readonly StoredTurn[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`delete from pick_turns where (pick_round_id, pass_id) in
    (select pr.id, r->>2 from json_array_elements(${TURNS(rows)}::json) j(r) ${roundOfRow})`);
}

export async function insertTurns(db: Db, rows: readonly StoredTurn[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`insert into pick_turns (pick_period_id, pick_round_id, pass_id, turn_at)
    select pp.id, pr.id, r->>2, (r->>3)::timestamptz from json_array_elements(${TURNS(rows)}::json) with ordinality j(r, n)
    ${roundOfRow} order by n`);
}
