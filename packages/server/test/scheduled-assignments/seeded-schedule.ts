import { and, asc, between, eq } from 'drizzle-orm';
import { absences, depots, employees, jobs, pickPeriods } from '../../src/db/schema';
import type { Db } from '../../src/db/types';

/**
 * What the database holds for an employee over from..to, read straight from the tables (not
 * through the server's derivation): the jobs they picked with the dates their pick is in
 * force, and their absences by date.
 */
export async function seededRecords(db: Db, passId: string, from: string, to: string) {
  const [employee] = await db.select().from(employees).where(eq(employees.passId, passId));
  if (!employee) throw new Error(`no employee ${passId}`);
  const held = await db
    .select({ job: jobs, depotName: depots.name, period: pickPeriods })
    .from(jobs)
    .innerJoin(pickPeriods, eq(pickPeriods.id, jobs.pickPeriodId))
    .innerJoin(depots, eq(depots.code, jobs.depotCode))
    .where(and(eq(jobs.pickedBy, passId), eq(pickPeriods.department, employee.department)))
    .orderBy(asc(pickPeriods.effectiveDate));
  const absent = await db
    .select()
    .from(absences)
    .where(and(eq(absences.passId, passId), between(absences.date, from, to)));
  return {
    employee,
    held,
    absences: new Map(absent.map((a) => [a.date, a])),
    /** The held job whose pick is in force on `date`. */
    heldOn: (date: string) => held.find((h) => h.period.effectiveDate <= date && date <= h.period.expirationDate),
  };
}
