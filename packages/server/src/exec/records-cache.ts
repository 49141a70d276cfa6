/**
 * Answers of records reads (timecards, assignments, leave, picked jobs) kept per employee in
 * this process, and dropped the moment the database says that employee's records changed.
 *
 * Every table these answers are read from has a trigger (migration 0005) that notifies
 * RECORDS_CHANGED_CHANNEL at commit with the pass ids it touched, or ALL_EMPLOYEES for
 * reference data (pay codes, quotas, pick periods, depots). Every process LISTENs and forgets
 * what the payload names. While the listening connection is down nothing is served from here
 * (a notification could be missed), and on reconnection everything is forgotten. A load that
 * was under way when its employee was forgotten is answered but not kept: it may have read the
 * rows from before the change. So no answer is ever served after a change has been notified;
 * a process that writes records also calls `forgetEmployee` itself right after its commit, so
 * its own next read never waits for the notification to arrive. See ADR 10.
 */

export const RECORDS_CHANGED_CHANNEL = 'crewline_records_changed';
/** The payload that stands for every employee (reference data, or too many to list). */
export const ALL_EMPLOYEES = '*';

interface Loading<V> {
  passId: string;
  promise: Promise<V>;
}

export class RecordsCache<V> {
  readonly #answers = new Map<string, V>();
  readonly #keysByEmployee = new Map<string, Set<string>>();
  readonly #loading = new Map<string, Loading<V>>();
  #listening = false;

  constructor(private readonly maxEntries: number) {}

  /** The database delivers notifications from now on (first connection, or back after a gap). */
  listening(): void {
    this.clear();
    this.#listening = true;
  }

  /** Notifications may be missed from now on: serve nothing from the cache until `listening`. */
  deaf(): void {
    this.#listening = false;
    this.clear();
  }

  /** A notification's payload: one pass id, several separated by commas, or ALL_EMPLOYEES. */
  changed(payload: string): void {
    for (const passId of payload.split(',')) {
      if (passId === ALL_EMPLOYEES) {
        this.clear();
        return;
      }
      this.forgetEmployee(passId);
    }
  }

  forgetEmployee(passId: string): void {
    for (const key of this.#keysByEmployee.get(passId) ?? []) this.#answers.delete(key);
    this.#keysByEmployee.delete(passId);
    for (const [key, loading] of this.#loading) if (loading.passId === passId) this.#loading.delete(key);
  }

  clear(): void {
    this.#answers.clear();
    this.#keysByEmployee.clear();
    this.#loading.clear();
  }

  get size(): number {
    return this.#answers.size;
  }

  /**
   * The employee's answer to `question` (a service and its input), kept or given by `load`
   * (then kept unless the employee was forgotten meanwhile). Calls that miss the same answer
   * at once share one load.
   */
  async getOrLoad(passId: string, question: string, load: () => Promise<V>): Promise<V> {
    if (!this.#listening || this.maxEntries <= 0) return load();
    const key = `${passId}\n${question}`;
    const kept = this.#answers.get(key);
    if (kept !== undefined) return kept;
    const pending = this.#loading.get(key);
    if (pending) return pending.promise;
    const entry: Loading<V> = { passId, promise: load() };
    this.#loading.set(key, entry);
    try {
      const value = await entry.promise;
      if (this.#loading.get(key) === entry) this.#keep(passId, key, value);
      return value;
    } finally {
      if (this.#loading.get(key) === entry) this.#loading.delete(key);
    }
  }

  #keep(passId: string, key: string, value: V): void {
    if (this.#answers.size >= this.maxEntries) this.#evictOldest();
    this.#answers.set(key, value);
    let keys = this.#keysByEmployee.get(passId);
    if (!keys) {
      keys = new Set();
      this.#keysByEmployee.set(passId, keys);
    }
    keys.add(key);
  }

  #evictOldest(): void {
    const oldest = this.#answers.keys().next();
    if (oldest.done) return;
    this.#answers.delete(oldest.value);
    const passId = oldest.value.slice(0, oldest.value.indexOf('\n'));
    const keys = this.#keysByEmployee.get(passId);
    keys?.delete(oldest.value);
    if (keys?.size === 0) this.#keysByEmployee.delete(passId);
  }
}
