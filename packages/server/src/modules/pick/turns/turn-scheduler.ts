import type { Db } from '../../../db/client';
import { startPeriodic } from '../../../lib/periodic';
import type { LedgerSigner } from '../../../lib/signing-key';
import { signLedgerIfDue } from '../ledger/checkpoint.service';
import { type TurnEventOptions, writeDueTurnEvents } from './turn-events';
import { type ProcessedRound, processDueTurns } from './turn-processor';

export interface TurnSchedulerOptions {
  db: Db;
  /** Between runs; each run processes every turn due by then. */
  intervalMs: number;
  /** Signs the checkpoint after each award run, and the daily one. */
  signer: LedgerSigner;
  now?: () => Date;
  onProcessed?: (rounds: ProcessedRound[]) => void;
  onError?: (err: unknown) => void;
  /** The pick's events due from the turn schedule (rounds opened, turn reminders); without it none are written. */
  turnEvents?: TurnEventOptions;
}

/**
 * Runs the due pick turns now and then every `intervalMs`, one run at a time in this process.
 * Several processes on one database may each run it: the processor's advisory lock lets one of
 * them do a round, and the unique indexes refuse a double award. A failed run is tried again by
 * the next: a turn is processed late, never differently. Each run also signs the daily ledger
 * checkpoint when it is due, and writes the pick's events due (turn-events.ts). Returns a stop that waits for a run.
 */
export function startTurnScheduler(options: TurnSchedulerOptions): () => Promise<void> {
  const now = options.now ?? (() => new Date());
  return startPeriodic({
    intervalMs: options.intervalMs,
    run: async () => {
      const at = now();
      const done = await processDueTurns(options.db, at, options.signer);
      if (done.length > 0) options.onProcessed?.(done);
      await signLedgerIfDue(options.db, options.signer, at);
      if (options.turnEvents) await writeDueTurnEvents(options.db, at, options.turnEvents);
    },
    onError: options.onError,
  });
}
