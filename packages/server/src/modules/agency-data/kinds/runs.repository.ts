import { asc, eq, sql } from 'drizzle-orm';
import { copyRows } from '../../../db/copy-rows';
import { rowsOf } from '../../../db/rows';
import { jobs, pickPeriods } from '../../../db/schema';
import type { Db } from '../../../db/types';
import { JOB_COLUMNS, type JobToStore } from '../../pick';
import { after } from '../keyset.repository';
import { deleteByKey } from '../replace-rows.repository';

/** runs.csv's statements (kinds/runs.ts). */

export function runsPage(db: Db, last: { pick: string; job: { code: string } } | undefined, limit: number) {
  return db
    .select({ pick: pickPeriods.code, job: jobs })
    .from(jobs)
    .innerJoin(pickPeriods, eq(pickPeriods.id, jobs.pickPeriodId))
    .where(after([pickPeriods.code, jobs.code], last && [last.pick, last.job.code]))
    .orderBy(asc(pickPeriods.code), asc(jobs.code))
    .limit(limit);
}

/** The runs a package or a relief bid holds, by pick code and run code. */
export async function heldRuns(db: Db) {
  return rowsOf<{ pick: string; code: string }>(
    await db.execute(sql`select p.code as pick, j.code from jobs j join pick_periods p on p.id = j.pick_period_id
      where j.id in (select job_id from packages where job_id is not null union select job_id from package_days where job_id is not null
        union select job_id from vr_bids)`),
  );
}

/** Removed runs, and their pieces with them (no file holds them apart from it). */
export async function deleteRuns(db: Db, removed: readonly JobToStore[]): Promise<void> {
  if (removed.length > 0) {
    const gone = JSON.stringify(removed.map((s) => [s.pickPeriodId, s.code]));
    await db.execute(sql`delete from assignment_pieces where job_id in (select j.id from jobs j
        join json_array_elements(${gone}::json) t(r) on j.pick_period_id = (r->>0)::int and j.code = r->>1)`);
  }
  await deleteByKey(db, 'jobs', JOB_COLUMNS, 2, removed);
}

export async function clearRunHolder(db: Db, s: JobToStore): Promise<void> {
  await db.execute(sql`update jobs set picked_by = null where pick_period_id = ${s.pickPeriodId} and code = ${s.code}`);
}

export async function updateRun(db: Db, { pickPeriodId, code, ...rest }: JobToStore): Promise<void> {
  await db.execute(
    sql`update jobs set depot_code = ${rest.depotCode}, route = ${rest.route}, days_off = ${rest.daysOff},
          report_minutes = ${rest.reportMinutes}, start_minutes = ${rest.startMinutes}, end_minutes = ${rest.endMinutes},
          paid_minutes = ${rest.paidMinutes}, relief_point = ${rest.reliefPoint}, relief_minutes = ${rest.reliefMinutes},
          picked_by = ${rest.pickedBy} where pick_period_id = ${pickPeriodId} and code = ${code}`,
  );
}

export async function insertRuns(db: Db, rows: readonly JobToStore[]): Promise<void> {
  await copyRows(db, 'jobs', JOB_COLUMNS, rows);
}
