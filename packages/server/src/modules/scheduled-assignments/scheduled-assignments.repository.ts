import { and, asc, between, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { absences, depots, jobs, pickPeriods } from '../../db/schema';

/**
 * The employee's picked jobs whose work (a pick period of the employee's department) is in
 * force on at least one day of from..to, with the period's dates and the depot's name.
 */
export async function findJobsInForce(db: Db, passId: string, department: string, from: string, to: string) {
  return db
    .select({
      effectiveDate: pickPeriods.effectiveDate,
      expirationDate: pickPeriods.expirationDate,
      code: jobs.code,
      route: jobs.route,
      depotCode: jobs.depotCode,
      depotName: depots.name,
      daysOff: jobs.daysOff,
      reportMinutes: jobs.reportMinutes,
      startMinutes: jobs.startMinutes,
      endMinutes: jobs.endMinutes,
      paidMinutes: jobs.paidMinutes,
      reliefPoint: jobs.reliefPoint,
      reliefMinutes: jobs.reliefMinutes,
    })
    .from(jobs)
    .innerJoin(pickPeriods, eq(pickPeriods.id, jobs.pickPeriodId))
    .innerJoin(depots, eq(depots.code, jobs.depotCode))
    .where(
      and(
        eq(jobs.pickedBy, passId),
        eq(pickPeriods.department, department),
        lte(pickPeriods.effectiveDate, to),
        gte(pickPeriods.expirationDate, from),
      ),
    )
    .orderBy(asc(pickPeriods.effectiveDate));
}

export type JobInForce = Awaited<ReturnType<typeof findJobsInForce>>[number];

/** The employee's absences dated from..to, in date order. */
export async function findAbsences(db: Db, passId: string, from: string, to: string) {
  return db
    .select({
      date: absences.date,
      kind: absences.kind,
      payCode: absences.payCode,
      minutes: absences.minutes,
      description: absences.description,
      location: absences.location,
      startMinutes: absences.startMinutes,
      endMinutes: absences.endMinutes,
    })
    .from(absences)
    .where(and(eq(absences.passId, passId), between(absences.date, from, to)))
    .orderBy(asc(absences.date));
}

export type AbsenceRow = Awaited<ReturnType<typeof findAbsences>>[number];
