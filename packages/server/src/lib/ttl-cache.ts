/**
 * A small in-process cache whose entries live `ttlMs` by the caller's clock, bounded in
 * size (the oldest entry goes first). A ttl of 0 turns it off.
 */
export class TtlCache<K, V> {
  readonly #entries = new Map<K, { value: V; at: number }>();
  readonly #loading = new Map<K, Promise<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: K, nowMs: number): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (nowMs - entry.at >= this.ttlMs || nowMs < entry.at) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: K, value: V, nowMs: number): void {
    if (this.ttlMs <= 0) return;
    this.#entries.delete(key);
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, { value, at: nowMs });
  }

  /** Forgets the key, and a load of it under way will not be kept (it may predate the change). */
  delete(key: K): void {
    this.#entries.delete(key);
    this.#loading.delete(key);
  }

  /** Forgets everything, loads under way included. */
  clear(): void {
    this.#entries.clear();
    this.#loading.clear();
  }

  /**
   * The cached value, or the one `load` gives (then kept). Calls that miss the same key at
   * the same time share one load: when an entry expires under load, one query refills it
   * instead of every waiting request asking the database at once.
   */
  async getOrLoad(key: K, nowMs: number, load: () => Promise<V>): Promise<V> {
    const hit = this.get(key, nowMs);
    if (hit !== undefined) return hit;
    const pending = this.#loading.get(key);
    if (pending) return pending;
    const loading: Promise<V> = load().then(
      (value) => {
        // Kept only if nothing forgot the key while it loaded.
        if (this.#loading.get(key) === loading) {
          this.#loading.delete(key);
          this.set(key, value, nowMs);
        }
        return value;
      },
      (err: unknown) => {
        if (this.#loading.get(key) === loading) this.#loading.delete(key);
        throw err;
      },
    );
    if (this.ttlMs > 0) this.#loading.set(key, loading);
    return loading;
  }
}

/** One cache per owner object (a database), created on first use with the ttl given then. */
export function cachePerOwner<O extends object, K, V>() {
  const caches = new WeakMap<O, TtlCache<K, V>>();
  return (owner: O, ttlMs: number): TtlCache<K, V> => {
    let cache = caches.get(owner);
    if (!cache) {
      cache = new TtlCache<K, V>(ttlMs);
      caches.set(owner, cache);
    }
    return cache;
  };
}
