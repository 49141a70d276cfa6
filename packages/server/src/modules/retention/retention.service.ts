import type { Db } from '../../db/client';
import { claimJobRun } from '../../db/once-per-database';
import { pruneAppLogs } from '../app-log';
import { pruneSignInRecords } from '../auth';

const DAY_MS = 86_400_000;
/** The job's name in job_runs. */
export const RETENTION_JOB = 'retention';
/** How often the job runs on a database, whichever process runs it. */
export const RETENTION_PERIOD_MS = DAY_MS;

export type Pruned = { appLogs: number } & Awaited<ReturnType<typeof pruneSignInRecords>>;

/** Drops what is older than `retentionDays`: app logs, sessions over, used second-factor tokens, unknown pass ids' counters. */
export async function pruneExpired(db: Db, now: Date, retentionDays: number): Promise<Pruned> {
  const before = new Date(now.getTime() - retentionDays * DAY_MS);
  // App logs first: they name the sessions pruned next.
  const appLogs = await pruneAppLogs(db, before);
  return { appLogs, ...(await pruneSignInRecords(db, before)) };
}

/**
 * The retention job, as every server process calls it now and then: it prunes only when this
 * database's daily run is due and no other process has claimed it. Undefined when not its turn.
 */
export async function runRetention(db: Db, now: Date, retentionDays: number): Promise<Pruned | undefined> {
  if (!(await claimJobRun(db, RETENTION_JOB, now, RETENTION_PERIOD_MS))) return undefined;
  return pruneExpired(db, now, retentionDays);
}
