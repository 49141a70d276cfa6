import { and, asc, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows';
import { pickPeriods, pickRounds } from '../../../db/schema';
import type { Db } from '../../../db/types';
import { after } from '../keyset.repository';

/** pick-rounds.csv's statements (kinds/pick-rounds.ts). */

export interface RoundState {
  code: string;
  kind: string;
  id: number;
  opens_at: Date | string;
  award_runs: number;
  /** The turn schedules the pick office saved for it (its ledger's SCHEDULE_SET events). */
  schedules: number;
  /** Its pick turns and relief bids: a round is removed only with them. */
  turns: number;
  bids: number;
}

/** What the pick did with each stored round: whether its turns ran, whether the office scheduled it. */
export async function roundStates(db: Db): Promise<Map<string, RoundState>> {
  const rows = rowsOf<RoundState>(
    await db.execute(sql`select p.code, r.kind, r.id, r.opens_at,
        (select count(*)::int from award_runs a where a.pick_round_id = r.id) as award_runs,
        (select count(*)::int from pick_events e where e.pick_round_id = r.id and e.kind = 'SCHEDULE_SET') as schedules,
        (select count(*)::int from pick_turns t where t.pick_round_id = r.id) as turns,
        (select count(*)::int from vr_bids b where b.pick_round_id = r.id) as bids
      from pick_rounds r join pick_periods p on p.id = r.pick_period_id`),
  );
  return new Map(rows.map((r) => [`${r.code} ${r.kind}`, r]));
}

/**
 * Why the pick or its office owns a stored round, or undefined while an import may still set it:
 * turns that were only imported do not make it the office's, a schedule the office saved does.
 */
export function roundOwner(state: RoundState, now: Date): string | undefined {
  if (state.award_runs > 0) return `its turns have been processed (${state.award_runs} award runs)`;
  if (state.schedules > 0) return `the pick office has scheduled it (${state.schedules} turn schedules saved)`;
  if (new Date(state.opens_at) <= now) return 'it has opened';
  return undefined;
}

export function pickRoundsPage(db: Db, last: { pick: string; round: { kind: string } } | undefined, limit: number) {
  return db
    .select({ pick: pickPeriods.code, round: pickRounds })
    .from(pickRounds)
    .innerJoin(pickPeriods, eq(pickPeriods.id, pickRounds.pickPeriodId))
    .where(after([pickPeriods.code, pickRounds.kind], last && [last.pick, last.round.kind]))
    .orderBy(asc(pickPeriods.code), asc(pickRounds.kind))
    .limit(limit);
}

type PickRound = typeof pickRounds.$inferInsert;

export async function deletePickRound(db: Db, v: PickRound): Promise<void> {
  await db.delete(pickRounds).where(and(eq(pickRounds.pickPeriodId, v.pickPeriodId), eq(pickRounds.kind, v.kind)));
}

export async function insertPickRound(db: Db, v: PickRound): Promise<void> {
  await db.insert(pickRounds).values(v);
}

export async function updatePickRound(db: Db, v: PickRound): Promise<void> {
  await db
    .update(pickRounds)
    .set(v)
    .where(and(eq(pickRounds.pickPeriodId, v.pickPeriodId), eq(pickRounds.kind, v.kind)));
}
