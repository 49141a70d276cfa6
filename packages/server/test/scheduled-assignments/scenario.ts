import type { ScheduleDayKind } from '@crewline/protocol';
import type { Db } from '../../src/db/types';
import { createEmployee } from '../factories/employees';
import { type AbsenceRecord, createAbsence, createJob, createPickPeriod } from '../factories/scheduled-assignments';

const SAT = 64;
const SUN = 1;
const MON = 2;
const TUE = 4;

/** A relief point with every character iCalendar must escape. */
export const RELIEF_POINT = 'Flatbush Av, Nostrand Av; north side \\ stop 2';

/**
 * A bus operator around TEST_TODAY (Sat 2026-11-21): a day job Mon–Fri until Sat 2026-12-05,
 * a week with no pick in force, then a night run from Sun 2026-12-13 (off Mon and Tue), and
 * one absence of each kind. Plus a job in another department's pick that must never count.
 */
export async function scheduledOperator(db: Db) {
  const employee = await createEmployee(db, { department: 'DOB' });
  const passId = employee.passId;
  const depotCode = employee.depotCode;

  const current = await createPickPeriod(db, {
    department: 'DOB',
    effectiveDate: '2026-06-07',
    expirationDate: '2026-12-05',
  });
  const next = await createPickPeriod(db, {
    department: 'DOB',
    effectiveDate: '2026-12-13',
    expirationDate: '2027-06-12',
  });
  const otherDept = await createPickPeriod(db, {
    department: 'RTO',
    effectiveDate: '2026-12-06',
    expirationDate: '2026-12-12',
  });

  const dayJob = await createJob(db, {
    pickPeriodId: current.id,
    depotCode,
    pickedBy: passId,
    route: 'B41/B41 LTD',
    daysOff: SAT | SUN,
    reportMinutes: 345,
    startMinutes: 360,
    endMinutes: 840,
    paidMinutes: 480,
    reliefPoint: RELIEF_POINT,
    reliefMinutes: 600,
  });
  const nightRun = await createJob(db, {
    pickPeriodId: next.id,
    depotCode,
    pickedBy: passId,
    route: 'B44',
    daysOff: MON | TUE,
    reportMinutes: 1380,
    startMinutes: 1395,
    endMinutes: 1890,
    paidMinutes: 495,
  });
  await createJob(db, { pickPeriodId: otherDept.id, depotCode, pickedBy: passId });

  const absence = (date: string, kind: string, fields: Partial<AbsenceRecord> = {}) =>
    createAbsence(db, { ...fields, passId, date, kind });
  await absence('2026-11-23', 'VACATION', { payCode: 'VAC' });
  await absence('2026-11-24', 'VACATION', { payCode: 'VAC' });
  await absence('2026-11-26', 'HOLIDAY', { payCode: 'HOL', description: 'Thanksgiving Day' });
  await absence('2026-11-30', 'SICK', { payCode: 'SICK', quotaCode: 'SICK' });
  await absence('2026-12-01', 'TRAINING', {
    description: 'Defensive driving refresher',
    location: 'Training Center, 25 Jamaica Ave',
    startMinutes: 480,
    endMinutes: 960,
  });
  await absence('2026-12-02', 'PERSONAL', { payCode: 'PERS', quotaCode: 'PERS' });
  await absence('2026-12-03', 'COMP', { payCode: 'COMP', minutes: 240 });
  await absence('2026-12-04', 'FMLA', { payCode: 'FMLA', quotaCode: 'FMLA' });

  return { employee, passId, dayJob, nightRun };
}

/** What each day of 2026-11-21..2026-12-15 holds for the scheduled operator. */
export const SCENARIO_FROM = '2026-11-21';
export const SCENARIO_TO = '2026-12-15';
export const SCENARIO_KINDS: readonly ScheduleDayKind[] = [
  'DAY_OFF', // Sat 21
  'DAY_OFF', // Sun 22
  'VACATION', // Mon 23
  'VACATION', // Tue 24
  'WORK', // Wed 25
  'HOLIDAY', // Thu 26
  'WORK', // Fri 27
  'DAY_OFF', // Sat 28
  'DAY_OFF', // Sun 29
  'SICK', // Mon 30
  'TRAINING', // Tue 1
  'PERSONAL', // Wed 2
  'COMP', // Thu 3
  'FMLA', // Fri 4
  'DAY_OFF', // Sat 5: the day job's last day
  'NOT_PICKED', // Sun 6 … Sat 12: no pick of the department in force
  'NOT_PICKED',
  'NOT_PICKED',
  'NOT_PICKED',
  'NOT_PICKED',
  'NOT_PICKED',
  'NOT_PICKED',
  'WORK', // Sun 13: the night run starts
  'DAY_OFF', // Mon 14
  'DAY_OFF', // Tue 15
];
