import { addDays, daysBetween } from '@crewline/protocol';
import type { Db } from '../../../db/client';
import {
  ENGINE_VERSION,
  type Holding,
  type Id,
  type Item,
  type Participant,
  type RoundKind,
  type Snapshot,
} from '../engine';
import type { LabelParts } from '../item-label';
import { memberships, pickHolidayItems, pickPackages, pickVacationWeeks, roundVrBids } from '../pick-board.repository';
import { awardsOf, entitlementsOf, itemsOfSets, listsAtTurn, roundRow, turnsOf } from './snapshot.repository';

/** A round's snapshot as of `now`, with what the database rows behind it say about each participant. */
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
}

const DAYS_PER_YEAR = 365.25;

/** Whole years of service on `onIso`. */
const yearsOfService = (seniorityDate: string, onIso: string) =>
  Math.floor(daysBetween(seniorityDate, onIso) / DAYS_PER_YEAR);

/** The round's items in the engine's shape, with what the awards write back keyed by item. */
interface RoundItems {
  items: Item[];
  labelOf: Map<number, LabelParts>;
  jobOfPackage: Map<number, number>;
  weekOfItem: Map<number, string>;
  holidayOfItem: Map<number, { date: string; name: string }>;
}

async function itemsOf(db: Db, kind: RoundKind, pickPeriodId: number, roundId: number): Promise<RoundItems> {
  const out: RoundItems = {
    items: [],
    labelOf: new Map(),
    jobOfPackage: new Map(),
    weekOfItem: new Map(),
    holidayOfItem: new Map(),
  };
  if (kind === 'WORK') {
    for (const p of await pickPackages(db, pickPeriodId)) {
      if (p.jobId !== null) out.jobOfPackage.set(p.id, p.jobId);
      out.labelOf.set(p.id, { kind: 'package', code: p.code });
      out.items.push({
        id: p.id,
        group: p.groupId,
        population: p.populationId,
        kind: p.kind as 'REGULAR',
        capacity: p.capacity,
      });
    }
  } else if (kind === 'VACATION') {
    for (const w of await pickVacationWeeks(db, pickPeriodId)) {
      out.weekOfItem.set(w.id, w.weekStart);
      out.labelOf.set(w.id, { kind: 'vacationWeek', weekStart: w.weekStart });
      out.items.push({
        id: w.id,
        group: w.groupId,
        population: w.populationId,
        week: w.weekStart,
        quota: w.quota,
        restricted: w.restricted,
      });
    }
  } else if (kind === 'HOLIDAY') {
    for (const h of await pickHolidayItems(db, pickPeriodId)) {
      out.holidayOfItem.set(h.id, { date: h.date, name: h.name });
      out.labelOf.set(h.id, { kind: 'holiday', name: h.name, date: h.date });
      out.items.push({ id: h.id, group: h.groupId, population: null, date: h.date, workRequired: h.mustWork });
    }
  } else {
    for (const b of await roundVrBids(db, roundId)) {
      const weeks = Array.from({ length: b.weeks }, (_, i) => addDays(b.firstWeek, 7 * i));
      out.labelOf.set(b.id, { kind: 'vrBid', job: b.job, firstWeek: b.firstWeek, weeks: b.weeks });
      out.items.push({ id: b.id, group: b.groupId, population: null, weeks });
    }
  }
  return out;
}

/**
 * What each participant may take beyond WORK's one package: VACATION the weeks owed by years
 * of service; HOLIDAY as many of their group's holidays as seniority leaves them off; VR as
 * many bids as there are weeks to cover in their group (overlapping bids conflict).
 */
function entitlementOf(
  kind: RoundKind,
  group: Id,
  yearsWeeks: () => number,
  perGroup: Map<Id, { items: number; weeks: Set<string> }>,
): number | undefined {
  if (kind === 'VACATION') return yearsWeeks();
  if (kind === 'HOLIDAY') return perGroup.get(group)?.items ?? 0;
  if (kind === 'VR') return Math.max(1, perGroup.get(group)?.weeks.size ?? 0);
  return undefined;
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
 * Reads a round into the engine's snapshot: participants in turn order (the seniority order
 * the turns were given in) with the list in force at their turn, the items, and this round's
 * awards so far as holdings. Turns up to the last one with an award are processed; turns due
 * by `now` are to be processed, or with `close` every turn left and the close.
 */
export async function loadRound(
  db: Db,
  roundId: number,
  now: Date,
  options: {
    close?: boolean;
    /** Replay: the round as the run with this id read it (the awards of earlier runs only). */
    beforeRun?: number;
  } = {},
): Promise<LoadedRound | undefined> {
  const round = await roundRow(db, roundId);
  if (!round) return undefined;
  const kind = round.kind as RoundKind;
  const turns = await turnsOf(db, roundId);
  const members = await memberships(db, round.pickPeriodId);
  const setRows = await listsAtTurn(db, roundId, now);
  const inForce = new Map<string, { setId: number; itemCount: number }>();
  for (const s of setRows) if (!inForce.has(s.passId)) inForce.set(s.passId, s);
  const wanted = new Set([...inForce.values()].filter((x) => x.itemCount > 0).map((x) => x.setId));
  const itemsBySet = await itemsOfSets(db, [...wanted]);
  const awarded = await awardsOf(db, roundId, options.beforeRun);
  const entitlements = kind === 'VACATION' ? await entitlementsOf(db) : [];
  const roundItems = await itemsOf(db, kind, round.pickPeriodId, roundId);
  const perGroup = new Map<Id, { items: number; weeks: Set<string> }>();
  for (const item of roundItems.items) {
    const g = perGroup.get(item.group) ?? { items: 0, weeks: new Set<string>() };
    g.items++;
    for (const w of (item as { weeks?: string[] }).weeks ?? []) g.weeks.add(w);
    perGroup.set(item.group, g);
  }
  const openedOn = round.opensAt.toISOString().slice(0, 10);

  const departmentOf = new Map(turns.map((t) => [t.passId, t.department]));
  const membershipsByPassId = new Map<string, { populationId: number; groupId: number }[]>();
  for (const m of members) membershipsByPassId.set(m.passId, [...(membershipsByPassId.get(m.passId) ?? []), m]);
  const rankOf = new Map<string, number>();
  const passIdByRank = new Map<number, string>();
  const participants: Participant[] = turns.map((t, i) => {
    const rank = i + 1;
    rankOf.set(t.passId, rank);
    passIdByRank.set(rank, t.passId);
    const mine = membershipsByPassId.get(t.passId) ?? [];
    const set = inForce.get(t.passId);
    const group = mine[0]?.groupId ?? 0;
    const participant: Participant = {
      employeeId: t.passId,
      rank,
      group,
      populations: mine.map((m) => m.populationId),
      list: set && set.itemCount > 0 ? (itemsBySet.get(set.setId) ?? []) : null,
    };
    const weeksByYears = () => {
      const years = yearsOfService(t.seniorityDate, openedOn);
      return entitlements.filter((e) => e.department === t.department && e.minYears <= years).at(-1)?.weeks ?? 0;
    };
    const entitlement = entitlementOf(kind, group, weeksByYears, perGroup);
    if (entitlement !== undefined) participant.entitlement = entitlement;
    return participant;
  });

  const processedThroughRank = Math.max(0, ...awarded.map((a) => rankOf.get(a.passId) ?? 0));
  const dueThroughRank = Math.max(0, ...turns.filter((t) => t.turnAt <= now).map((t) => rankOf.get(t.passId) ?? 0));
  const holdings: Holding[] = awarded
    .filter((a) => a.itemId !== null && a.seat !== null)
    .map((a) => ({ employeeId: a.passId, itemId: a.itemId as number, seat: (a.seat as number) - 1 }));
  // At the close every turn left is run, then what is left is given (extra board, forcing).
  const policy = options.close
    ? { processedThroughRank, throughRank: null, close: true }
    : { processedThroughRank, throughRank: Math.max(processedThroughRank, dueThroughRank), close: false };
  const snapshot = {
    engineVersion: ENGINE_VERSION,
    participants,
    holdings,
    policy,
    kind,
    items: roundItems.items,
  } as Snapshot;
  return {
    roundId,
    pickPeriodId: round.pickPeriodId,
    snapshot,
    passIdByRank,
    jobOfPackage: roundItems.jobOfPackage,
    weekOfItem: roundItems.weekOfItem,
    holidayOfItem: roundItems.holidayOfItem,
    labelOf: roundItems.labelOf,
    departmentOf,
  };
}
