import { absences, jobs, payCodes, pickPeriods } from '../../src/db/schema';
import type { Db } from '../../src/db/types';

export type PickPeriodRecord = typeof pickPeriods.$inferSelect;
/** Numbers the factory's picks: their codes are unique. */
let factoryPicks = 0;

export type JobRecord = typeof jobs.$inferSelect;
export type AbsenceRecord = typeof absences.$inferSelect;

/** A pick period whose work is in force from `effectiveDate` to `expirationDate`. */
export async function createPickPeriod(
  db: Db,
  fields: Pick<PickPeriodRecord, 'department' | 'effectiveDate' | 'expirationDate'> & Partial<PickPeriodRecord>,
): Promise<PickPeriodRecord> {
  const [row] = await db
    .insert(pickPeriods)
    .values({
      code: `SCHEDULE-FACTORY-${++factoryPicks}`,
      type: 'GENERAL',
      description: `Factory pick from ${fields.effectiveDate}`,
      startDate: fields.effectiveDate,
      endDate: fields.effectiveDate,
      ...fields,
    })
    .returning();
  if (!row) throw new Error('pick period insert returned nothing');
  return row;
}

let nextJob = 1;

/** A job of a pick, held by `pickedBy`. Default: Mon–Fri 06:00–14:00 (report 05:45), Sat and Sun off. */
export async function createJob(
  db: Db,
  fields: Pick<JobRecord, 'pickPeriodId' | 'depotCode'> & Partial<JobRecord>,
): Promise<JobRecord> {
  const [row] = await db
    .insert(jobs)
    .values({
      code: `TST-${String(nextJob++).padStart(4, '0')}`,
      route: 'B41',
      daysOff: 1 | 64,
      reportMinutes: 345,
      startMinutes: 360,
      endMinutes: 840,
      paidMinutes: 480,
      reliefPoint: null,
      reliefMinutes: null,
      pickedBy: null,
      ...fields,
    })
    .returning();
  if (!row) throw new Error('job insert returned nothing');
  return row;
}

/** One absence of an employee; leave days charge 480 minutes unless told. Its pay code is added if missing. */
export async function createAbsence(
  db: Db,
  fields: Pick<AbsenceRecord, 'passId' | 'date' | 'kind'> & Partial<AbsenceRecord>,
): Promise<AbsenceRecord> {
  if (fields.payCode) {
    await db
      .insert(payCodes)
      .values({ code: fields.payCode, description: fields.payCode, category: 'LEAVE', color: '#dddddd', sortOrder: 99 })
      .onConflictDoNothing();
  }
  const [row] = await db
    .insert(absences)
    .values({ payCode: null, minutes: 480, ...fields })
    .returning();
  if (!row) throw new Error('absence insert returned nothing');
  return row;
}
