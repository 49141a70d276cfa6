/**
 * Dinic's maximum flow on a small integer graph held in typed arrays. Edges are added in
 * pairs (forward at an even index, its residual twin at the next odd one).
 */
export class MaxFlow {
  private readonly head: Int32Array;
  private readonly next: Int32Array;
  private readonly to: Int32Array;
  private readonly cap: Int32Array;
  private edges = 0;
  private readonly level: Int32Array;
  private readonly arc: Int32Array;
  private readonly queue: Int32Array;
  private readonly stack: Int32Array;

  constructor(
    readonly nodes: number,
    maxEdges: number,
  ) {
    this.head = new Int32Array(nodes).fill(-1);
    this.next = new Int32Array(2 * maxEdges);
    this.to = new Int32Array(2 * maxEdges);
    this.cap = new Int32Array(2 * maxEdges);
    this.level = new Int32Array(nodes);
    this.arc = new Int32Array(nodes);
    this.queue = new Int32Array(nodes);
    this.stack = new Int32Array(nodes);
  }

  /** Adds u → v with capacity c; returns the edge's index for flowOn. */
  addEdge(u: number, v: number, c: number): number {
    const e = this.edges;
    this.to[e] = v;
    this.cap[e] = c;
    this.next[e] = this.head[u] as number;
    this.head[u] = e;
    this.to[e + 1] = u;
    this.cap[e + 1] = 0;
    this.next[e + 1] = this.head[v] as number;
    this.head[v] = e + 1;
    this.edges += 2;
    return e;
  }

  /** The flow on edge e after run. */
  flowOn(e: number): number {
    return this.cap[e + 1] as number;
  }

  run(s: number, t: number): number {
    let total = 0;
    while (this.buildLevels(s, t)) {
      for (let v = 0; v < this.nodes; v++) this.arc[v] = this.head[v] as number;
      for (let pushed = this.augment(s, t); pushed > 0; pushed = this.augment(s, t)) total += pushed;
    }
    return total;
  }

  private buildLevels(s: number, t: number): boolean {
    this.level.fill(-1);
    this.level[s] = 0;
    let head = 0;
    let tail = 0;
    this.queue[tail++] = s;
    while (head < tail) {
      const u = this.queue[head++] as number;
      for (let e = this.head[u] as number; e >= 0; e = this.next[e] as number) {
        const v = this.to[e] as number;
        if ((this.cap[e] as number) > 0 && this.level[v] === -1) {
          this.level[v] = (this.level[u] as number) + 1;
          this.queue[tail++] = v;
        }
      }
    }
    return this.level[t] !== -1;
  }

  /** One blocking-flow path from s to t along the level graph (iterative, with current arcs). */
  private augment(s: number, t: number): number {
    // stack holds the edges of the current path; depth is its length.
    let depth = 0;
    let u = s;
    for (;;) {
      if (u === t) {
        let bottleneck = Number.MAX_SAFE_INTEGER;
        for (let i = 0; i < depth; i++) bottleneck = Math.min(bottleneck, this.cap[this.stack[i] as number] as number);
        for (let i = 0; i < depth; i++) {
          const e = this.stack[i] as number;
          this.cap[e] = (this.cap[e] as number) - bottleneck;
          this.cap[e ^ 1] = (this.cap[e ^ 1] as number) + bottleneck;
        }
        return bottleneck;
      }
      let e = this.arc[u] as number;
      while (e >= 0) {
        const v = this.to[e] as number;
        if ((this.cap[e] as number) > 0 && this.level[v] === (this.level[u] as number) + 1) break;
        e = this.next[e] as number;
      }
      this.arc[u] = e;
      if (e >= 0) {
        this.stack[depth++] = e;
        u = this.to[e] as number;
        continue;
      }
      // Dead end: drop u from the level graph and step back.
      this.level[u] = -1;
      if (depth === 0) return 0;
      const back = this.stack[--depth] as number;
      u = this.to[back ^ 1] as number;
      this.arc[u] = this.next[this.arc[u] as number] as number;
    }
  }
}
