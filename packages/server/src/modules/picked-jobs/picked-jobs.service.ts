import {
  DAY_NAMES,
  PICKED_JOB_TEXTS,
  type PickedJobDetails,
  type PickedJobSummary,
  type PickPeriod,
  type PickPeriodStatus,
  type ServiceElements,
} from '@crewline/protocol';
import type { Db } from '../../db/client';
import { RefusalError } from '../../exec/errors';
import { isDayOff } from '../../lib/days-off';
import {
  findHeldJob,
  type HeldJobRow,
  type HeldPeriodRow,
  listHeldJobsFrom,
  listHeldPeriods,
} from './picked-jobs.repository';

/** Who asks, and the agency's today the statuses are judged against. */
export interface PickedJobsQuery {
  db: Db;
  passId: string;
  department: string;
  today: string;
}

export function periodStatus(
  period: { effectiveDate: string; expirationDate: string },
  today: string,
): PickPeriodStatus {
  if (period.expirationDate < today) return 'PAST';
  if (period.effectiveDate > today) return 'FUTURE';
  return 'CURRENT';
}

function toPeriod(row: HeldPeriodRow | HeldJobRow, today: string): PickPeriod {
  return {
    pickPeriodId: row.pickPeriodId,
    type: row.type,
    description: row.description,
    pickStartDate: row.pickStartDate,
    pickEndDate: row.pickEndDate,
    effectiveDate: row.effectiveDate,
    expirationDate: row.expirationDate,
    status: periodStatus(row, today),
  };
}

function toSummary(row: HeldJobRow, today: string): PickedJobSummary {
  const daysOff = DAY_NAMES.filter((_, weekday) => isDayOff(row.daysOff, weekday));
  const workDaysPerWeek = DAY_NAMES.length - daysOff.length;
  return {
    period: toPeriod(row, today),
    jobCode: row.jobCode,
    route: row.route,
    depotCode: row.depotCode,
    depotName: row.depotName,
    daysOff,
    workDaysPerWeek,
    startMinutes: row.startMinutes,
    endMinutes: row.endMinutes,
    paidMinutesPerWeek: row.paidMinutes * workDaysPerWeek,
  };
}

function toDetails(row: HeldJobRow, today: string): PickedJobDetails {
  return {
    ...toSummary(row, today),
    depotBorough: row.depotBorough,
    week: DAY_NAMES.map((day, weekday) => ({ day, works: !isDayOff(row.daysOff, weekday) })),
    reportMinutes: row.reportMinutes,
    paidMinutesPerDay: row.paidMinutes,
    reliefPoint: row.reliefPoint,
    reliefMinutes: row.reliefPoint === null ? null : row.reliefMinutes,
  };
}

/** mta_pickedJobsDates: the pick periods the employee holds a job in, newest first. */
export async function pickedJobsDates(q: PickedJobsQuery): Promise<ServiceElements<'mta_pickedJobsDates'>> {
  const rows = await listHeldPeriods(q.db, q.passId, q.department);
  return { today: q.today, periods: rows.map((row) => ({ ...toPeriod(row, q.today), jobCode: row.jobCode })) };
}

/** mta_pickedJobSlides: the job in force today and the ones picked for later, in the order they take effect. */
export async function pickedJobSlides(q: PickedJobsQuery): Promise<ServiceElements<'mta_pickedJobSlides'>> {
  const rows = await listHeldJobsFrom(q.db, q.passId, q.department, q.today);
  return { today: q.today, slides: rows.map((row) => toSummary(row, q.today)) };
}

/**
 * mta_pickedJobDetails: the employee's job in one pick period. A period that does not exist
 * and one where the employee holds no job are refused alike, so the answer tells nothing
 * about other employees' work.
 */
export async function pickedJobDetails(
  q: PickedJobsQuery,
  pickPeriodId: number,
): Promise<ServiceElements<'mta_pickedJobDetails'>> {
  const row = await findHeldJob(q.db, q.passId, q.department, pickPeriodId);
  if (!row) throw new RefusalError(PICKED_JOB_TEXTS.noJobInPeriod);
  return { job: toDetails(row, q.today) };
}
