import { addDays } from '@crewline/protocol';
import { depots, jobs, pickPeriods } from '../../src/db/schema';
import type { Db } from '../../src/db/types';
import { ALL_DEPOTS } from '../../src/demo/depots';

export type PickPeriodRecord = typeof pickPeriods.$inferSelect;
/** Numbers the factory's picks: their codes are unique. */
let factoryPicks = 0;

export type JobRecord = typeof jobs.$inferSelect;

/** Saturday and Sunday off, the bits of jobs.days_off (Sunday = 1 … Saturday = 64). */
export const WEEKEND_OFF = 1 | 64;

/**
 * Inserts a pick period whose work is in force from `effectiveDate` for 26 weeks (unless
 * `expirationDate` says otherwise); its pick window is the three weeks ending 4 weeks before.
 */
export async function createPickPeriod(
  db: Db,
  fields: Partial<Omit<PickPeriodRecord, 'id'>> & { effectiveDate: string },
): Promise<PickPeriodRecord> {
  const { effectiveDate } = fields;
  const [row] = await db
    .insert(pickPeriods)
    .values({
      code: `FACTORY-${++factoryPicks}`,
      department: 'DOB',
      type: 'GENERAL',
      description: `Factory pick from ${effectiveDate}`,
      startDate: addDays(effectiveDate, -48),
      endDate: addDays(effectiveDate, -28),
      expirationDate: addDays(effectiveDate, 26 * 7 - 1),
      ...fields,
    })
    .returning();
  if (!row) throw new Error('pick period insert returned nothing');
  return row;
}

/**
 * Inserts a job in a pick period, held by `pickedBy` (null: open). Defaults: a day run at
 * the first depot of the period's department, weekends off, 8:15 paid, no relief.
 */
export async function createJob(
  db: Db,
  fields: Partial<Omit<JobRecord, 'id'>> & { pickPeriodId: number; code: string },
): Promise<JobRecord> {
  const depotCode = fields.depotCode ?? ALL_DEPOTS[0]?.code;
  const depot = ALL_DEPOTS.find((d) => d.code === depotCode);
  if (!depot) throw new Error(`no depot ${depotCode}`);
  await db.insert(depots).values(depot).onConflictDoNothing();
  const [row] = await db
    .insert(jobs)
    .values({
      route: 'B41',
      daysOff: WEEKEND_OFF,
      reportMinutes: 345,
      startMinutes: 360,
      endMinutes: 870,
      paidMinutes: 495,
      reliefPoint: null,
      reliefMinutes: null,
      pickedBy: null,
      ...fields,
      depotCode: depot.code,
    })
    .returning();
  if (!row) throw new Error('job insert returned nothing');
  return row;
}
