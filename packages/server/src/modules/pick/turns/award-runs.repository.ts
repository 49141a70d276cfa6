import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { awardRuns } from '../../../db/schema';

/** An award run's statements, in the caller's transaction (turns/run-writer.ts writes the run). */

/** The id the run's award_runs row will have, taken before its awards are written. */
export async function nextAwardRunId(tx: Db): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await tx.execute(sql`select nextval(pg_get_serial_sequence('award_runs', 'id'))::int as id`),
  );
  if (!row) throw new Error('no award run id');
  return Number(row.id);
}

/** The run's award_runs row, with the digests of its input and rows and its ledger event. */
export async function insertAwardRun(tx: Db, row: typeof awardRuns.$inferInsert): Promise<void> {
  await tx.insert(awardRuns).values(row);
}

/**
 * Award rows in one statement, sent as one JSON document — the rows' own canonical texts,
 * joined: a round of 50,000 awards carries a million refused choices in its explanations, which
 * array parameters (one text element per row) took many times longer to encode. Answers the
 * ids of rows that wrote days ("pass:item" → id).
 */
export async function insertAwards(
  tx: Db,
  runId: number,
  roundId: number,
  now: Date,
  texts: readonly string[],
  withDays: boolean,
): Promise<Map<string, number>> {
  if (texts.length === 0) return new Map();
  const insert = sql`insert into awards
      (award_run_id, pick_round_id, pass_id, outcome, item_id, seat, choice_rank, explanation, days, awarded_at)
    select ${runId}, ${roundId}, a."passId", a.outcome, a."itemId", a.seat, a.choice, a.explanation, a.days, ${now}
    from json_to_recordset(${`[${texts.join(',')}]`}::json)
      as a("passId" text, outcome text, "itemId" integer, seat smallint, choice smallint, explanation json, days json)`;
  if (!withDays) {
    await tx.execute(insert);
    return new Map();
  }
  const ids = rowsOf<{ id: number; pass_id: string; item_id: number | null }>(
    await tx.execute(sql`${insert} returning id, pass_id, item_id`),
  );
  return new Map(ids.map((r) => [`${r.pass_id}:${r.item_id}`, Number(r.id)]));
}
