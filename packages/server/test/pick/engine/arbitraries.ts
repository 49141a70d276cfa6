// fast-check arbitraries: tiny random rounds of every kind, with mixed id types, gaps in the
// ranks, populations, restricted weeks, time keys held outside the round, final holdings on
// random seats, and a policy that may process part of the turns and may close.
import fc from 'fast-check';
import {
  ENGINE_VERSION,
  type Holding,
  type Id,
  type Item,
  type Participant,
  type RoundKind,
  type Snapshot,
  type VacationWeek,
} from '../../../src/modules/pick/engine';
import { capacityOf, entitlementOf, isEligible, keysOf } from './reference';

export const KINDS: readonly RoundKind[] = ['WORK', 'VACATION', 'HOLIDAY', 'VR'];
export const WEEKS = ['2025-01-06', '2025-01-13', '2025-01-20', '2025-01-27', '2025-02-03', '2025-02-10'];
const POPULATIONS = ['P', 'Q'];

type Gen = fc.GeneratorValue;
// Unbiased: fast-check's bias toward small values would turn every `chance` into a coin toss.
const int = (g: Gen, min: number, max: number) =>
  g((c: { min: number; max: number }) => fc.noBias(fc.integer(c)), { min, max });
function sub<T>(g: Gen, from: readonly T[], minLength: number, maxLength: number, shuffled = false): T[] {
  const build = shuffled ? fc.shuffledSubarray : fc.subarray;
  return g(() => fc.noBias(build([...from], { minLength, maxLength })));
}
const chance = (g: Gen, percent: number) => int(g, 1, 100) <= percent;
function pick<T>(g: Gen, from: readonly T[]): T {
  return from[int(g, 0, from.length - 1)] as T;
}

export interface Shape {
  maxPeople: number;
  maxItems: number;
}
const SHAPE: Record<RoundKind, Shape> = {
  WORK: { maxPeople: 7, maxItems: 6 },
  VACATION: { maxPeople: 5, maxItems: 4 },
  HOLIDAY: { maxPeople: 6, maxItems: 4 },
  VR: { maxPeople: 6, maxItems: 6 },
};

function buildItems(g: Gen, kind: RoundKind, groups: Id[]): Item[] {
  const count = int(g, 1, SHAPE[kind].maxItems);
  const items: Item[] = [];
  const usedDates = new Map<Id, Set<string>>();
  for (let i = 0; i < count; i++) {
    const id: Id = chance(g, 50) ? 10 + i : `i${i}`;
    const group = pick(g, groups);
    const population = chance(g, 15) ? pick(g, POPULATIONS) : null;
    if (kind === 'WORK') {
      const pkg = pick(g, ['REGULAR', 'REGULAR', 'EXTRA_BOARD', 'PART_TIME'] as const);
      const capacity = pkg === 'EXTRA_BOARD' ? int(g, 1, 3) : chance(g, 10) ? 0 : 1;
      items.push({ id, group, population, kind: pkg, capacity });
    } else if (kind === 'VACATION' || kind === 'HOLIDAY') {
      // One item per date and group: nobody may be eligible for two items of the same week.
      const dates = usedDates.get(group) ?? new Set<string>();
      usedDates.set(group, dates);
      const free = WEEKS.filter((w) => !dates.has(w));
      if (!free.length) continue;
      const date = pick(g, free);
      dates.add(date);
      if (kind === 'VACATION')
        items.push({ id, group, population, week: date, quota: int(g, 0, 2), restricted: chance(g, 15) });
      else items.push({ id, group, population, date, workRequired: int(g, 0, 4) });
    } else {
      const start = int(g, 0, WEEKS.length - 1);
      const length = int(g, 1, Math.min(3, WEEKS.length - start));
      items.push({ id, group, population, weeks: WEEKS.slice(start, start + length) });
    }
  }
  return items;
}

function buildPeople(g: Gen, kind: RoundKind, groups: Id[], items: Item[]): Participant[] {
  const n = int(g, 1, SHAPE[kind].maxPeople);
  const ranks = sub(
    g,
    [...Array(2 * n).keys()].map((r) => r + 1),
    n,
    n,
    true,
  );
  const people: Participant[] = [];
  for (let i = 0; i < n; i++) {
    const group = pick(g, groups);
    const listKind = int(g, 1, 100);
    let list: Id[] | null = null;
    if (listKind > 20) {
      // Mostly items of their own group, sometimes anything (refused as INELIGIBLE).
      const pool = chance(g, 80) ? items.filter((it) => it.group === group) : items;
      list = sub(
        g,
        pool.map((it) => it.id as Id),
        Math.min(1, pool.length),
        pool.length,
        true,
      );
      if (chance(g, 5)) list.splice(int(g, 0, list.length), 0, 'gone');
    } else if (listKind > 15) list = [];
    const p: Participant = {
      employeeId: chance(g, 50) ? 1000 + i : `e${i}`,
      rank: ranks[i] as number,
      group,
      populations: chance(g, 70) ? [...POPULATIONS] : sub(g, POPULATIONS, 0, 2),
      list,
    };
    if (kind === 'VACATION' || kind === 'HOLIDAY') p.entitlement = chance(g, 10) ? 0 : int(g, 1, 2);
    if (kind === 'VR' && chance(g, 50)) p.entitlement = int(g, 0, 2);
    if (kind !== 'WORK' && chance(g, kind === 'VACATION' ? 35 : 20)) p.held = sub(g, WEEKS, 1, 2);
    people.push(p);
  }
  return people;
}

/** Final holdings for the turns already processed: random eligible items on random free seats. */
function buildHoldings(g: Gen, snapshot: Snapshot, processed: Participant[]): Holding[] {
  const holdings: Holding[] = [];
  const keysHeld = (p: Participant) => [
    ...(p.held ?? []),
    ...holdings
      .filter((h) => h.employeeId === p.employeeId)
      .flatMap((h) => keysOf(snapshot, snapshot.items.find((i) => i.id === h.itemId) as Item)),
  ];
  for (const p of processed) {
    let owed = entitlementOf(snapshot, p);
    while (owed > 0 && chance(g, 60)) {
      const open = snapshot.items.filter((i) => {
        const seats = capacityOf(snapshot, i);
        const taken = holdings.filter((h) => h.itemId === i.id);
        return (
          isEligible(p, i) &&
          !(snapshot.kind === 'VACATION' && (i as { restricted: boolean }).restricted) &&
          taken.length < seats &&
          !taken.some((h) => h.employeeId === p.employeeId) &&
          !keysOf(snapshot, i).some((k) => keysHeld(p).includes(k))
        );
      });
      if (!open.length) break;
      const item = pick(g, open);
      const usedSeats = holdings.filter((h) => h.itemId === item.id).map((h) => h.seat);
      const freeSeats = [...Array(capacityOf(snapshot, item)).keys()].filter((s) => !usedSeats.includes(s));
      holdings.push({ employeeId: p.employeeId, itemId: item.id, seat: pick(g, freeSeats) });
      owed--;
    }
  }
  return holdings;
}

/**
 * Brings each group's open slots to the weeks its people are owed (plus at most one), so the
 * round sits at the point of equivalence where forcing binds.
 */
function tighten(g: Gen, people: Participant[], weeks: VacationWeek[]): void {
  for (const group of new Set(weeks.map((w) => w.group))) {
    const mine = weeks.filter((w) => w.group === group && !w.restricted);
    if (!mine.length) continue;
    const owed = people.filter((p) => p.group === group).reduce((n, p) => n + (p.entitlement ?? 0), 0);
    const target = owed + int(g, 0, 1);
    for (const w of mine) w.quota = 0;
    for (let k = 0; k < target; k++) {
      const w = pick(g, mine);
      w.quota++;
    }
  }
}

export function buildSnapshot(g: Gen, kind: RoundKind, options: { policy?: boolean; tight?: boolean } = {}): Snapshot {
  const groups: Id[] = chance(g, 20) ? [1, 'g2'] : ['g1'];
  const items = buildItems(g, kind, groups);
  const participants = buildPeople(g, kind, groups, items);
  if (kind === 'VACATION' && (options.tight || chance(g, 50))) tighten(g, participants, items as VacationWeek[]);
  const snapshot = {
    engineVersion: ENGINE_VERSION,
    kind,
    participants,
    items,
    holdings: [],
    policy: { processedThroughRank: 0, throughRank: null, close: false },
  } as unknown as Snapshot;
  if (options.policy === false) return snapshot;
  const ranks = participants.map((p) => p.rank).sort((a, b) => a - b);
  const cut = chance(g, 40) ? 0 : int(g, 0, ranks.length);
  const processedThroughRank = cut === 0 ? 0 : (ranks[cut - 1] as number);
  snapshot.holdings = buildHoldings(g, snapshot, [...participants].sort((a, b) => a.rank - b.rank).slice(0, cut));
  const later = ranks.slice(cut);
  const throughRank = later.length && chance(g, 40) ? pick(g, later) : null;
  snapshot.policy = { processedThroughRank, throughRank, close: throughRank === null && chance(g, 60) };
  return snapshot;
}

export const snapshotOf = (kind: RoundKind, options?: { policy?: boolean; tight?: boolean }) =>
  fc.gen().map((g) => buildSnapshot(g, kind, options));

export const anySnapshot = fc.gen().map((g) => buildSnapshot(g, pick(g, KINDS)));
