import type { Db } from '../../db/client';
import {
  findHeldJob,
  findJobsInForce,
  findUpcomingPickTurn,
  type HeldJobRow,
  type HeldPeriodRow,
  type JobInForce,
  listHeldJobsFrom,
  listHeldPeriods,
  type UpcomingPickTurn,
} from './pick.repository';

/**
 * What the other modules read of the pick: turns, and the work employees hold. Work counts
 * only in pick periods of the holder's own department.
 */

export type { HeldJobRow, HeldPeriodRow, JobInForce, UpcomingPickTurn };

/** An employee as a holder of picked work. */
export interface PickHolder {
  passId: string;
  department: string;
}

/**
 * The employee's next pick turn (the earliest still to come at `now`, else the latest) in a
 * pick period that has not ended by `today`; undefined when none.
 */
export function upcomingPickTurn(
  db: Db,
  passId: string,
  today: string,
  now: Date,
): Promise<UpcomingPickTurn | undefined> {
  return findUpcomingPickTurn(db, passId, today, now);
}

/** Each pick period the holder holds a job in, with the job's code, latest effective date first. */
export function heldPeriods(db: Db, holder: PickHolder): Promise<HeldPeriodRow[]> {
  return listHeldPeriods(db, holder.passId, holder.department);
}

/** The holder's jobs whose work has not expired by `from`, in the order they take effect. */
export function heldJobsFrom(db: Db, holder: PickHolder, from: string): Promise<HeldJobRow[]> {
  return listHeldJobsFrom(db, holder.passId, holder.department, from);
}

/** The holder's job in one pick period; undefined when the period is unknown or holds no job of theirs. */
export function heldJob(db: Db, holder: PickHolder, pickPeriodId: number): Promise<HeldJobRow | undefined> {
  return findHeldJob(db, holder.passId, holder.department, pickPeriodId);
}

/** The holder's jobs in force on at least one day of from..to, by effective date. */
export function jobsInForce(db: Db, holder: PickHolder, from: string, to: string): Promise<JobInForce[]> {
  return findJobsInForce(db, holder.passId, holder.department, from, to);
}
