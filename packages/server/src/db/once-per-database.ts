import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { jobRuns } from './schema';

/**
 * Claims this period's run of a scheduled job: true for one caller only per `periodMs`, however
 * many server processes share the database and check in, false for every other. The claim is
 * made before the work (a run that fails is tried again the next period, so a job must be one
 * that may run twice, as pruning may).
 */
export async function claimJobRun(db: Db, job: string, now: Date, periodMs: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx
      .insert(jobRuns)
      .values({ job, lastRunAt: new Date(0) })
      .onConflictDoNothing();
    const [row] = await tx.select().from(jobRuns).where(eq(jobRuns.job, job)).for('update');
    if (row && row.lastRunAt.getTime() > now.getTime() - periodMs) return false;
    await tx.update(jobRuns).set({ lastRunAt: now }).where(eq(jobRuns.job, job));
    return true;
  });
}

/** Rows a pruning statement deletes at most at once: on PGlite each statement holds every other call back. */
export const PRUNE_BATCH = 1_000;

/** Runs a batched delete until it deletes fewer than a batch; answers how many rows it deleted in all. */
export async function pruneInBatches(deleteBatch: (limit: number) => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await deleteBatch(PRUNE_BATCH);
    total += deleted;
    if (deleted < PRUNE_BATCH) return total;
  }
}
