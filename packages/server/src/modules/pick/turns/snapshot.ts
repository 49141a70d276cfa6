import { daysBetween } from '@crewline/protocol';
import type { Db } from '../../../db/client';
import {
  ENGINE_VERSION,
  type Holding,
  type Participant,
  type Snapshot,
  type VacationWeek,
  type WorkPackage,
} from '../engine';
import { memberships, pickPackages, pickVacationWeeks } from '../pick-board.repository';
import { awardsOf, entitlementsOf, itemsOfRoundSets, listsAtTurn, roundRow, turnsOf } from './snapshot.repository';

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
  /** Each participant's department (their work is read from their department's picks). */
  departmentOf: Map<string, string>;
}

const DAYS_PER_YEAR = 365.25;

/** Whole years of service on `onIso`. */
const yearsOfService = (seniorityDate: string, onIso: string) =>
  Math.floor(daysBetween(seniorityDate, onIso) / DAYS_PER_YEAR);

/**
 * Reads a WORK or VACATION round into the engine's snapshot: participants in turn order (the
 * seniority order the turns were given in) with the list in force at their turn, the items,
 * and this round's awards so far as holdings. Turns up to the last one with an award are
 * processed; turns due by `now` are to be processed, or with `close` every turn left and the close.
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
  if (!round || (round.kind !== 'WORK' && round.kind !== 'VACATION')) return undefined;
  const turns = await turnsOf(db, roundId);
  const members = await memberships(db, round.pickPeriodId);
  const setRows = await listsAtTurn(db, roundId, now);
  const inForce = new Map<string, { setId: number; itemCount: number }>();
  for (const s of setRows) if (!inForce.has(s.passId)) inForce.set(s.passId, s);
  const wanted = new Set([...inForce.values()].filter((x) => x.itemCount > 0).map((x) => x.setId));
  const itemRows = (await itemsOfRoundSets(db, roundId)).filter((r) => wanted.has(r.setId));
  const itemsBySet = new Map<number, number[]>();
  for (const r of itemRows) {
    const list = itemsBySet.get(r.setId);
    if (list) list.push(r.itemId);
    else itemsBySet.set(r.setId, [r.itemId]);
  }
  const awarded = await awardsOf(db, roundId, options.beforeRun);
  const entitlements = round.kind === 'VACATION' ? await entitlementsOf(db) : [];
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
    const participant: Participant = {
      employeeId: t.passId,
      rank,
      group: mine[0]?.groupId ?? 0,
      populations: mine.map((m) => m.populationId),
      list: set && set.itemCount > 0 ? (itemsBySet.get(set.setId) ?? []) : null,
    };
    if (round.kind === 'VACATION') {
      const years = yearsOfService(t.seniorityDate, openedOn);
      const row = entitlements.filter((e) => e.department === t.department && e.minYears <= years).at(-1);
      participant.entitlement = row?.weeks ?? 0;
    }
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
  const base = { engineVersion: ENGINE_VERSION, participants, holdings, policy };

  const jobOfPackage = new Map<number, number>();
  if (round.kind === 'WORK') {
    const rows = await pickPackages(db, round.pickPeriodId);
    const items: WorkPackage[] = rows.map((p) => {
      if (p.jobId !== null) jobOfPackage.set(p.id, p.jobId);
      return {
        id: p.id,
        group: p.groupId,
        population: p.populationId,
        kind: p.kind as WorkPackage['kind'],
        capacity: p.capacity,
      };
    });
    return {
      roundId,
      pickPeriodId: round.pickPeriodId,
      snapshot: { ...base, kind: 'WORK', items },
      passIdByRank,
      jobOfPackage,
      weekOfItem: new Map(),
      departmentOf,
    };
  }
  const rows = await pickVacationWeeks(db, round.pickPeriodId);
  const items: VacationWeek[] = rows.map((w) => ({
    id: w.id,
    group: w.groupId,
    population: w.populationId,
    week: w.weekStart,
    quota: w.quota,
    restricted: w.restricted,
  }));
  return {
    roundId,
    pickPeriodId: round.pickPeriodId,
    snapshot: { ...base, kind: 'VACATION', items },
    passIdByRank,
    jobOfPackage,
    weekOfItem: new Map(rows.map((w) => [w.id, w.weekStart])),
    departmentOf,
  };
}
