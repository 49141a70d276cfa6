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
import type { InputOf, SignedInContext } from '../../exec/handlers';
import { isDayOff } from '../../lib/days-off';
import { localIsoDate } from '../../lib/local-time';
import { type HeldJobRow, type HeldPeriodRow, heldJob, heldJobsFrom, heldPeriods, type PickHolder } from '../pick';

/** Who asks, and the agency's today the statuses are judged against. */
interface PickedJobsQuery extends PickHolder {
  db: Db;
  today: string;
}

/** The signed-in employee (never the payload) and the agency's today. */
function queryOf({ db, session, now, config }: SignedInContext): PickedJobsQuery {
  return {
    db,
    passId: session.passId,
    department: session.employee.department,
    today: localIsoDate(now, config.timeZone),
  };
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
export async function pickedJobsDates(ctx: SignedInContext): Promise<ServiceElements<'mta_pickedJobsDates'>> {
  const q = queryOf(ctx);
  const rows = await heldPeriods(q.db, q);
  return { today: q.today, periods: rows.map((row) => ({ ...toPeriod(row, q.today), jobCode: row.jobCode })) };
}

/** mta_pickedJobSlides: the job in force today and the ones picked for later, in the order they take effect. */
export async function pickedJobSlides(ctx: SignedInContext): Promise<ServiceElements<'mta_pickedJobSlides'>> {
  const q = queryOf(ctx);
  const rows = await heldJobsFrom(q.db, q, q.today);
  return { today: q.today, slides: rows.map((row) => toSummary(row, q.today)) };
}

/**
 * mta_pickedJobDetails: the employee's job in one pick period. A period that does not exist
 * and one where the employee holds no job are refused alike, so the answer tells nothing
 * about other employees' work.
 */
export async function pickedJobDetails(
  ctx: SignedInContext,
  { pickPeriodId }: InputOf<'mta_pickedJobDetails'>,
): Promise<ServiceElements<'mta_pickedJobDetails'>> {
  const q = queryOf(ctx);
  const row = await heldJob(q.db, q, pickPeriodId);
  if (!row) throw new RefusalError(PICKED_JOB_TEXTS.noJobInPeriod);
  return { job: toDetails(row, q.today) };
}
