export interface PeriodicOptions {
  /** One run; a failure is reported and the next run tries again. */
  run: () => Promise<void>;
  /** Between the end of one run and the start of the next. */
  intervalMs: number;
  onError?: (err: unknown) => void;
}

/**
 * Runs `run` now and then every `intervalMs`, one run at a time in this process (a run that
 * outlasts the interval delays the next). Returns a stop that waits for a run under way.
 */
export function startPeriodic(options: PeriodicOptions): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = async () => {
    try {
      await options.run();
    } catch (err) {
      options.onError?.(err);
    }
  };
  const tick = () => {
    running = run().finally(() => {
      if (!stopped) timer = setTimeout(tick, options.intervalMs);
    });
  };
  tick();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
