/**
 * Runs at most `slots` tasks at a time, the rest in the order they came: `run(task)` resolves as
 * the task does once it has had its turn.
 */
export function concurrencyLimit(slots: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    running--;
    waiting.shift()?.();
  };
  return async (task) => {
    if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      next();
    }
  };
}
