import {
  ENGINE_VERSION,
  type Id,
  type Item,
  MAX_LIST_LENGTH,
  type Participant,
  type RoundKind,
  type Snapshot,
} from './engine.types';
import { compareIds } from './ids';
import { SnapshotError } from './snapshot-error';

const KINDS: readonly RoundKind[] = ['WORK', 'VACATION', 'HOLIDAY', 'VR'];
const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
/** The dense index of key in map, adding it at the end if new. */
function denseIndex<K>(map: Map<K, number>, key: K): number {
  let idx = map.get(key);
  if (idx === undefined) {
    idx = map.size;
    map.set(key, idx);
  }
  return idx;
}

const isId = (v: unknown): v is Id => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));

/** The time keys an item occupies: the week, the holiday date, the VR bid's weeks. */
function itemKeys(kind: RoundKind, item: Item): readonly string[] {
  switch (kind) {
    case 'VACATION':
      return [(item as { week: string }).week];
    case 'HOLIDAY':
      return [(item as { date: string }).date];
    case 'VR':
      return (item as { weeks: string[] }).weeks;
    default:
      return [];
  }
}

/** Seats an item offers: package capacity, week quota, holiday off-slots, one per VR bid. */
function declaredCapacity(kind: RoundKind, item: Item, groupSize: number): number {
  switch (kind) {
    case 'WORK':
      return (item as { capacity: number }).capacity;
    case 'VACATION':
      return (item as { quota: number }).quota;
    case 'HOLIDAY':
      return Math.max(0, groupSize - (item as { workRequired: number }).workRequired);
    default:
      return 1;
  }
}

function checkItem(kind: RoundKind, item: Item): void {
  const bad = (what: string) => new SnapshotError(`item ${String(item.id)}: ${what}`);
  if (!isId(item.id)) throw new SnapshotError(`an item has no id`);
  if (!isId(item.group)) throw bad('no group');
  if (item.population != null && !isId(item.population)) throw bad('bad population');
  const it = item as unknown as Record<string, unknown>;
  switch (kind) {
    case 'WORK':
      if (!['REGULAR', 'EXTRA_BOARD', 'PART_TIME'].includes(it.kind as string)) throw bad('unknown package kind');
      if (!isCount(it.capacity)) throw bad('capacity must be a whole number ≥ 0');
      return;
    case 'VACATION':
      if (typeof it.week !== 'string') throw bad('no week');
      if (!isCount(it.quota)) throw bad('quota must be a whole number ≥ 0');
      if (typeof it.restricted !== 'boolean') throw bad('restricted must be true or false');
      return;
    case 'HOLIDAY':
      if (typeof it.date !== 'string') throw bad('no date');
      if (!isCount(it.workRequired)) throw bad('workRequired must be a whole number ≥ 0');
      return;
    case 'VR':
      if (!Array.isArray(it.weeks) || it.weeks.length === 0 || !it.weeks.every((w) => typeof w === 'string'))
        throw bad('weeks must be a non-empty list of ISO dates');
      return;
  }
}

function entitlementOf(kind: RoundKind, p: Participant): number {
  const e = p.entitlement;
  const who = `employee ${String(p.employeeId)}`;
  if (kind === 'WORK') {
    if (e !== undefined && e !== 1) throw new SnapshotError(`${who}: a work round gives one package`);
    return 1;
  }
  if (e === undefined) {
    if (kind === 'VR') return 1;
    throw new SnapshotError(`${who}: no entitlement`);
  }
  if (!isCount(e)) throw new SnapshotError(`${who}: entitlement must be a whole number ≥ 0`);
  return e;
}

/**
 * A snapshot checked and laid out in typed arrays: participants in rank order (index 0 is
 * the most senior), items, groups, populations and time keys as dense indices. It also holds
 * the mutable state of a run: seats used, units owed, keys held.
 */
export class RoundState {
  readonly kind: RoundKind;
  readonly snapshot: Snapshot;
  readonly processedThroughRank: number;
  readonly throughRank: number;
  readonly close: boolean;

  readonly n: number;
  readonly participants: Participant[];
  readonly participantIndex = new Map<Id, number>();
  readonly rank: Int32Array;
  readonly group: Int32Array;
  readonly popOff: Int32Array;
  readonly popIdx: Int32Array;
  readonly listOff: Int32Array;
  /** Item index of each list entry; -1 when the item is not in the round. */
  readonly listItem: Int32Array;
  readonly entitlement: Int32Array;
  readonly owed: Int32Array;
  /** Time keys each participant holds (outside the round, and from this round's awards). */
  readonly held: (number[] | undefined)[];

  readonly m: number;
  readonly items: Item[];
  readonly itemIndex = new Map<Id, number>();
  readonly itemGroup: Int32Array;
  /** -1: open to the whole group. */
  readonly itemPop: Int32Array;
  readonly capacity: Int32Array;
  readonly used: Int32Array;
  readonly restricted: Uint8Array;
  readonly extraBoard: Uint8Array;
  readonly keyOff: Int32Array;
  readonly keyIdx: Int32Array;
  readonly keys: string[] = [];
  /** The last participant given a seat (for a capacity-1 item: its holder), -1 when none. */
  readonly lastHolder: Int32Array;
  /** The list position at which lastHolder took it; 0 when not from a list. */
  readonly lastChoice: Int32Array;
  private readonly nextSeat: Int32Array;
  private readonly heldSeats: (number[] | undefined)[];

  readonly groupCount: number;
  readonly groupIds: Id[] = [];
  /** Participants of each group, in rank order. */
  readonly groupOff: Int32Array;
  readonly groupMembers: Int32Array;
  /** Items of each group, ordered by first time key, then id (the order forcing and the extra board use). */
  readonly groupItemOff: Int32Array;
  readonly groupItems: Int32Array;

  constructor(snapshot: Snapshot) {
    if (snapshot.engineVersion !== ENGINE_VERSION)
      throw new SnapshotError(`snapshot is for ${snapshot.engineVersion}, this is ${ENGINE_VERSION}`);
    if (!KINDS.includes(snapshot.kind)) throw new SnapshotError(`unknown round kind ${String(snapshot.kind)}`);
    const kind = snapshot.kind;
    this.kind = kind;
    this.snapshot = snapshot;
    const { processedThroughRank, throughRank, close } = snapshot.policy;
    if (!isCount(processedThroughRank)) throw new SnapshotError('policy.processedThroughRank must be ≥ 0');
    if (throughRank !== null && (!isCount(throughRank) || throughRank < processedThroughRank))
      throw new SnapshotError('policy.throughRank must be null or ≥ processedThroughRank');
    if (close && throughRank !== null) throw new SnapshotError('a closing run processes every turn: throughRank null');
    this.processedThroughRank = processedThroughRank;
    this.throughRank = throughRank ?? Number.MAX_SAFE_INTEGER;
    this.close = close;

    // Groups and populations get dense indices in id order, so nothing depends on input order.
    const groupIndex = new Map<Id, number>();
    const popIndex = new Map<Id, number>();
    for (const id of [...new Set([...snapshot.participants.map((p) => p.group), ...snapshot.items.map((i) => i.group)])]
      .filter(isId)
      .sort(compareIds)) {
      groupIndex.set(id, this.groupIds.length);
      this.groupIds.push(id);
    }
    this.groupCount = this.groupIds.length;

    const participants = [...snapshot.participants];
    for (const p of participants) {
      if (!isId(p.employeeId)) throw new SnapshotError('a participant has no employee id');
      if (!isCount(p.rank) || p.rank === 0)
        throw new SnapshotError(`employee ${String(p.employeeId)}: rank must be ≥ 1`);
      if (!isId(p.group)) throw new SnapshotError(`employee ${String(p.employeeId)}: no group`);
      if (!Array.isArray(p.populations) || !p.populations.every(isId))
        throw new SnapshotError(`employee ${String(p.employeeId)}: populations must be a list of ids`);
      if (p.list !== null && (!Array.isArray(p.list) || !p.list.every(isId)))
        throw new SnapshotError(`employee ${String(p.employeeId)}: list must be null or a list of item ids`);
      if (p.list && p.list.length > MAX_LIST_LENGTH)
        throw new SnapshotError(`employee ${String(p.employeeId)}: list longer than ${MAX_LIST_LENGTH}`);
      if (p.held !== undefined && (!Array.isArray(p.held) || !p.held.every((k) => typeof k === 'string')))
        throw new SnapshotError(`employee ${String(p.employeeId)}: held must be a list of ISO dates`);
    }
    participants.sort((a, b) => a.rank - b.rank);
    const n = participants.length;
    this.n = n;
    this.participants = participants;
    this.rank = new Int32Array(n);
    this.group = new Int32Array(n);
    this.entitlement = new Int32Array(n);
    this.owed = new Int32Array(n);
    this.popOff = new Int32Array(n + 1);
    let pops = 0;
    let listLength = 0;
    for (let i = 0; i < n; i++) {
      const p = participants[i] as Participant;
      if (i > 0 && p.rank === (participants[i - 1] as Participant).rank)
        throw new SnapshotError(`rank ${p.rank} given twice`);
      if (this.participantIndex.has(p.employeeId))
        throw new SnapshotError(`employee ${String(p.employeeId)} is in the round twice`);
      this.participantIndex.set(p.employeeId, i);
      this.rank[i] = p.rank;
      this.group[i] = groupIndex.get(p.group) as number;
      const e = entitlementOf(kind, p);
      this.entitlement[i] = e;
      this.owed[i] = e;
      pops += p.populations.length;
      this.popOff[i + 1] = pops;
      listLength += p.list?.length ?? 0;
    }
    this.popIdx = new Int32Array(pops);
    for (let i = 0, k = 0; i < n; i++) {
      for (const pop of (participants[i] as Participant).populations) {
        this.popIdx[k++] = denseIndex(popIndex, pop);
      }
    }

    const groupSize = new Int32Array(this.groupCount);
    for (let i = 0; i < n; i++) {
      const g = this.group[i] as number;
      groupSize[g] = (groupSize[g] as number) + 1;
    }
    this.groupOff = new Int32Array(this.groupCount + 1);
    for (let g = 0; g < this.groupCount; g++)
      this.groupOff[g + 1] = (this.groupOff[g] as number) + (groupSize[g] as number);
    this.groupMembers = new Int32Array(n);
    const fill = this.groupOff.slice(0, this.groupCount);
    for (let i = 0; i < n; i++) {
      const g = this.group[i] as number;
      const at = fill[g] as number;
      this.groupMembers[at] = i;
      fill[g] = at + 1;
    }

    const items = snapshot.items as Item[];
    const m = items.length;
    this.m = m;
    this.items = items;
    this.itemGroup = new Int32Array(m);
    this.itemPop = new Int32Array(m);
    this.capacity = new Int32Array(m);
    this.used = new Int32Array(m);
    this.restricted = new Uint8Array(m);
    this.extraBoard = new Uint8Array(m);
    this.lastHolder = new Int32Array(m).fill(-1);
    this.lastChoice = new Int32Array(m);
    this.nextSeat = new Int32Array(m);
    this.heldSeats = new Array(m);
    this.keyOff = new Int32Array(m + 1);
    const keyIndex = new Map<string, number>();
    const keyList: number[] = [];
    for (let it = 0; it < m; it++) {
      const item = items[it] as Item;
      checkItem(kind, item);
      if (this.itemIndex.has(item.id)) throw new SnapshotError(`item ${String(item.id)} is in the round twice`);
      this.itemIndex.set(item.id, it);
      const g = groupIndex.get(item.group) as number;
      this.itemGroup[it] = g;
      if (item.population == null) this.itemPop[it] = -1;
      else this.itemPop[it] = denseIndex(popIndex, item.population);
      this.capacity[it] = declaredCapacity(kind, item, groupSize[g] as number);
      if (kind === 'VACATION' && (item as { restricted: boolean }).restricted) this.restricted[it] = 1;
      if (kind === 'WORK' && (item as { kind: string }).kind === 'EXTRA_BOARD') this.extraBoard[it] = 1;
      for (const key of itemKeys(kind, item)) {
        let idx = keyIndex.get(key);
        if (idx === undefined) {
          idx = this.keys.length;
          keyIndex.set(key, idx);
          this.keys.push(key);
        }
        keyList.push(idx);
      }
      this.keyOff[it + 1] = keyList.length;
    }
    this.keyIdx = Int32Array.from(keyList);

    // Items per group, by first key then id.
    const byGroup = Array.from({ length: this.groupCount }, () => [] as number[]);
    for (let it = 0; it < m; it++) byGroup[this.itemGroup[it] as number]?.push(it);
    this.groupItemOff = new Int32Array(this.groupCount + 1);
    this.groupItems = new Int32Array(m);
    let gi = 0;
    for (let g = 0; g < this.groupCount; g++) {
      const list = byGroup[g] as number[];
      list.sort((a, b) => {
        const ka = this.firstKey(a);
        const kb = this.firstKey(b);
        return ka < kb ? -1 : ka > kb ? 1 : compareIds((items[a] as Item).id, (items[b] as Item).id);
      });
      for (const it of list) this.groupItems[gi++] = it;
      this.groupItemOff[g + 1] = gi;
    }

    this.listOff = new Int32Array(n + 1);
    this.listItem = new Int32Array(listLength);
    for (let i = 0, k = 0; i < n; i++) {
      const list = (participants[i] as Participant).list;
      if (list) {
        const start = k;
        for (const id of list) {
          const it = this.itemIndex.get(id) ?? -1;
          for (let j = start; j < k; j++)
            if (list[j - start] === id)
              throw new SnapshotError(
                `employee ${String(participants[i]?.employeeId)}: item ${String(id)} listed twice`,
              );
          this.listItem[k++] = it;
        }
      }
      this.listOff[i + 1] = k;
    }

    this.held = new Array(n);
    for (let i = 0; i < n; i++) {
      const held = (participants[i] as Participant).held;
      if (!held?.length) continue;
      const idx: number[] = [];
      for (const key of held) {
        const k = keyIndex.get(key);
        if (k !== undefined && !idx.includes(k)) idx.push(k);
      }
      if (idx.length) this.held[i] = idx;
    }

    if (kind === 'VACATION') this.checkOneWeekPerDate();
    this.applyHoldings();
  }

  private firstKey(it: number): string {
    const off = this.keyOff[it] as number;
    return off < (this.keyOff[it + 1] as number) ? (this.keys[this.keyIdx[off] as number] as string) : '';
  }

  /** Each of a participant's eligible weeks must be a different week (the forcing flow relies on it). */
  private checkOneWeekPerDate(): void {
    for (let g = 0; g < this.groupCount; g++) {
      const from = this.groupItemOff[g] as number;
      const to = this.groupItemOff[g + 1] as number;
      for (let a = from; a + 1 < to; a++) {
        const ia = this.groupItems[a] as number;
        const ib = this.groupItems[a + 1] as number;
        if (this.keyIdx[this.keyOff[ia] as number] !== this.keyIdx[this.keyOff[ib] as number]) continue;
        for (let k = this.groupOff[g] as number; k < (this.groupOff[g + 1] as number); k++) {
          const p = this.groupMembers[k] as number;
          if (this.eligible(p, ia) && this.eligible(p, ib))
            throw new SnapshotError(
              `employee ${String(this.participants[p]?.employeeId)} may take two items of week ${this.firstKey(ia)}`,
            );
        }
      }
    }
  }

  private applyHoldings(): void {
    const seen = new Set<number>();
    const seats = new Map<number, number[]>();
    for (const h of this.snapshot.holdings) {
      const p = this.participantIndex.get(h.employeeId);
      const it = this.itemIndex.get(h.itemId);
      const what = `holding of ${String(h.employeeId)} on ${String(h.itemId)}`;
      if (p === undefined) throw new SnapshotError(`${what}: not a participant`);
      if (it === undefined) throw new SnapshotError(`${what}: not an item of the round`);
      if (!isCount(h.seat) || h.seat >= (this.capacity[it] as number))
        throw new SnapshotError(`${what}: seat ${h.seat} outside the item's ${this.capacity[it]} seats`);
      if (seen.has(p * this.m + it)) throw new SnapshotError(`${what}: held twice`);
      seen.add(p * this.m + it);
      const list = seats.get(it) ?? [];
      seats.set(it, list);
      if (list.includes(h.seat)) throw new SnapshotError(`${what}: seat ${h.seat} held twice`);
      list.push(h.seat);
      if ((this.owed[p] as number) === 0) throw new SnapshotError(`${what}: more than the employee's entitlement`);
      this.occupy(p, it);
      this.lastHolder[it] = p;
    }
    for (const [it, list] of seats) this.heldSeats[it] = list.sort((a, b) => a - b);
  }

  private occupy(p: number, it: number): void {
    this.used[it] = (this.used[it] as number) + 1;
    this.owed[p] = (this.owed[p] as number) - 1;
    for (let k = this.keyOff[it] as number; k < (this.keyOff[it + 1] as number); k++) {
      const key = this.keyIdx[k] as number;
      const held = this.held[p];
      if (!held) this.held[p] = [key];
      else if (!held.includes(key)) held.push(key);
    }
  }

  /** Gives participant p a seat of item it (the caller has checked it may); returns the seat. */
  award(p: number, it: number, choice = 0): number {
    const held = this.heldSeats[it];
    let seat = this.nextSeat[it] as number;
    if (held) while (held.includes(seat)) seat++;
    this.nextSeat[it] = seat + 1;
    this.occupy(p, it);
    this.lastHolder[it] = p;
    this.lastChoice[it] = choice;
    return seat;
  }

  eligible(p: number, it: number): boolean {
    if (this.itemGroup[it] !== this.group[p]) return false;
    const pop = this.itemPop[it] as number;
    if (pop < 0) return true;
    for (let k = this.popOff[p] as number; k < (this.popOff[p + 1] as number); k++)
      if (this.popIdx[k] === pop) return true;
    return false;
  }

  /** Whether p already holds a time key of item it. */
  conflicts(p: number, it: number): boolean {
    const held = this.held[p];
    if (!held) return false;
    for (let k = this.keyOff[it] as number; k < (this.keyOff[it + 1] as number); k++)
      if (held.includes(this.keyIdx[k] as number)) return true;
    return false;
  }

  /** The keys of item it that p already holds, as ISO dates. */
  conflictKeys(p: number, it: number): string[] {
    const held = this.held[p] ?? [];
    const out: string[] = [];
    for (let k = this.keyOff[it] as number; k < (this.keyOff[it + 1] as number); k++) {
      const key = this.keyIdx[k] as number;
      if (held.includes(key)) out.push(this.keys[key] as string);
    }
    return out;
  }

  full(it: number): boolean {
    return (this.used[it] as number) >= (this.capacity[it] as number);
  }

  itemId(it: number): Id {
    return (this.items[it] as Item).id;
  }

  employeeId(p: number): Id {
    return (this.participants[p] as Participant).employeeId;
  }

  hasList(p: number): boolean {
    return (this.listOff[p + 1] as number) > (this.listOff[p] as number);
  }
}
