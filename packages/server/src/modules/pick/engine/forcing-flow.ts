import { MaxFlow } from './max-flow';
import type { RoundState } from './round-state';

/**
 * Vacation forcing as a flow: participants (supply: weeks still owed) → weeks they may still
 * be given (not restricted, eligible, not a week they hold) → weeks (capacity: slots left).
 * The flow's value is how many owed weeks the slots left can still cover.
 *
 * The rule: giving participant p week w is allowed only if it does not lower that value by
 * more than the one week given. When every owed week can be covered, that is exactly "the
 * juniors (and p's own weeks still owed) can all still be covered"; it only binds where the
 * slots left are no more than the weeks owed (the point of equivalence, per set of weeks), and
 * when the slots are short from the start it keeps the shortfall from growing.
 *
 * A maximum flow is kept at all times (Dinic once per group at the start), so an award costs
 * O(1) when p already has flow on w or w has a free slot, and one augmenting-path search
 * (or a cached answer) when w is saturated: never a full flow per step.
 */
export class ForcingFlow {
  private readonly demand: Int32Array;
  private readonly capLeft: Int32Array;
  private readonly uOff: Int32Array;
  private readonly uCnt: Int32Array;
  private readonly uWeek: Int32Array;
  private readonly wOff: Int32Array;
  private readonly wCnt: Int32Array;
  private readonly wEmp: Int32Array;
  private readonly uncovered: Int32Array;

  // Search scratch: stamps instead of clearing, parents for the path.
  private stamp = 0;
  private readonly seenP: Int32Array;
  private readonly seenW: Int32Array;
  private readonly parentOfWeek: Int32Array;
  private readonly parentOfEmp: Int32Array;
  private readonly queue: Int32Array;

  // The edge left out while p takes w (p cannot also be covered by w).
  private exP = -1;
  private exW = -1;

  // Cached reach set: weeks that can pass a unit on to a free slot, for (version, p).
  private version = 0;
  private reachFor = -1;
  private reachVersion = -1;
  private reachStamp = 0;
  private fillable = false;
  private readonly reach: Int32Array;

  constructor(private readonly s: RoundState) {
    const { n, m } = s;
    this.demand = Int32Array.from(s.owed);
    this.capLeft = new Int32Array(m);
    for (let w = 0; w < m; w++)
      this.capLeft[w] = s.restricted[w] ? 0 : Math.max(0, (s.capacity[w] as number) - (s.used[w] as number));
    this.uOff = new Int32Array(n + 1);
    for (let p = 0; p < n; p++) this.uOff[p + 1] = (this.uOff[p] as number) + (this.demand[p] as number);
    this.uCnt = new Int32Array(n);
    this.uWeek = new Int32Array(this.uOff[n] as number);
    this.wOff = new Int32Array(m + 1);
    for (let w = 0; w < m; w++) this.wOff[w + 1] = (this.wOff[w] as number) + (this.capLeft[w] as number);
    this.wCnt = new Int32Array(m);
    this.wEmp = new Int32Array(this.wOff[m] as number);
    this.uncovered = new Int32Array(s.groupCount);
    this.seenP = new Int32Array(n);
    this.seenW = new Int32Array(m);
    this.reach = new Int32Array(m);
    this.parentOfWeek = new Int32Array(m);
    this.parentOfEmp = new Int32Array(n);
    this.queue = new Int32Array(n + m);
    for (let g = 0; g < s.groupCount; g++) this.initGroup(g);
  }

  /** Whether p may be given week w (free of p's flow: p can still be covered by it). */
  private edge(p: number, w: number): boolean {
    const s = this.s;
    return (
      (this.capLeft[w] as number) > 0 &&
      !(p === this.exP && w === this.exW) &&
      s.eligible(p, w) &&
      !s.conflicts(p, w) &&
      !this.hasUnit(p, w)
    );
  }

  private hasUnit(p: number, w: number): boolean {
    const off = this.uOff[p] as number;
    for (let k = off; k < off + (this.uCnt[p] as number); k++) if (this.uWeek[k] === w) return true;
    return false;
  }

  private addUnit(p: number, w: number): void {
    this.uWeek[(this.uOff[p] as number) + (this.uCnt[p] as number)] = w;
    this.uCnt[p] = (this.uCnt[p] as number) + 1;
    this.wEmp[(this.wOff[w] as number) + (this.wCnt[w] as number)] = p;
    this.wCnt[w] = (this.wCnt[w] as number) + 1;
  }

  private removeUnit(p: number, w: number): void {
    const uo = this.uOff[p] as number;
    const ul = uo + (this.uCnt[p] as number) - 1;
    for (let k = uo; k <= ul; k++)
      if (this.uWeek[k] === w) {
        this.uWeek[k] = this.uWeek[ul] as number;
        break;
      }
    this.uCnt[p] = (this.uCnt[p] as number) - 1;
    const wo = this.wOff[w] as number;
    const wl = wo + (this.wCnt[w] as number) - 1;
    for (let k = wo; k <= wl; k++)
      if (this.wEmp[k] === p) {
        this.wEmp[k] = this.wEmp[wl] as number;
        break;
      }
    this.wCnt[w] = (this.wCnt[w] as number) - 1;
  }

  private initGroup(g: number): void {
    const s = this.s;
    const members: number[] = [];
    for (let k = s.groupOff[g] as number; k < (s.groupOff[g + 1] as number); k++) {
      const p = s.groupMembers[k] as number;
      if ((this.demand[p] as number) > 0) members.push(p);
    }
    const weeks: number[] = [];
    for (let k = s.groupItemOff[g] as number; k < (s.groupItemOff[g + 1] as number); k++) {
      const w = s.groupItems[k] as number;
      if ((this.capLeft[w] as number) > 0) weeks.push(w);
    }
    let owed = 0;
    for (const p of members) owed += this.demand[p] as number;
    this.uncovered[g] = owed;
    if (!members.length || !weeks.length) return;
    const pairs: number[] = [];
    for (let a = 0; a < members.length; a++)
      for (let b = 0; b < weeks.length; b++) if (this.edge(members[a] as number, weeks[b] as number)) pairs.push(a, b);
    const source = 0;
    const sink = 1;
    const flow = new MaxFlow(2 + members.length + weeks.length, members.length + weeks.length + pairs.length / 2);
    for (let a = 0; a < members.length; a++) flow.addEdge(source, 2 + a, this.demand[members[a] as number] as number);
    for (let b = 0; b < weeks.length; b++)
      flow.addEdge(2 + members.length + b, sink, this.capLeft[weeks[b] as number] as number);
    const edgeOf = new Int32Array(pairs.length / 2);
    for (let i = 0; i < pairs.length; i += 2)
      edgeOf[i / 2] = flow.addEdge(2 + (pairs[i] as number), 2 + members.length + (pairs[i + 1] as number), 1);
    this.uncovered[g] = owed - flow.run(source, sink);
    for (let i = 0; i < pairs.length; i += 2)
      if (flow.flowOn(edgeOf[i / 2] as number) > 0)
        this.addUnit(members[pairs[i] as number] as number, weeks[pairs[i + 1] as number] as number);
  }

  /**
   * Gives p week w if the rule allows it (the caller has checked eligibility, restriction,
   * conflict and a free slot) and keeps the flow maximal; false, with nothing changed, if not.
   */
  tryTake(p: number, w: number): boolean {
    const g = this.s.group[p] as number;
    if (this.hasUnit(p, w)) {
      this.removeUnit(p, w);
      this.demand[p] = (this.demand[p] as number) - 1;
      this.capLeft[w] = (this.capLeft[w] as number) - 1;
      this.version++;
      return true;
    }
    if ((this.uCnt[p] as number) < (this.demand[p] as number)) {
      // p is short anyway: taking w covers one of p's own weeks.
      this.demand[p] = (this.demand[p] as number) - 1;
      this.uncovered[g] = (this.uncovered[g] as number) - 1;
      this.capLeft[w] = (this.capLeft[w] as number) - 1;
      if ((this.wCnt[w] as number) > (this.capLeft[w] as number)) {
        this.removeUnit(this.lastOn(w), w);
        this.uncovered[g] = (this.uncovered[g] as number) + 1;
      }
      this.version++;
      return true;
    }
    const v = this.uWeek[(this.uOff[p] as number) + (this.uCnt[p] as number) - 1] as number;
    if ((this.wCnt[w] as number) < (this.capLeft[w] as number)) {
      this.removeUnit(p, v);
      this.demand[p] = (this.demand[p] as number) - 1;
      this.capLeft[w] = (this.capLeft[w] as number) - 1;
      this.version++;
      return true;
    }
    if (!this.mayShed(p, w)) return false;
    this.removeUnit(p, v);
    this.demand[p] = (this.demand[p] as number) - 1;
    this.capLeft[w] = (this.capLeft[w] as number) - 1;
    const j = this.lastOn(w);
    this.removeUnit(j, w);
    this.uncovered[g] = (this.uncovered[g] as number) + 1;
    this.exP = p;
    this.exW = w;
    const found = this.augment(g);
    this.exP = -1;
    this.exW = -1;
    if (found) {
      this.uncovered[g] = (this.uncovered[g] as number) - 1;
      this.version++;
      return true;
    }
    this.addUnit(j, w);
    this.uncovered[g] = (this.uncovered[g] as number) - 1;
    this.capLeft[w] = (this.capLeft[w] as number) + 1;
    this.demand[p] = (this.demand[p] as number) + 1;
    this.addUnit(p, v);
    return false;
  }

  /** Whether tryTake(p, w) would succeed; changes nothing that matters (the flow stays maximal). */
  allows(p: number, w: number): boolean {
    if (!this.tryTake(p, w)) return false;
    // Undo: p's unit back on w gives a flow of the old value, which was the maximum.
    this.demand[p] = (this.demand[p] as number) + 1;
    this.capLeft[w] = (this.capLeft[w] as number) + 1;
    this.addUnit(p, w);
    this.version++;
    return true;
  }

  private lastOn(w: number): number {
    return this.wEmp[(this.wOff[w] as number) + (this.wCnt[w] as number) - 1] as number;
  }

  /**
   * A quick necessary condition for taking a saturated week: w can pass one of its units on
   * to a free slot, or someone short can reach one (counting p's own unit as freed). Cached
   * per p until the flow changes, so refusing a list full of reserved weeks costs one search.
   */
  private mayShed(p: number, w: number): boolean {
    if (this.reachFor !== p || this.reachVersion !== this.version) this.computeReach(p);
    return this.reach[w] === this.reachStamp || this.fillable;
  }

  private computeReach(p: number): void {
    const s = this.s;
    const g = s.group[p] as number;
    const v = this.uWeek[(this.uOff[p] as number) + (this.uCnt[p] as number) - 1] as number;
    // As tryTake would: p's last unit freed, p owed one week less.
    this.removeUnit(p, v);
    this.demand[p] = (this.demand[p] as number) - 1;
    const stamp = ++this.stamp;
    this.reachStamp = stamp;
    let head = 0;
    let tail = 0;
    const wFrom = s.groupItemOff[g] as number;
    const wTo = s.groupItemOff[g + 1] as number;
    const pFrom = s.groupOff[g] as number;
    const pTo = s.groupOff[g + 1] as number;
    for (let k = wFrom; k < wTo; k++) {
      const x = s.groupItems[k] as number;
      if ((this.wCnt[x] as number) < (this.capLeft[x] as number)) {
        this.reach[x] = stamp;
        this.queue[tail++] = x;
      }
    }
    while (head < tail) {
      const x = this.queue[head++] as number;
      for (let k = pFrom; k < pTo; k++) {
        const q = s.groupMembers[k] as number;
        const cnt = this.uCnt[q] as number;
        if (cnt === 0 || !this.edge(q, x)) continue;
        const off = this.uOff[q] as number;
        for (let u = off; u < off + cnt; u++) {
          const y = this.uWeek[u] as number;
          if (this.reach[y] !== stamp) {
            this.reach[y] = stamp;
            this.queue[tail++] = y;
          }
        }
      }
    }
    this.fillable = false;
    if ((this.uncovered[g] as number) > 0)
      outer: for (let k = pFrom; k < pTo; k++) {
        const q = s.groupMembers[k] as number;
        if ((this.uCnt[q] as number) >= (this.demand[q] as number)) continue;
        for (let i = wFrom; i < wTo; i++) {
          const x = s.groupItems[i] as number;
          if (this.reach[x] === stamp && this.edge(q, x)) {
            this.fillable = true;
            break outer;
          }
        }
      }
    this.demand[p] = (this.demand[p] as number) + 1;
    this.addUnit(p, v);
    this.reachFor = p;
    this.reachVersion = this.version;
  }

  /** One augmenting path from anyone short in group g to a free slot; applies it if found. */
  private augment(g: number): boolean {
    const s = this.s;
    const stamp = ++this.stamp;
    let head = 0;
    let tail = 0;
    const pFrom = s.groupOff[g] as number;
    const pTo = s.groupOff[g + 1] as number;
    for (let k = pFrom; k < pTo; k++) {
      const q = s.groupMembers[k] as number;
      if ((this.uCnt[q] as number) < (this.demand[q] as number)) {
        this.seenP[q] = stamp;
        this.parentOfEmp[q] = -1;
        this.queue[tail++] = q;
      }
    }
    const wFrom = s.groupItemOff[g] as number;
    const wTo = s.groupItemOff[g + 1] as number;
    while (head < tail) {
      const q = this.queue[head++] as number;
      for (let k = wFrom; k < wTo; k++) {
        const x = s.groupItems[k] as number;
        if (this.seenW[x] === stamp || !this.edge(q, x)) continue;
        this.seenW[x] = stamp;
        this.parentOfWeek[x] = q;
        if ((this.wCnt[x] as number) < (this.capLeft[x] as number)) {
          this.applyPath(x);
          return true;
        }
        const off = this.wOff[x] as number;
        for (let u = off; u < off + (this.wCnt[x] as number); u++) {
          const r = this.wEmp[u] as number;
          if (this.seenP[r] === stamp) continue;
          this.seenP[r] = stamp;
          this.parentOfEmp[r] = x;
          this.queue[tail++] = r;
        }
      }
    }
    return false;
  }

  private applyPath(end: number): void {
    let x = end;
    for (;;) {
      const q = this.parentOfWeek[x] as number;
      const from = this.parentOfEmp[q] as number;
      if (from >= 0) this.removeUnit(q, from);
      this.addUnit(q, x);
      if (from < 0) return;
      x = from;
    }
  }

  /**
   * The week to force on p now: the earliest of p's group (by date, then id) that p may be
   * given and the rule allows; -1 when none.
   */
  forcedWeek(p: number): number {
    const s = this.s;
    const g = s.group[p] as number;
    for (let k = s.groupItemOff[g] as number; k < (s.groupItemOff[g + 1] as number); k++) {
      const w = s.groupItems[k] as number;
      if (s.restricted[w] || s.full(w) || !s.eligible(p, w) || s.conflicts(p, w)) continue;
      if (this.tryTake(p, w)) return w;
    }
    return -1;
  }
}
