import {
  ASSIGNMENT_TEXTS,
  addDays,
  SCHEDULE_LEAVE_KINDS,
  type ScheduledDay,
  type ScheduleLeaveKind,
  weekdayOf,
} from '@crewline/protocol';
import type { Db } from '../../db/client';
import { isDayOff } from '../../lib/days-off';
import { type JobInForce, jobsInForce, type PickHolder } from '../pick';
import { type AbsenceRow, findAbsences } from './scheduled-assignments.repository';

/**
 * The one derivation of an employee's day (used by mta_scheduledAssignments and the calendar
 * feed): an absence that day takes the place of the job; otherwise the job in force (the
 * employee's pick whose effective..expiration dates hold the day) is worked or has its day off;
 * with no job in force the day is not picked yet.
 */

const isLeaveKind = (kind: string): kind is ScheduleLeaveKind =>
  (SCHEDULE_LEAVE_KINDS as readonly string[]).includes(kind);

function absenceDay(a: AbsenceRow): ScheduledDay {
  if (a.kind === 'HOLIDAY') {
    return {
      date: a.date,
      kind: 'HOLIDAY',
      holidayName: a.description ?? ASSIGNMENT_TEXTS.kinds.HOLIDAY,
      payCode: a.payCode,
      minutes: a.minutes,
    };
  }
  if (a.kind === 'TRAINING') {
    return {
      date: a.date,
      kind: 'TRAINING',
      training: {
        course: a.description ?? ASSIGNMENT_TEXTS.kinds.TRAINING,
        location: a.location,
        startMinutes: a.startMinutes,
        endMinutes: a.endMinutes,
      },
    };
  }
  if (isLeaveKind(a.kind)) return { date: a.date, kind: a.kind, payCode: a.payCode, minutes: a.minutes };
  // A kind this code does not know would be shown as something it is not: refuse to guess.
  throw new Error(`absence of unknown kind ${a.kind} on ${a.date}`);
}

function jobDay(date: string, job: JobInForce | undefined): ScheduledDay {
  if (!job) return { date, kind: 'NOT_PICKED' };
  if (isDayOff(job.daysOff, weekdayOf(date))) return { date, kind: 'DAY_OFF' };
  return {
    date,
    kind: 'WORK',
    work: {
      jobCode: job.code,
      route: job.route,
      depotCode: job.depotCode,
      depotName: job.depotName,
      reportMinutes: job.reportMinutes,
      startMinutes: job.startMinutes,
      endMinutes: job.endMinutes,
      paidMinutes: job.paidMinutes,
      reliefPoint: job.reliefPoint,
      reliefMinutes: job.reliefPoint === null ? null : job.reliefMinutes,
    },
  };
}

/** The job in force on `date`: the latest-effective one whose period holds the date. */
function jobOn(date: string, jobs: readonly JobInForce[]): JobInForce | undefined {
  let found: JobInForce | undefined;
  for (const job of jobs) if (job.effectiveDate <= date && date <= job.expirationDate) found = job;
  return found;
}

/** Each day of from..to (ISO, from ≤ to) from the jobs (by effective date) and absences of the employee. */
export function deriveSchedule(
  from: string,
  to: string,
  jobs: readonly JobInForce[],
  absences: readonly AbsenceRow[],
): ScheduledDay[] {
  const absent = new Map(absences.map((a) => [a.date, a]));
  const days: ScheduledDay[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const absence = absent.get(date);
    days.push(absence ? absenceDay(absence) : jobDay(date, jobOn(date, jobs)));
  }
  return days;
}

/** The employee's scheduled days from..to (ISO, from ≤ to), read from the database. */
export async function loadSchedule(db: Db, employee: PickHolder, from: string, to: string): Promise<ScheduledDay[]> {
  // One read at a time: a call never holds two pooled connections.
  const jobs = await jobsInForce(db, employee, from, to);
  const absences = await findAbsences(db, employee.passId, from, to);
  return deriveSchedule(from, to, jobs, absences);
}
