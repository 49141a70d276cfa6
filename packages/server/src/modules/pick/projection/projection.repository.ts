import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';

/** The round's version: its latest list version, award run and turn times set by the office, one small query. */
export async function versionOf(db: Db, roundId: number): Promise<string> {
  const result = await db.execute(sql`select
      (select coalesce(max(id), 0) from preference_sets where pick_round_id = ${roundId}) as sets,
      (select coalesce(max(id), 0) from award_runs where pick_round_id = ${roundId}) as runs,
      (select coalesce(max(seq), 0) from pick_events where pick_round_id = ${roundId}
        and kind in ('SCHEDULE_SET', 'RESUMED')) as moves`);
  const [row] = rowsOf<{ sets: number | string; runs: number | string; moves: number | string }>(result);
  return `${row?.sets ?? 0}:${row?.runs ?? 0}:${row?.moves ?? 0}`;
}
