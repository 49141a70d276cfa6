import type { Job, JobInsert, JobResult, PgBoss } from 'pg-boss';
import type { Db } from '../../db/client';
import { JOB_QUEUES, jobsIn } from '../../db/job-queue';
import {
  claimForAttempt,
  type DeliveryEnd,
  finishDelivery,
  type MadeDelivery,
  notFannedOutIds,
  notificationsByIds,
  pendingWithoutJob,
} from './delivery.repository';
import { attempt, type DeliveryOptions, type DeliveryRun, fanOut, workerName } from './delivery.service';

/**
 * Delivery on PostgreSQL by pg-boss (ADR 28). A notification's fan-out job is sent in the
 * transaction that writes it; the fan-out makes its delivery rows and sends one delivery job
 * per row in its own transaction; pg-boss hands each job to one worker of any process, and
 * retries it with backoff. The delivery row stays the record of what was sent: its id is the
 * push Topic a retry reuses, its status ends a repeat of a job already done.
 */

/** The job queue this process sends notifications to: set on PostgreSQL (main.ts), never on PGlite. */
let jobQueue: PgBoss | undefined;

/** Sends notifications written from now on to `boss` (undefined: to none, the embedded database's way). */
export function useJobQueue(boss: PgBoss | undefined): void {
  jobQueue = boss;
}

type IdJob = { id: number };
/** A delivery's job: its row, and the attempts the row had made before this job (a job sent again for a pending row). */
type DeliveryJob = IdJob & { before?: number };

/** Rows per job insert: a turn of a large round tells tens of thousands at once. */
const CHUNK = 2_000;

/** Fan-out jobs: retried for a while (the database away), not for ever. */
const FAN_OUT: Omit<JobInsert, 'data'> = { retryLimit: 10, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600 };

async function sendFanOuts(boss: PgBoss, db: Db, ids: readonly number[]): Promise<void> {
  for (let i = 0; i < ids.length; i += CHUNK)
    await boss.insert(
      JOB_QUEUES.notificationFanOut,
      ids.slice(i, i + CHUNK).map((id) => ({ ...FAN_OUT, data: { id } })),
      { db: jobsIn(db) },
    );
}

/** The written notifications' fan-out jobs, in the writer's transaction `tx`: none if it rolls back. */
export async function sendFanOutJobs(tx: Db, ids: readonly number[]): Promise<void> {
  if (jobQueue !== undefined && ids.length > 0) await sendFanOuts(jobQueue, tx, ids);
}

export interface JobQueueDeliveryOptions extends Omit<DeliveryOptions, 'batch'> {
  boss: PgBoss;
  /** How often an idle worker asks for jobs (pg-boss's polling; at least half a second). */
  pollSeconds: number;
  /** The first retry's delay, doubled for each next one up to an hour (pg-boss's retryBackoff). */
  retryDelaySeconds?: number;
  onRun?: (run: DeliveryRun) => void;
}

const leaseMsOf = (opts: JobQueueDeliveryOptions) => opts.leaseMs ?? 120_000;

/**
 * The delivery rows' jobs, in the fan-out's transaction `tx`. A row that made attempts before
 * (`before`) has those left, and at least one: a worker that died in its last one left its
 * outcome unknown, and a repeat replaces rather than repeats (the push Topic).
 */
async function sendDeliveryJobs(
  opts: JobQueueDeliveryOptions,
  tx: Db,
  made: (MadeDelivery & { attempts?: number })[],
  now: Date,
) {
  const jobs = made.map((d) => {
    const before = Math.min(d.attempts ?? 0, opts.maxAttempts - 1);
    return {
      data: before > 0 ? { id: d.id, before } : { id: d.id },
      // Quiet hours (or a retry's wait) as a delay from this clock's now: the queue counts it from its own.
      startAfter: Math.max(0, Math.ceil((d.nextAttemptAt.getTime() - now.getTime()) / 1000)),
      retryLimit: opts.maxAttempts - 1 - before,
      retryDelay: opts.retryDelaySeconds ?? 30,
      retryBackoff: true,
      retryDelayMax: 3600,
      // Past it, pg-boss takes the job from a worker that died or hangs and tries it again.
      expireInSeconds: Math.ceil(leaseMsOf(opts) / 1000),
    };
  });
  for (let i = 0; i < jobs.length; i += CHUNK)
    await opts.boss.insert(JOB_QUEUES.notificationDelivery, jobs.slice(i, i + CHUNK), { db: jobsIn(tx) });
}

/** One delivery job: the row claimed as this attempt, sent, its end recorded. */
async function deliveryJob(opts: JobQueueDeliveryOptions, worker: string, job: Job<DeliveryJob>) {
  const now = opts.now();
  const until = new Date(now.getTime() + leaseMsOf(opts));
  const d = await claimForAttempt(opts.db, job.data.id, worker, (job.data.before ?? 0) + job.retryCount + 1, until);
  if (d === undefined) return undefined;
  const [n] = await notificationsByIds(opts.db, [d.notificationId]);
  const end: DeliveryEnd = n ? await attempt(opts, d, n) : { status: 'dropped', lastError: 'notification gone' };
  await finishDelivery(opts.db, d.id, worker, opts.now(), end);
  return end;
}

/**
 * Works both queues in this process until the returned stop. First it sends a fan-out job for
 * any notification written without one (by a process that ran no job queue, such as a command),
 * and a delivery job for any pending delivery no job holds (pendingWithoutJob).
 */
export async function startJobQueueDelivery(opts: JobQueueDeliveryOptions): Promise<() => Promise<void>> {
  const { boss } = opts;
  const worker = opts.worker ?? workerName();
  await sendFanOuts(boss, opts.db, await notFannedOutIds(opts.db));
  await opts.db.transaction(async (tx) => sendDeliveryJobs(opts, tx, await pendingWithoutJob(tx), opts.now()));
  // A full batch means more are waiting: fetch again at once rather than after the interval.
  const polling = { pollingIntervalSeconds: Math.max(0.5, opts.pollSeconds), burstWhenBatchFull: true };
  const fanOutWork = await boss.work<IdJob>(
    JOB_QUEUES.notificationFanOut,
    { ...polling, batchSize: 200 },
    async (jobs) => {
      // Locked notifications are another fan-out's (a repeated job); fanned-out ones are done.
      const ids = jobs.map((j) => j.data.id);
      await fanOut(opts, { ids, handOn: (tx, made, now) => sendDeliveryJobs(opts, tx, made, now) });
    },
  );
  const deliveryWork = await boss.work<DeliveryJob>(
    JOB_QUEUES.notificationDelivery,
    { ...polling, batchSize: 10, perJobResults: true },
    async (jobs) => {
      const run: DeliveryRun = { sent: 0, retried: 0, failed: 0, dropped: 0 };
      const results: JobResult[] = [];
      for (const job of jobs) {
        const end = await deliveryJob(opts, worker, job);
        // A retry is the queue's: the job fails, and pg-boss tries it again after its backoff.
        if (end?.status === 'pending') {
          run.retried++;
          results.push({ id: job.id, status: 'failed', output: { error: end.lastError } });
          continue;
        }
        if (end !== undefined) run[end.status]++;
        results.push({ id: job.id, status: 'completed' });
      }
      if (run.sent + run.retried + run.failed + run.dropped > 0) opts.onRun?.(run);
      return results;
    },
  );
  return async () => {
    await boss.offWork(JOB_QUEUES.notificationFanOut, { id: fanOutWork, wait: true });
    await boss.offWork(JOB_QUEUES.notificationDelivery, { id: deliveryWork, wait: true });
  };
}
