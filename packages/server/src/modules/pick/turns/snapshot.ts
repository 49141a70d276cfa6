import type { Db } from '../../../db/client';
import { begunBids, keptRows } from '../corrections/begun-bids';
import {
  correctedSetup,
  type LedgerCorrection,
  type SetupCorrection,
  withRestoredLists,
} from '../corrections/corrected-setup';
import { type Award, ENGINE_VERSION, type Holding, type Item, type Participant, type Snapshot } from '../engine';
import type { LabelParts } from '../item-label';
import {
  type ListEvent,
  ledgerHead,
  roundCorrections,
  roundListEvents,
  roundTurnMoves,
  type TurnMove,
} from '../ledger/ledger.repository';
import { type AwardedRow, isCloseOutcome } from '../superseded-rows';
import { ledgerSetup } from './round-ledger';
import type { RoundSetup, SetupItem } from './round-setup';
import { setupFromTables } from './round-setup';
import { awardsOf } from './snapshot.repository';

/** A round's snapshot as of `now`, with what the setup says about each participant and item. */
export interface LoadedRound {
  roundId: number;
  pickPeriodId: number;
  snapshot: Snapshot;
  /** Pass id by engine rank. */
  passIdByRank: Map<number, string>;
  /** WORK: the run each package holds in `jobs` (none for the extra board). */
  jobOfPackage: Map<number, number>;
  /** VACATION: the Sunday each week item starts. */
  weekOfItem: Map<number, string>;
  /** HOLIDAY: each item's holiday (a holiday of one group). */
  holidayOfItem: Map<number, { date: string; name: string }>;
  /** What names each item in words. */
  labelOf: Map<number, LabelParts>;
  /** Each participant's department (their work is read from their department's picks). */
  departmentOf: Map<string, string>;
  /** The events the snapshot was read from: the ledger's first `inputThrough`. */
  inputThrough: number;
  /**
   * A dated correction of a vacation relief round: the rows that give the bids begun before its
   * date back to their holders among those bid again (corrections/begun-bids.ts); their bids are
   * among the snapshot's holdings. Empty otherwise.
   */
  kept: Award[];
}

/** The engine's item of a setup item: its own fields only (the rest is what awards write, and words). */
function engineItem(kind: RoundSetup['round']['kind'], i: SetupItem): Item {
  if (kind === 'WORK') {
    const w = i as Extract<SetupItem, { code: string }>;
    return { id: w.id, group: w.group, population: w.population, kind: w.kind, capacity: w.capacity };
  }
  if (kind === 'VACATION') {
    const v = i as Extract<SetupItem, { quota: number }>;
    return {
      id: v.id,
      group: v.group,
      population: v.population,
      week: v.week,
      quota: v.quota,
      restricted: v.restricted,
    };
  }
  if (kind === 'HOLIDAY') {
    const h = i as Extract<SetupItem, { workRequired: number }>;
    return { id: h.id, group: h.group, population: null, date: h.date, workRequired: h.workRequired };
  }
  const b = i as Extract<SetupItem, { job: string }>;
  return { id: b.id, group: b.group, population: null, weeks: b.weeks };
}

/**
 * The setup with the turn times the office set since (SCHEDULE_SET, RESUMED: the latest of each
 * turn wins), its participants in the order of their turns again, ranked from 1: a schedule is
 * saved only before any turn of the round is processed, and a resume moves the remaining turns
 * together after the processed ones, so the processed keep their ranks. Without moves, the setup.
 */
export function withTurnMoves(setup: RoundSetup, moves: readonly TurnMove[]): RoundSetup {
  if (moves.length === 0) return setup;
  const moved = new Map(moves.map((m) => [m.passId, m.turnAt]));
  const participants = setup.participants
    .map((p) => ({ ...p, turnAt: moved.get(p.passId) ?? p.turnAt }))
    .sort((a, b) => Date.parse(a.turnAt) - Date.parse(b.turnAt) || a.rank - b.rank)
    .map((p, i) => ({ ...p, rank: i + 1 }));
  return { ...setup, participants };
}

/** A correction's run: the places it bids again, `from` (its earliest changed place) to `through`. */
export interface Rebid {
  from: number;
  through: number;
  /** A dated correction's date: of a vacation relief round, the bids begun before it stay with their holders. */
  effectiveFrom?: string;
}

export interface RoundOptions {
  close?: boolean;
  inputThrough: number;
  moves?: readonly TurnMove[];
  /** The corrections recorded so far, in order (docs/pick.md#corrections). */
  corrections?: readonly LedgerCorrection[];
  /** A correction's run: only the awards of the places before `from` stand (of a closed round, not their close's). */
  rebid?: Rebid;
}

/**
 * The round's snapshot from its setup, its list events and what it has awarded: participants in
 * rank order with the list in force at their turn (the last saved by then, and by `now`), the
 * items, the awards so far as holdings. Turns up to the last one awarded are processed; turns
 * due by `now` are to be processed, or with `close` every turn left and the close. The
 * corrections recorded put lost lists back, employees in their right places and missing
 * packages among the items. Pure: a run and its replay build their snapshot here.
 */
export function roundFromLedger(
  recorded: RoundSetup,
  lists: readonly ListEvent[],
  allAwarded: readonly AwardedRow[],
  now: Date,
  options: RoundOptions,
): LoadedRound {
  const timed = withTurnMoves(recorded, options.moves ?? []);
  const changes = (options.corrections ?? []).map((c) => c.change);
  const setup = correctedSetup(timed, changes);
  const { kind } = setup.round;
  // A list counts by the turn the employee had when they picked: a correction moves places, not history.
  const turnAt = new Map(timed.participants.map((p) => [p.passId, new Date(p.turnAt).getTime()]));
  const saved = new Map<string, number[]>();
  for (const l of lists) {
    const t = l.at.getTime();
    if (t <= (turnAt.get(l.passId) ?? Number.NEGATIVE_INFINITY) && t <= now.getTime()) saved.set(l.passId, l.items);
  }
  const inForce = withRestoredLists(saved, changes);
  const setupOf = new Map(setup.participants.map((p) => [p.passId, p]));
  const { rebid } = options;
  const awarded = rebid
    ? allAwarded.filter((a) => (setupOf.get(a.passId)?.rank ?? 0) < rebid.from && !isCloseOutcome(a.outcome))
    : allAwarded;
  const rankOf = new Map<string, number>();
  const passIdByRank = new Map<number, string>();
  const departmentOf = new Map<string, string>();
  const participants = setup.participants.map((p): Participant => {
    rankOf.set(p.passId, p.rank);
    passIdByRank.set(p.rank, p.passId);
    departmentOf.set(p.passId, p.department);
    const list = inForce.get(p.passId);
    const participant: Participant = {
      employeeId: p.passId,
      rank: p.rank,
      group: p.group,
      populations: p.populations,
      list: list && list.length > 0 ? list : null,
    };
    if (p.entitlement !== null) participant.entitlement = p.entitlement;
    return participant;
  });

  const jobOfPackage = new Map<number, number>();
  const weekOfItem = new Map<number, string>();
  const holidayOfItem = new Map<number, { date: string; name: string }>();
  const labelOf = new Map<number, LabelParts>();
  for (const i of setup.items) {
    if ('code' in i) {
      if (i.jobId !== null) jobOfPackage.set(i.id, i.jobId);
      labelOf.set(i.id, { kind: 'package', code: i.code });
    } else if ('quota' in i) {
      weekOfItem.set(i.id, i.week);
      labelOf.set(i.id, { kind: 'vacationWeek', weekStart: i.week });
    } else if ('workRequired' in i) {
      holidayOfItem.set(i.id, { date: i.date, name: i.name });
      labelOf.set(i.id, { kind: 'holiday', name: i.name, date: i.date });
    } else {
      labelOf.set(i.id, { kind: 'vrBid', job: i.job, firstWeek: i.weeks[0] ?? '', weeks: i.weeks.length });
    }
  }

  let processedThroughRank = 0;
  for (const a of awarded) processedThroughRank = Math.max(processedThroughRank, rankOf.get(a.passId) ?? 0);
  let dueThroughRank = 0;
  for (const p of setup.participants) if (new Date(p.turnAt) <= now) dueThroughRank = Math.max(dueThroughRank, p.rank);
  const holdings: Holding[] = [];
  for (const a of awarded) {
    if (a.itemId !== null && a.seat !== null) holdings.push({ employeeId: a.passId, itemId: a.itemId, seat: a.seat });
  }
  const kept =
    rebid?.effectiveFrom !== undefined && kind === 'VR'
      ? keptRows(allAwarded, begunBids(setup.items, rebid.effectiveFrom), rebid.from, (passId) => {
          const p = setupOf.get(passId);
          return p && { rank: p.rank, entitlement: p.entitlement ?? 1 };
        })
      : [];
  for (const k of kept) holdings.push({ employeeId: k.employeeId, itemId: k.itemId as number, seat: k.seat as number });
  // At the close every turn left is run, then what is left is given (extra board, forcing).
  const policy = options.close
    ? { processedThroughRank, throughRank: null, close: true }
    : {
        processedThroughRank,
        throughRank: rebid ? rebid.through : Math.max(processedThroughRank, dueThroughRank),
        close: false,
      };
  const snapshot = {
    engineVersion: ENGINE_VERSION,
    participants,
    holdings,
    policy,
    kind,
    items: setup.items.map((i) => engineItem(kind, i)),
  } as Snapshot;
  return {
    roundId: setup.round.id,
    pickPeriodId: setup.round.pickPeriodId,
    snapshot,
    passIdByRank,
    jobOfPackage,
    weekOfItem,
    holidayOfItem,
    labelOf,
    departmentOf,
    inputThrough: options.inputThrough,
    kept,
  };
}

const participantIndex = new WeakMap<LoadedRound, Map<string, Participant>>();

/** The employee's entry in the round as read, by an index kept with the round (rounds hold thousands). */
export function participantOf(round: LoadedRound, passId: string): Participant | undefined {
  let index = participantIndex.get(round);
  if (!index) {
    index = new Map(round.snapshot.participants.map((p) => [String(p.employeeId), p]));
    participantIndex.set(round, index);
  }
  return index.get(passId);
}

/**
 * Reads a round into the engine's snapshot as of `now`: its setup and lists from the ledger (the
 * setup from its tables while the ledger has none: the round has had no list and no run yet),
 * and its awards so far. Undefined for no such round.
 */
export async function loadRound(
  db: Db,
  roundId: number,
  now: Date,
  options: { close?: boolean; rebid?: Rebid; correction?: SetupCorrection } = {},
): Promise<LoadedRound | undefined> {
  const head = await ledgerHead(db);
  const recorded = await ledgerSetup(db, roundId);
  const setup = recorded?.setup ?? (await setupFromTables(db, roundId));
  if (!setup) return undefined;
  const lists = await roundListEvents(db, roundId, head.count);
  // Turn times set before the setup are in it (it was read from the tables): only those since count.
  const moves = recorded ? (await roundTurnMoves(db, roundId, head.count)).filter((m) => m.seq > recorded.seq) : [];
  const corrections = recorded ? await roundCorrections(db, roundId, head.count) : [];
  // A correction being made: its run's event is the next one.
  if (options.correction) corrections.push({ seq: head.count + 1, change: options.correction });
  const awarded = (await awardsOf(db, roundId)).map((a) => ({
    passId: a.passId,
    itemId: a.itemId,
    seat: a.seat === null ? null : a.seat - 1,
    outcome: a.outcome,
    choice: a.choice,
  }));
  return roundFromLedger(setup, lists, awarded, now, {
    close: options.close,
    inputThrough: head.count,
    moves,
    corrections,
    ...(options.rebid ? { rebid: options.rebid } : {}),
  });
}
