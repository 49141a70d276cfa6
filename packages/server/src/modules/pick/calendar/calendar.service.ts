import { PICK_OFFICE_TEXTS, PICK_ROUND_KINDS, type PickRoundKind } from '@crewline/protocol';
import type { Db } from '../../../db/client';
import { forgetEmployeeRecords } from '../../../exec/cached-records';
import { RefusalError } from '../../../exec/errors';
import { roundStatus } from '../current-pick';
import { appendPickEvents } from '../ledger/ledger.repository';
import { forgetRoundProjections } from '../projection/projection.service';
import { ledgerSetup } from '../turns/round-ledger';
import { lockRound } from '../turns/snapshot.repository';
import { recordTurnsMoved } from '../turns/turn-notifications';
import {
  type calendarRound,
  calendarRoundForUpdate,
  calendarRounds,
  groupPeople,
  groupTurnSpansElsewhere,
  groupTurnStats,
  groupTurnsIn,
  insertRound,
  lockPickPeriod,
  moveUnprocessedTurns,
  pickPeriodRow,
  processedPerRound,
  replaceTurns,
  roundHasProcessedTurn,
  setPaused,
  setResumed,
  unprocessedTurns,
} from './calendar.repository';

/**
 * The pick calendar (docs/pick.md#the-pick-office): a pick's rounds and windows, a group's turn
 * schedule, pausing and resuming a round. Every write is one transaction with its ledger event,
 * the office person as the event's pass id; a refusal writes nothing.
 */

export type CalendarRoundRow = NonNullable<Awaited<ReturnType<typeof calendarRound>>>;

/** A turn with a new time, as the notifications are told of it. */
export interface MovedTurn {
  passId: string;
  turnAt: Date;
}

/** Called in the transaction that moved turns, with every moved turn (after their employees are told). */
export type OnTurnsMoved = (tx: Db, rows: readonly MovedTurn[]) => Promise<void>;

export interface GroupRound {
  round: CalendarRoundRow;
  status: ReturnType<typeof roundStatus>;
  turns: number;
  processed: number;
  first: Date | null;
  last: Date | null;
  roundProcessed: number;
}

/** The pick and its rounds in order, with the group's turns in each. */
export async function pickCalendar(db: Db, pickPeriodId: number, groupId: number, now: Date) {
  const [pick, rounds, stats, processed] = await Promise.all([
    pickPeriodRow(db, pickPeriodId),
    calendarRounds(db, pickPeriodId),
    groupTurnStats(db, pickPeriodId, groupId),
    processedPerRound(db, pickPeriodId),
  ]);
  if (!pick) return undefined;
  const statsOf = new Map(stats.map((s) => [s.roundId, s]));
  const processedOf = new Map(processed.map((p) => [p.roundId, p.processed]));
  const groupRounds = rounds.map((round): GroupRound => {
    const s = statsOf.get(round.id);
    return {
      round,
      status: roundStatus(round, now),
      turns: s?.turns ?? 0,
      processed: s?.processed ?? 0,
      first: s?.first ?? null,
      last: s?.last ?? null,
      roundProcessed: processedOf.get(round.id) ?? 0,
    };
  });
  const taken = new Set(rounds.map((r) => r.kind));
  return { pick, rounds: groupRounds, freeKinds: PICK_ROUND_KINDS.filter((k) => !taken.has(k)) };
}

/**
 * A new round of the pick with its window: refused when it closes before it opens, when the pick
 * has a round of that kind, or when its window overlaps another round's. The same call again
 * answers the round it made.
 */
export async function createRound(
  db: Db,
  input: { pickPeriodId: number; kind: PickRoundKind; opensAt: Date; closesAt: Date; actor: string; now: Date },
): Promise<CalendarRoundRow> {
  if (input.closesAt <= input.opensAt) throw new RefusalError(PICK_OFFICE_TEXTS.closesBeforeOpens);
  return db.transaction(async (tx) => {
    await lockPickPeriod(tx, input.pickPeriodId);
    const rounds = await calendarRounds(tx, input.pickPeriodId);
    const same = rounds.find((r) => r.kind === input.kind);
    if (same) {
      if (same.opensAt.getTime() === input.opensAt.getTime() && same.closesAt.getTime() === input.closesAt.getTime())
        return same;
      throw new RefusalError(PICK_OFFICE_TEXTS.kindTaken(input.kind));
    }
    const overlapping = rounds.find((r) => input.opensAt < r.closesAt && r.opensAt < input.closesAt);
    if (overlapping) throw new RefusalError(PICK_OFFICE_TEXTS.roundOverlaps(overlapping.kind));
    const round = await insertRound(tx, {
      pickPeriodId: input.pickPeriodId,
      kind: input.kind,
      seq: PICK_ROUND_KINDS.indexOf(input.kind) + 1,
      opensAt: input.opensAt,
      closesAt: input.closesAt,
    });
    if (!round) throw new Error('round insert returned nothing');
    await appendPickEvents(tx, [
      {
        at: input.now,
        roundId: round.id,
        passId: input.actor,
        kind: 'ROUND_CREATED',
        payload: {
          pickPeriodId: round.pickPeriodId,
          kind: round.kind,
          seq: round.seq,
          opensAt: round.opensAt.toISOString(),
          closesAt: round.closesAt.toISOString(),
        },
      },
    ]);
    return round;
  });
}

export type SchedulePerson = Awaited<ReturnType<typeof groupPeople>>[number];

/** The group's people, whom a schedule gives turns. */
export function schedulePeople(db: Db, groupId: number): Promise<SchedulePerson[]> {
  return groupPeople(db, groupId);
}

export interface PlannedTurn {
  passId: string;
  at: Date;
}

/**
 * Why a schedule of the group's turns in the round would be refused, in words (none: it may be
 * saved): the round closed, a turn of it processed, a turn before it opens or not before it
 * closes, the group's turns in another round overlapped, the round's participants fixed
 * otherwise by its setup. `format` puts an instant in the agency's words.
 */
export async function scheduleProblems(
  db: Db,
  round: CalendarRoundRow,
  groupId: number,
  turns: readonly PlannedTurn[],
  now: Date,
  format: (at: Date) => string,
): Promise<string[]> {
  const problems: string[] = [];
  if (roundStatus(round, now) === 'CLOSED') problems.push(PICK_OFFICE_TEXTS.roundClosed);
  if (await roundHasProcessedTurn(db, round.id)) problems.push(PICK_OFFICE_TEXTS.turnProcessed);
  const first = turns[0];
  const last = turns.at(-1);
  if (!first || !last) return [...problems, PICK_OFFICE_TEXTS.nobodyToSchedule];
  if (first.at < round.opensAt) problems.push(PICK_OFFICE_TEXTS.firstTurnBeforeOpening(format(first.at)));
  if (last.at >= round.closesAt) problems.push(PICK_OFFICE_TEXTS.windowClosesBeforeLastTurn(format(last.at)));
  for (const other of await groupTurnSpansElsewhere(db, round.pickPeriodId, round.id, groupId)) {
    if (other.first && other.last && first.at <= other.last && other.first <= last.at)
      problems.push(PICK_OFFICE_TEXTS.scheduleOverlaps(other.kind));
  }
  const setup = await ledgerSetup(db, round.id);
  if (setup) {
    const fixed = new Set(setup.setup.participants.filter((p) => p.group === groupId).map((p) => p.passId));
    if (fixed.size !== turns.length || turns.some((t) => !fixed.has(t.passId)))
      problems.push(PICK_OFFICE_TEXTS.notInSetup);
  }
  return problems;
}

/**
 * Saves the group's turns in the round: its people's turns replaced by these, with a SCHEDULE_SET
 * event (the turns, the settings, the actor), in one transaction under the round's turns lock.
 * Refused, nothing written, for any of scheduleProblems. The same schedule again writes nothing
 * and answers event 0.
 */
export async function saveSchedule(
  db: Db,
  input: {
    roundId: number;
    groupId: number;
    turns: readonly PlannedTurn[];
    settings: Record<string, unknown>;
    actor: string;
    now: Date;
    format: (at: Date) => string;
  },
): Promise<{ event: number }> {
  const event = await db.transaction(async (tx) => {
    await lockRound(tx, input.roundId);
    const round = await calendarRoundForUpdate(tx, input.roundId);
    if (!round) throw new RefusalError(PICK_OFFICE_TEXTS.noSuchRound);
    const problems = await scheduleProblems(tx, round, input.groupId, input.turns, input.now, input.format);
    const [problem] = problems;
    if (problem) throw new RefusalError(problem);
    const current = await groupTurnsIn(tx, round.id, input.groupId);
    const now = new Map(current.map((t) => [t.passId, t.turnAt.getTime()]));
    if (current.length === input.turns.length && input.turns.every((t) => now.get(t.passId) === t.at.getTime()))
      return 0;
    const passIds = [...new Set([...current.map((t) => t.passId), ...input.turns.map((t) => t.passId)])];
    await replaceTurns(
      tx,
      round,
      passIds,
      input.turns.map((t) => ({ passId: t.passId, turnAt: t.at })),
    );
    const [written] = await appendPickEvents(tx, [
      {
        at: input.now,
        roundId: round.id,
        passId: input.actor,
        kind: 'SCHEDULE_SET',
        payload: {
          groupId: input.groupId,
          settings: input.settings,
          turns: input.turns.map((t) => ({ passId: t.passId, turnAt: t.at.toISOString() })),
        },
      },
    ]);
    return written?.seq ?? 0;
  });
  if (event > 0) afterTurnsMoved(db, input.roundId, input.turns);
  return { event };
}

/** This process forgets what it kept of the round and of the people whose turn moved (others on the notification). */
function afterTurnsMoved(db: Db, roundId: number, turns: readonly { passId: string }[]): void {
  forgetRoundProjections(db, roundId);
  for (const t of turns) forgetEmployeeRecords(db, t.passId);
}

/** Pauses the round: no due turn is awarded and the close does not run until it is resumed (turn-processor). */
export async function pauseRound(
  db: Db,
  input: { roundId: number; actor: string; now: Date },
): Promise<{ pausedAt: Date; event: number }> {
  return db.transaction(async (tx) => {
    // A run under way finishes first: the pause holds from the next.
    await lockRound(tx, input.roundId);
    const round = await calendarRoundForUpdate(tx, input.roundId);
    if (!round) throw new RefusalError(PICK_OFFICE_TEXTS.noSuchRound);
    if (roundStatus(round, input.now) === 'CLOSED') throw new RefusalError(PICK_OFFICE_TEXTS.roundClosed);
    if (round.pausedAt) throw new RefusalError(PICK_OFFICE_TEXTS.alreadyPaused);
    await setPaused(tx, round.id, input.now, input.actor);
    const [written] = await appendPickEvents(tx, [
      {
        at: input.now,
        roundId: round.id,
        passId: input.actor,
        kind: 'PAUSED',
        payload: { pausedAt: input.now.toISOString() },
      },
    ]);
    return { pausedAt: input.now, event: written?.seq ?? 0 };
  });
}

/**
 * Resumes a paused round: its remaining (unprocessed) turns and its close move together by the
 * pause's length, or so that the first remaining turn comes at `newStart`; processed turns never
 * move. A round paused before it opened has its opening moved with them (never into the past:
 * then it opens at the resume), so that it still opens ahead of its first turn. One transaction with a RESUMED event (the moved turns, the actor) and each moved turn's
 * employee told (TURNS_MOVED); `onTurnsMoved`, when given, is called in it with every moved turn. Refused when the round is not paused, the new start has
 * passed, or the window would close before the last turn.
 */
export async function resumeRound(
  db: Db,
  input: {
    roundId: number;
    actor: string;
    now: Date;
    newStart?: Date;
    format: (at: Date) => string;
    onTurnsMoved?: OnTurnsMoved;
  },
): Promise<{ opensAt: Date; closesAt: Date; moved: MovedTurn[]; shiftMs: number; event: number }> {
  const result = await db.transaction(async (tx) => {
    await lockRound(tx, input.roundId);
    const round = await calendarRoundForUpdate(tx, input.roundId);
    if (!round) throw new RefusalError(PICK_OFFICE_TEXTS.noSuchRound);
    if (!round.pausedAt) throw new RefusalError(PICK_OFFICE_TEXTS.notPaused);
    if (input.newStart && input.newStart < input.now) throw new RefusalError(PICK_OFFICE_TEXTS.newStartPassed);
    const remaining = await unprocessedTurns(tx, round.id);
    const first = remaining[0];
    const last = remaining.at(-1);
    const shiftMs =
      input.newStart && first
        ? input.newStart.getTime() - first.turnAt.getTime()
        : input.now.getTime() - round.pausedAt.getTime();
    const closesAt = new Date(round.closesAt.getTime() + shiftMs);
    const opensAt =
      round.opensAt > round.pausedAt
        ? new Date(Math.max(round.opensAt.getTime() + shiftMs, input.now.getTime()))
        : round.opensAt;
    if (last && closesAt.getTime() <= last.turnAt.getTime() + shiftMs)
      throw new RefusalError(
        PICK_OFFICE_TEXTS.windowClosesBeforeLastTurn(input.format(new Date(last.turnAt.getTime() + shiftMs))),
      );
    const moved = shiftMs === 0 ? [] : await moveUnprocessedTurns(tx, round.id, shiftMs);
    moved.sort((a, b) => a.turnAt.getTime() - b.turnAt.getTime() || (a.passId < b.passId ? -1 : 1));
    await setResumed(tx, round.id, { opensAt, closesAt });
    const [written] = await appendPickEvents(tx, [
      {
        at: input.now,
        roundId: round.id,
        passId: input.actor,
        kind: 'RESUMED',
        payload: {
          pausedAt: round.pausedAt.toISOString(),
          shiftMs,
          opensAt: opensAt.toISOString(),
          closesAt: closesAt.toISOString(),
          turns: moved.map((t) => ({ passId: t.passId, turnAt: t.turnAt.toISOString() })),
        },
      },
    ]);
    if (moved.length > 0) {
      await recordTurnsMoved(
        tx,
        input.now,
        moved.map((t) => ({ ...t, roundId: round.id })),
      );
      if (input.onTurnsMoved) await input.onTurnsMoved(tx, moved);
    }
    return { opensAt, closesAt, moved, shiftMs, event: written?.seq ?? 0 };
  });
  afterTurnsMoved(db, input.roundId, result.moved);
  return result;
}
