import type { Db } from '../../../db/client';
import { type ProcessedRound, processDueTurns } from './turn-processor';

export interface TurnSchedulerOptions {
  db: Db;
  /** Between runs; each run processes every turn due by then. */
  intervalMs: number;
  now?: () => Date;
  onProcessed?: (rounds: ProcessedRound[]) => void;
  onError?: (err: unknown) => void;
}

/**
 * Runs the due pick turns now and then every `intervalMs`, one run at a time in this process
 * (a run that outlasts the interval delays the next). Several processes on one database may
 * each run it: the processor's advisory lock lets one of them do a round, and the unique
 * indexes refuse a double award. Returns a stop that waits for a run under way.
 */
export function startTurnScheduler(options: TurnSchedulerOptions): () => Promise<void> {
  const now = options.now ?? (() => new Date());
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const run = async () => {
    try {
      const done = await processDueTurns(options.db, now());
      if (done.length > 0) options.onProcessed?.(done);
    } catch (err) {
      // The next run tries again: a turn is processed late, never differently.
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
