import { PREFERENCE_TEXTS } from '@crewline/protocol';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { pickEvents } from '../../../db/schema';
import { forgetEmployeeRecords } from '../../../exec/cached-records';
import { RefusalError } from '../../../exec/errors';
import { awardOfRow } from '../award-rows';
import { type Award, applyLatePick } from '../engine';
import { findRound } from '../preferences/preferences.repository';
import { forgetRoundProjections } from '../projection/projection.service';
import { loadRound, participantOf } from './snapshot';
import { TURNS_LOCK, writeAwards } from './turn-processor';

export interface LatePickRequest {
  roundId: number;
  passId: string;
  requestId: string;
  now: Date;
}

export interface LatePick {
  award: Award;
  awardedAt: Date;
}

/** The late pick a request id already made, if it made one. */
async function earlierPick(tx: Db, request: LatePickRequest): Promise<boolean> {
  const [row] = await tx
    .select({ id: pickEvents.id })
    .from(pickEvents)
    .where(
      and(
        eq(pickEvents.pickRoundId, request.roundId),
        eq(pickEvents.passId, request.passId),
        eq(pickEvents.kind, 'LATE_PICK'),
        sql`${pickEvents.payload}->>'requestId' = ${request.requestId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * A pick after one's turn (docs/pick.md#late-picks: skipped — no list, or it ran out — one may pick what is left
 * until the round closes): the first item of `itemIds` the engine accepts exactly as at a
 * turn is given at once, as a run of its own (LATE_PICK) in the ledger. Undefined when the
 * employee's turn has not been processed yet (their list is saved instead). Runs under the
 * round's turns lock, so it never races a turn or the close.
 */
export async function latePick(
  db: Db,
  request: LatePickRequest,
  itemIds: readonly number[],
): Promise<LatePick | undefined> {
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${TURNS_LOCK}, ${request.roundId})`);
    const loaded = await loadRound(tx, request.roundId, request.now);
    const me = loaded && participantOf(loaded, request.passId);
    if (!loaded || !me || me.rank > loaded.snapshot.policy.processedThroughRank) return undefined;
    if (await earlierPick(tx, request)) return 'DONE' as const;
    const round = await findRound(tx, request.roundId);
    if (!round || round.closedAt !== null || request.now >= round.closesAt) {
      throw new RefusalError(PREFERENCE_TEXTS.roundClosed);
    }
    let allHeld = false;
    for (const itemId of itemIds) {
      const pick = applyLatePick(loaded.snapshot, request.passId, itemId);
      if (pick.accepted) {
        await writeAwards(tx, loaded, request.now, 'LATE_PICK', [pick.award], { requestId: request.requestId });
        return { award: pick.award, awardedAt: request.now };
      }
      if (pick.refusal.reason === 'ENTITLEMENT_USED') allHeld = true;
    }
    throw new RefusalError(allHeld ? PREFERENCE_TEXTS.allHeld : PREFERENCE_TEXTS.nothingLeft);
  });
  if (result === undefined) return undefined;
  forgetRoundProjections(db, request.roundId);
  forgetEmployeeRecords(db, request.passId);
  if (result === 'DONE') return latestLatePick(db, request);
  return result;
}

/** The late pick a retried request made: its award row, as stored. */
async function latestLatePick(db: Db, request: LatePickRequest): Promise<LatePick> {
  const rows = rowsOf<{
    pass_id: string;
    outcome: string;
    item_id: number | null;
    seat: number | null;
    choice_rank: number | null;
    explanation: unknown;
    awarded_at: Date | string;
  }>(
    await db.execute(sql`select a.* from awards a join award_runs r on r.id = a.award_run_id
      where a.pick_round_id = ${request.roundId} and a.pass_id = ${request.passId} and r.kind = 'LATE_PICK'
      order by a.id desc limit 1`),
  );
  const row = rows[0];
  if (!row) throw new Error('late pick recorded in the ledger has no award row');
  return {
    award: awardOfRow({
      passId: row.pass_id,
      outcome: row.outcome,
      itemId: row.item_id,
      seat: row.seat,
      choiceRank: row.choice_rank,
      explanation: row.explanation,
    }),
    awardedAt: new Date(row.awarded_at),
  };
}
