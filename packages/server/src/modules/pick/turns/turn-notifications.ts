import type { Db } from '../../../db/client';
import {
  type NewNotification,
  type PickOutcomeData,
  type PickOutcomeKind,
  recordNotifications,
} from '../../notifications';
import { type Award, awardSentences } from '../engine';
import { itemLabel } from '../item-label';
import { roundToTell } from '../pick.repository';
import type { LoadedRound } from './snapshot';

/** The notification kind of an employee's rows of one run, by the outcome of what was given first. */
function kindOf(round: LoadedRound, rows: readonly Award[]): PickOutcomeKind {
  const outcome = (rows.find((r) => r.itemId !== null) ?? rows[0])?.outcome;
  switch (outcome) {
    case 'AWARDED':
      return round.snapshot.kind === 'VR' ? 'VR_AWARDED' : 'PICK_AWARDED';
    case 'FORCED':
      return 'PICK_FORCED';
    case 'EXTRA_BOARD':
      return 'PICK_EXTRA_BOARD';
    case 'UNPLACED':
      return 'PICK_UNPLACED';
    default:
      return 'PICK_SKIPPED';
  }
}

/**
 * Each employee's rows of the run told as one notification, in the words the pick's award
 * screens use (awardSentences): what was given, then each reason a higher choice was not, once.
 */
export async function tellRun(tx: Db, round: LoadedRound, given: readonly Award[], now: Date): Promise<void> {
  if (given.length === 0) return;
  const { kind } = round.snapshot;
  const { pick, closesAt } = await roundToTell(tx, round.roundId);
  const label = (id: Award['itemId']) => {
    const parts = round.labelOf.get(Number(id));
    return parts ? itemLabel(parts) : `#${id}`;
  };
  const byEmployee = new Map<string, Award[]>();
  for (const a of given) {
    const passId = String(a.employeeId);
    byEmployee.set(passId, [...(byEmployee.get(passId) ?? []), a]);
  }
  const told: NewNotification[] = [];
  for (const [passId, rows] of byEmployee) {
    const items = rows.filter((r) => r.itemId !== null).map((r) => label(r.itemId));
    const lines: string[] = [];
    let skipped = false;
    for (const r of rows) {
      const { head, refusals } = awardSentences(kind, r, label);
      // Relief is owed to no one: after bids were given, the list's end is no news.
      const newsless = kind === 'VR' && r.outcome === 'SKIPPED' && items.length > 0;
      if (!newsless) lines.push(head);
      if (r.outcome === 'SKIPPED' && !newsless) skipped = true;
      for (const refusal of refusals) if (!lines.includes(refusal)) lines.push(refusal);
    }
    const data: PickOutcomeData = {
      round: kind,
      pick,
      items,
      lines,
      ...(skipped ? { closesAt: closesAt.toISOString() } : {}),
    };
    told.push({ passId, kind: kindOf(round, rows), data });
  }
  await recordNotifications(tx, now, told);
}

/** A turn the office moved: whose, in which round, to when. */
export interface MovedTurn {
  passId: string;
  roundId: number;
  turnAt: Date;
}

/**
 * The office moved turns: each employee is told their new turn time ("Your pick turn moved to
 * …"), in the caller's transaction (the calendar's move or pause). Reminders need nothing more:
 * they are worked out from the turn times when due, so a moved turn gets its own.
 */
export async function recordTurnsMoved(tx: Db, now: Date, rows: readonly MovedTurn[]): Promise<void> {
  const rounds = new Map<number, Awaited<ReturnType<typeof roundToTell>>>();
  const told: NewNotification[] = [];
  for (const r of rows) {
    let round = rounds.get(r.roundId);
    if (!round) {
      round = await roundToTell(tx, r.roundId);
      rounds.set(r.roundId, round);
    }
    told.push({
      passId: r.passId,
      kind: 'TURNS_MOVED',
      data: {
        round: round.kind,
        pick: round.pick,
        turnAt: r.turnAt.toISOString(),
        closesAt: round.closesAt.toISOString(),
      },
    });
  }
  await recordNotifications(tx, now, told);
}
