import { addDays, daysBetween } from '@crewline/protocol';
import type { Db } from '../../../db/client';
import type { Id, RoundKind } from '../engine';
import { memberships, pickHolidayItems, pickPackages, pickVacationWeeks, roundVrBids } from '../pick-offer.repository';
import { entitlementsOf, roundRow, turnsOf } from './snapshot.repository';

/**
 * A round's setup as its SETUP event records it (docs/pick-ledger.md "SETUP"): who takes part,
 * in rank order, with everything the engine reads about them, and every item the round offers.
 * Written once, before the round's first list or run; every run and replay reads it from there.
 */
export const SETUP_FORMAT = 'crewline-round-setup@1';

export interface SetupParticipant {
  passId: string;
  /** Seniority order in the round, 1 first: the order the turns were given in. */
  rank: number;
  turnAt: string;
  department: string;
  group: number;
  populations: number[];
  /** VACATION weeks owed, HOLIDAY holidays off allowed, VR bids; null in a work round (one package). */
  entitlement: number | null;
}

export interface WorkSetupItem {
  id: number;
  group: number;
  population: number;
  kind: 'REGULAR' | 'EXTRA_BOARD' | 'PART_TIME';
  capacity: number;
  code: string;
  /** The run the package holds in `jobs` (its award writes picked_by); null for the extra board. */
  jobId: number | null;
}
export interface VacationSetupItem {
  id: number;
  group: number;
  population: number;
  week: string;
  quota: number;
  restricted: boolean;
}
export interface HolidaySetupItem {
  id: number;
  group: number;
  date: string;
  name: string;
  workRequired: number;
}
export interface VrSetupItem {
  id: number;
  group: number;
  job: string;
  weeks: string[];
}
export type SetupItem = WorkSetupItem | VacationSetupItem | HolidaySetupItem | VrSetupItem;

export interface RoundSetup {
  format: typeof SETUP_FORMAT;
  round: { id: number; pickPeriodId: number; kind: RoundKind; opensAt: string; closesAt: string };
  participants: SetupParticipant[];
  items: SetupItem[];
}

const DAYS_PER_YEAR = 365.25;

/** Whole years of service on `onIso`. */
const yearsOfService = (seniorityDate: string, onIso: string) =>
  Math.floor(daysBetween(seniorityDate, onIso) / DAYS_PER_YEAR);

/** A package of the pick's data as a work round's setup holds it. */
export function workSetupItem(p: Awaited<ReturnType<typeof pickPackages>>[number]): WorkSetupItem {
  return {
    id: p.id,
    group: p.groupId,
    population: p.populationId,
    kind: p.kind as WorkSetupItem['kind'],
    capacity: p.capacity,
    code: p.code,
    jobId: p.jobId,
  };
}

async function itemsOf(db: Db, kind: RoundKind, pickPeriodId: number, roundId: number): Promise<SetupItem[]> {
  const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
  if (kind === 'WORK') return (await pickPackages(db, pickPeriodId)).map(workSetupItem).sort(byId);
  if (kind === 'VACATION') {
    return (await pickVacationWeeks(db, pickPeriodId))
      .map(
        (w): VacationSetupItem => ({
          id: w.id,
          group: w.groupId,
          population: w.populationId,
          week: w.weekStart,
          quota: w.quota,
          restricted: w.restricted,
        }),
      )
      .sort(byId);
  }
  if (kind === 'HOLIDAY') {
    return (await pickHolidayItems(db, pickPeriodId))
      .map(
        (h): HolidaySetupItem => ({ id: h.id, group: h.groupId, date: h.date, name: h.name, workRequired: h.mustWork }),
      )
      .sort(byId);
  }
  return (await roundVrBids(db, roundId))
    .map(
      (b): VrSetupItem => ({
        id: b.id,
        group: b.groupId,
        job: b.job,
        weeks: Array.from({ length: b.weeks }, (_, i) => addDays(b.firstWeek, 7 * i)),
      }),
    )
    .sort(byId);
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
): number | null {
  if (kind === 'VACATION') return yearsWeeks();
  if (kind === 'HOLIDAY') return perGroup.get(group)?.items ?? 0;
  if (kind === 'VR') return Math.max(1, perGroup.get(group)?.weeks.size ?? 0);
  return null;
}

/** The round's setup as its tables hold it now: what a SETUP event records; undefined for no such round. */
export async function setupFromTables(db: Db, roundId: number): Promise<RoundSetup | undefined> {
  const round = await roundRow(db, roundId);
  if (!round) return undefined;
  const kind = round.kind as RoundKind;
  const turns = await turnsOf(db, roundId);
  const members = await memberships(db, round.pickPeriodId);
  const entitlements = kind === 'VACATION' ? await entitlementsOf(db) : [];
  const items = await itemsOf(db, kind, round.pickPeriodId, roundId);
  const perGroup = new Map<Id, { items: number; weeks: Set<string> }>();
  for (const item of items) {
    const g = perGroup.get(item.group) ?? { items: 0, weeks: new Set<string>() };
    g.items++;
    for (const w of (item as { weeks?: string[] }).weeks ?? []) g.weeks.add(w);
    perGroup.set(item.group, g);
  }
  const openedOn = round.opensAt.toISOString().slice(0, 10);
  const membershipsOf = new Map<string, { populationId: number; groupId: number }[]>();
  for (const m of members) membershipsOf.set(m.passId, [...(membershipsOf.get(m.passId) ?? []), m]);
  const participants = turns.map((t, i): SetupParticipant => {
    const mine = membershipsOf.get(t.passId) ?? [];
    const group = mine[0]?.groupId ?? 0;
    const weeksByYears = () => {
      const years = yearsOfService(t.seniorityDate, openedOn);
      return entitlements.filter((e) => e.department === t.department && e.minYears <= years).at(-1)?.weeks ?? 0;
    };
    return {
      passId: t.passId,
      rank: i + 1,
      turnAt: t.turnAt.toISOString(),
      department: t.department,
      group,
      populations: mine.map((m) => m.populationId).sort((a, b) => a - b),
      entitlement: entitlementOf(kind, group, weeksByYears, perGroup),
    };
  });
  return {
    format: SETUP_FORMAT,
    round: {
      id: round.id,
      pickPeriodId: round.pickPeriodId,
      kind,
      opensAt: round.opensAt.toISOString(),
      closesAt: round.closesAt.toISOString(),
    },
    participants,
    items,
  };
}
