// The pick written the obvious way, to check the engine against: plain serial dictatorship
// over arrays of objects, no indexes, no typed arrays; vacation forcing by an exhaustive
// search for the most owed weeks the slots left can cover. Only for tiny instances.
import type {
  Award,
  Holding,
  Id,
  Item,
  Participant,
  Refusal,
  RunResult,
  Snapshot,
} from '../../../src/modules/pick/engine';

function idOrder(a: Id, b: Id): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

export function keysOf(snapshot: Snapshot, item: Item): string[] {
  if (snapshot.kind === 'VACATION') return [(item as { week: string }).week];
  if (snapshot.kind === 'HOLIDAY') return [(item as { date: string }).date];
  if (snapshot.kind === 'VR') return (item as { weeks: string[] }).weeks;
  return [];
}

export function capacityOf(snapshot: Snapshot, item: Item): number {
  if (snapshot.kind === 'WORK') return (item as { capacity: number }).capacity;
  if (snapshot.kind === 'VACATION') return (item as { quota: number }).quota;
  if (snapshot.kind === 'HOLIDAY') {
    const size = snapshot.participants.filter((p) => p.group === item.group).length;
    return Math.max(0, size - (item as { workRequired: number }).workRequired);
  }
  return 1;
}

export function entitlementOf(snapshot: Snapshot, p: Participant): number {
  if (snapshot.kind === 'WORK') return 1;
  if (snapshot.kind === 'VR' && p.entitlement === undefined) return 1;
  return p.entitlement ?? 0;
}

export function isEligible(p: Participant, item: Item | undefined): boolean {
  if (!item) return false;
  if (item.group !== p.group) return false;
  return item.population == null || p.populations.includes(item.population);
}

const isRestricted = (snapshot: Snapshot, item: Item) =>
  snapshot.kind === 'VACATION' && (item as { restricted: boolean }).restricted;

class Reference {
  holdings: Holding[];
  readonly people: Participant[];

  constructor(readonly snapshot: Snapshot) {
    this.holdings = [...snapshot.holdings];
    this.people = [...snapshot.participants].sort((a, b) => a.rank - b.rank);
  }

  item(id: Id): Item | undefined {
    return this.snapshot.items.find((i) => i.id === id);
  }

  person(id: Id): Participant {
    return this.people.find((p) => p.employeeId === id) as Participant;
  }

  countOn(itemId: Id): number {
    return this.holdings.filter((h) => h.itemId === itemId).length;
  }

  owed(p: Participant): number {
    return entitlementOf(this.snapshot, p) - this.holdings.filter((h) => h.employeeId === p.employeeId).length;
  }

  keysHeld(p: Participant): string[] {
    const keys = [...(p.held ?? [])];
    for (const h of this.holdings)
      if (h.employeeId === p.employeeId) keys.push(...keysOf(this.snapshot, this.item(h.itemId) as Item));
    return keys;
  }

  refusal(p: Participant, itemId: Id, choice: number): Refusal | null {
    const item = this.item(itemId);
    if (!item || !isEligible(p, item)) return { choice, itemId, reason: 'INELIGIBLE' };
    if (isRestricted(this.snapshot, item)) return { choice, itemId, reason: 'RESTRICTED' };
    const held = this.keysHeld(p);
    const overlap = keysOf(this.snapshot, item).filter((k) => held.includes(k));
    if (overlap.length > 0) return { choice, itemId, reason: 'CONFLICT', keys: overlap };
    const capacity = capacityOf(this.snapshot, item);
    if (this.countOn(itemId) >= capacity) {
      if (capacity === 1) {
        const holder = this.person((this.holdings.find((h) => h.itemId === itemId) as Holding).employeeId);
        return { choice, itemId, reason: 'TAKEN', by: { employeeId: holder.employeeId, rank: holder.rank } };
      }
      return { choice, itemId, reason: 'QUOTA_FULL', capacity };
    }
    return null;
  }

  give(p: Participant, itemId: Id): number {
    let seat = 0;
    while (this.holdings.some((h) => h.itemId === itemId && h.seat === seat)) seat++;
    this.holdings.push({ employeeId: p.employeeId, itemId, seat });
    return seat;
  }

  /** The most owed vacation weeks the free slots can cover, by trying every assignment. */
  maxCover(): number {
    const weeks = this.snapshot.items.filter((w) => !isRestricted(this.snapshot, w));
    const free = weeks.map((w) => capacityOf(this.snapshot, w) - this.countOn(w.id));
    const units: { p: Participant; allowed: boolean[] }[] = [];
    for (const p of this.people) {
      const held = this.keysHeld(p);
      const allowed = weeks.map((w) => isEligible(p, w) && !keysOf(this.snapshot, w).some((k) => held.includes(k)));
      for (let i = 0; i < this.owed(p); i++) units.push({ p, allowed });
    }
    const memo = new Map<string, number>();
    // Unit u goes to a week after the one the same person's previous unit took (no week twice), or nowhere.
    const best = (u: number, after: number): number => {
      if (u === units.length) return 0;
      const key = `${u}:${after}:${free.join(',')}`;
      const known = memo.get(key);
      if (known !== undefined) return known;
      const unit = units[u] as (typeof units)[number];
      const samePersonNext = units[u + 1]?.p === unit.p;
      let result = best(u + 1, samePersonNext ? after : -1);
      for (let w = after + 1; w < weeks.length; w++) {
        if (!unit.allowed[w] || (free[w] as number) <= 0) continue;
        free[w] = (free[w] as number) - 1;
        result = Math.max(result, 1 + best(u + 1, samePersonNext ? w : -1));
        free[w] = (free[w] as number) + 1;
      }
      memo.set(key, result);
      return result;
    };
    return best(0, -1);
  }

  /** Vacation forcing: giving the week must not lower the coverable weeks by more than the one given. */
  forcingAllows(p: Participant, itemId: Id): boolean {
    if (this.snapshot.kind !== 'VACATION') return true;
    const before = this.maxCover();
    const saved = this.holdings;
    this.holdings = [...saved, { employeeId: p.employeeId, itemId, seat: -1 }];
    const after = this.maxCover();
    this.holdings = saved;
    return after >= before - 1;
  }

  turn(p: Participant, out: Award[]): void {
    let owed = this.owed(p);
    if (owed === 0) return;
    const refused: Refusal[] = [];
    const list = p.list ?? [];
    for (let k = 0; k < list.length && owed > 0; k++) {
      const itemId = list[k] as Id;
      const refusal = this.refusal(p, itemId, k + 1);
      if (refusal) refused.push(refusal);
      else if (!this.forcingAllows(p, itemId)) refused.push({ choice: k + 1, itemId, reason: 'RESERVED' });
      else {
        const seat = this.give(p, itemId);
        owed--;
        out.push({
          employeeId: p.employeeId,
          rank: p.rank,
          outcome: 'AWARDED',
          itemId,
          seat,
          choice: k + 1,
          remaining: owed,
          refused: [...refused],
        });
      }
    }
    if (owed > 0)
      out.push({
        employeeId: p.employeeId,
        rank: p.rank,
        outcome: 'SKIPPED',
        itemId: null,
        seat: null,
        choice: null,
        remaining: owed,
        refused,
      });
  }

  close(out: Award[]): void {
    const kind = this.snapshot.kind;
    if (kind !== 'WORK' && kind !== 'VACATION') return;
    for (const p of this.people) {
      let owed = this.owed(p);
      while (owed > 0) {
        const candidates = this.snapshot.items
          .filter((i) => i.group === p.group)
          .sort((a, b) => {
            const ka = keysOf(this.snapshot, a)[0] ?? '';
            const kb = keysOf(this.snapshot, b)[0] ?? '';
            return ka < kb ? -1 : ka > kb ? 1 : idOrder(a.id, b.id);
          });
        const pick = candidates.find((i) => {
          if (kind === 'WORK' && (i as { kind: string }).kind !== 'EXTRA_BOARD') return false;
          return this.refusal(p, i.id, 0) === null && this.forcingAllows(p, i.id);
        });
        if (!pick) {
          out.push({
            employeeId: p.employeeId,
            rank: p.rank,
            outcome: 'UNPLACED',
            itemId: null,
            seat: null,
            choice: null,
            remaining: owed,
            refused: [],
          });
          break;
        }
        const seat = this.give(p, pick.id);
        owed--;
        out.push({
          employeeId: p.employeeId,
          rank: p.rank,
          outcome: kind === 'WORK' ? 'EXTRA_BOARD' : 'FORCED',
          itemId: pick.id,
          seat,
          choice: null,
          remaining: owed,
          refused: [],
        });
      }
    }
  }
}

export function referenceRun(snapshot: Snapshot): RunResult {
  const ref = new Reference(snapshot);
  const { processedThroughRank, throughRank, close } = snapshot.policy;
  const awards: Award[] = [];
  for (const p of ref.people)
    if (p.rank > processedThroughRank && (throughRank === null || p.rank <= throughRank)) ref.turn(p, awards);
  if (close) ref.close(awards);
  awards.sort((a, b) => a.rank - b.rank);
  const last = ref.people.length ? (ref.people[ref.people.length - 1] as Participant).rank : 0;
  return {
    engineVersion: snapshot.engineVersion,
    kind: snapshot.kind,
    awards,
    processedThroughRank: Math.max(processedThroughRank, throughRank ?? last),
    closed: close,
  };
}
