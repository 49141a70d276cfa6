import type { Db } from '../../../db/client';
import { forgetEmployeeRecords } from '../../../exec/cached-records';
import type { LedgerSigner } from '../../../lib/signing-key';
import { type Award, runRound } from '../engine';
import { demoLedgerSigner } from '../ledger/signers';
import { forgetRoundProjections } from '../projection/projection.service';
import { ensureRoundSetup } from './round-ledger';
import { type RunKind, writeRun } from './run-writer';
import { loadRound } from './snapshot';
import { closeRound, isClosed, roundsToClose, roundsWithDueTurns, tryLockRound } from './snapshot.repository';

export type { RunKind };

export interface ProcessedRound {
  roundId: number;
  /** Employees whose turn this run processed (or, at a close, who were given what was left). */
  processed: string[];
  /** True when this run closed the round. */
  closed?: boolean;
}

/**
 * Processes every due turn: for each round with turns due by `now` and not yet awarded, one
 * transaction reads the round (its setup and lists from the ledger), runs the engine over the
 * turns due, and writes the award run: its awards with their explanations, one ledger event,
 * the picked jobs and absences, and a signed checkpoint. One process at a time per round (a
 * transaction-scoped advisory lock; a process that does not get it leaves the round to the one
 * that has it), each run's holdings the round's current awards; a unique index on (run, item,
 * seat) refuses a seat given twice within a run (per run: a correction gives again the seats it
 * supersedes, docs/adr/0025-corrections-supersede-award-rows.md). A turn processed late gives the award it would have on time: the list in force
 * is the one saved by the turn, and seniors are always processed first.
 */
export async function processDueTurns(
  db: Db,
  now: Date,
  signer: LedgerSigner = demoLedgerSigner(),
): Promise<ProcessedRound[]> {
  const done: ProcessedRound[] = [];
  const due = await roundsWithDueTurns(db, now);
  const closing = new Set(await roundsToClose(db, now));
  for (const roundId of [...new Set([...due, ...closing])]) {
    const close = closing.has(roundId);
    // A round's first run may come before any list: its setup enters the ledger first.
    await ensureRoundSetup(db, roundId, now);
    let committed: () => void = () => undefined;
    const processed = await db.transaction(async (tx) => {
      if (!(await tryLockRound(tx, roundId))) return undefined;
      const loaded = await loadRound(tx, roundId, now, { close });
      if (!loaded) return [];
      const write = async (kind: RunKind, given: readonly Award[]) => {
        const written = await writeRun(tx, { owner: db, signer, loaded, now, kind, given });
        committed = written.committed;
        return written.passIds;
      };
      if (close) {
        // Another process may have closed it between the query and the lock.
        if (await isClosed(tx, roundId)) return undefined;
        const given = await write('CLOSE', runRound(loaded.snapshot).awards);
        await closeRound(tx, roundId, now);
        return given;
      }
      if ((loaded.snapshot.policy.throughRank ?? 0) <= loaded.snapshot.policy.processedThroughRank) return [];
      return write('TURN', runRound(loaded.snapshot).awards);
    });
    committed();
    // Locked by another process, or its due turns done there between the query and the lock.
    if (!processed || (processed.length === 0 && !close)) continue;
    forgetRoundProjections(db, roundId);
    // Their schedules changed: this process forgets them at once (others on the notification).
    for (const passId of processed) forgetEmployeeRecords(db, passId);
    done.push(close ? { roundId, processed, closed: true } : { roundId, processed });
  }
  return done;
}
