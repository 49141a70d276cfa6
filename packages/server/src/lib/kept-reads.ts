/**
 * Reads a process keeps, per owner (a database, a round as kept: when it goes, so do they) and
 * key. Callers of a read in flight share it; a read that fails, or whose value `keep` refuses,
 * is not kept, so the next call reads again.
 */
export class KeptReads<O extends object, K, V> {
  readonly #byOwner = new WeakMap<O, Map<K, Promise<V>>>();
  readonly #keep: (value: V) => boolean;

  constructor(keep: (value: V) => boolean = () => true) {
    this.#keep = keep;
  }

  get(owner: O, key: K, read: () => Promise<V>): Promise<V> {
    let kept = this.#byOwner.get(owner);
    if (!kept) {
      kept = new Map();
      this.#byOwner.set(owner, kept);
    }
    const known = kept.get(key);
    if (known) return known;
    const reading = read();
    const map = kept;
    reading.then(
      (value) => {
        if (!this.#keep(value)) map.delete(key);
      },
      () => map.delete(key),
    );
    kept.set(key, reading);
    return reading;
  }
}
