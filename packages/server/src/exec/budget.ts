/** Thrown into a call that ran past its time budget. */
export class BudgetExceeded extends Error {}

interface Pending {
  deadline: number;
  reject: (err: BudgetExceeded) => void;
}

/**
 * Time budgets for calls that all get the same budget, on one timer: deadlines then come in
 * the order calls start, so only the oldest pending call needs a timer. A timer per call
 * (create, race, clear) was a measurable share of a cached signed-in call.
 */
export class Budget {
  readonly #ms: number;
  /** In start order, which is deadline order. */
  readonly #pending = new Set<Pending>();
  #timer: NodeJS.Timeout | undefined;

  constructor(ms: number) {
    this.#ms = ms;
  }

  /** Settles as `work` does, or rejects with BudgetExceeded once the budget has passed. */
  within<T>(work: Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const entry: Pending = { deadline: Date.now() + this.#ms, reject };
      this.#pending.add(entry);
      this.#arm();
      work.then(
        (value) => {
          this.#pending.delete(entry);
          resolve(value);
        },
        (err: unknown) => {
          this.#pending.delete(entry);
          reject(err);
        },
      );
    });
  }

  #arm(): void {
    if (this.#timer) return;
    const oldest = this.#pending.values().next().value;
    if (!oldest) return;
    this.#timer = setTimeout(() => this.#expire(), Math.max(0, oldest.deadline - Date.now()));
  }

  #expire(): void {
    this.#timer = undefined;
    const now = Date.now();
    for (const entry of this.#pending) {
      if (entry.deadline > now) break;
      this.#pending.delete(entry);
      entry.reject(new BudgetExceeded());
    }
    this.#arm();
  }
}
