import { and, asc, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { depots, jobs, pickPeriods } from '../../db/schema';

const periodColumns = {
  pickPeriodId: pickPeriods.id,
  type: pickPeriods.type,
  description: pickPeriods.description,
  pickStartDate: pickPeriods.startDate,
  pickEndDate: pickPeriods.endDate,
  effectiveDate: pickPeriods.effectiveDate,
  expirationDate: pickPeriods.expirationDate,
};

const jobColumns = {
  ...periodColumns,
  jobCode: jobs.code,
  route: jobs.route,
  depotCode: jobs.depotCode,
  depotName: depots.name,
  depotBorough: depots.borough,
  daysOff: jobs.daysOff,
  reportMinutes: jobs.reportMinutes,
  startMinutes: jobs.startMinutes,
  endMinutes: jobs.endMinutes,
  paidMinutes: jobs.paidMinutes,
  reliefPoint: jobs.reliefPoint,
  reliefMinutes: jobs.reliefMinutes,
};

/** The employee's jobs in pick periods of their own department (the periods whose work they hold). */
const heldBy = (passId: string, department: string) =>
  and(eq(jobs.pickedBy, passId), eq(pickPeriods.department, department));

/** Each pick period the employee holds a job in, with the job's code, latest effective date first. */
export function listHeldPeriods(db: Db, passId: string, department: string) {
  return db
    .select({ ...periodColumns, jobCode: jobs.code })
    .from(jobs)
    .innerJoin(pickPeriods, eq(pickPeriods.id, jobs.pickPeriodId))
    .where(heldBy(passId, department))
    .orderBy(desc(pickPeriods.effectiveDate), desc(pickPeriods.id));
}

/** The employee's jobs whose work has not expired by `fromIso`, in the order they take effect. */
export function listHeldJobsFrom(db: Db, passId: string, department: string, fromIso: string) {
  return db
    .select(jobColumns)
    .from(jobs)
    .innerJoin(pickPeriods, eq(pickPeriods.id, jobs.pickPeriodId))
    .innerJoin(depots, eq(depots.code, jobs.depotCode))
    .where(and(heldBy(passId, department), gte(pickPeriods.expirationDate, fromIso)))
    .orderBy(asc(pickPeriods.effectiveDate), asc(pickPeriods.id));
}

/** The employee's job in one pick period; undefined when the period is unknown or holds no job of theirs. */
export async function findHeldJob(db: Db, passId: string, department: string, pickPeriodId: number) {
  const [row] = await db
    .select(jobColumns)
    .from(jobs)
    .innerJoin(pickPeriods, eq(pickPeriods.id, jobs.pickPeriodId))
    .innerJoin(depots, eq(depots.code, jobs.depotCode))
    .where(and(heldBy(passId, department), eq(jobs.pickPeriodId, pickPeriodId)))
    .limit(1);
  return row;
}

export type HeldPeriodRow = Awaited<ReturnType<typeof listHeldPeriods>>[number];
export type HeldJobRow = Awaited<ReturnType<typeof listHeldJobsFrom>>[number];
