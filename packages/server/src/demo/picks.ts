import { addDays, weekdayOf } from '@crewline/protocol';
import type { pickPeriods } from '../db/schema';
import { BUS_OPERATOR, type Department } from './agency';
import { OPEN_PICK_DEPOTS } from './depots';
import type { EmployeeRow } from './employees';
import { type PickSchedule, schedulePick } from './pick-rounds';
import { weekdaysFrom } from './pick-schedule';
import { Random } from './random';

export type PickPeriodRow = Omit<typeof pickPeriods.$inferInsert, 'id'>;

/** A pick's work is in force for 26 weeks; the next pick's work follows without a gap. */
const PICK_WEEKS = 26;
const WINDOW_DAYS = 21;
/** Picks whose work employees hold (past and current); each department keeps three. */
const PICKED_PICKS = 3;

const sundayOnOrAfter = (iso: string) => addDays(iso, (7 - weekdayOf(iso)) % 7);

function season(iso: string): string {
  const month = Number(iso.slice(5, 7));
  const year = Number(iso.slice(0, 4));
  if (month === 12) return `Winter ${year + 1}`;
  if (month <= 2) return `Winter ${year}`;
  if (month <= 5) return `Spring ${year}`;
  if (month <= 8) return `Summer ${year}`;
  return `Fall ${year}`;
}

function period(department: Department, start: string, effective: string, service: string): PickPeriodRow {
  return {
    code: `${department}-${start}`,
    department,
    type: 'GENERAL',
    description: `${season(effective)} ${service} General Pick`,
    startDate: start,
    endDate: addDays(start, WINDOW_DAYS - 1),
    effectiveDate: effective,
    expirationDate: addDays(effective, PICK_WEEKS * 7 - 1),
  };
}

/** The same pick, `count` picks earlier. */
function earlier(p: PickPeriodRow, count: number, service: string): PickPeriodRow {
  const shift = -PICK_WEEKS * 7 * count;
  return period(p.department as Department, addDays(p.startDate, shift), addDays(p.effectiveDate, shift), service);
}

/** A pick whose turns are under way relative to the seed's day, with what it offers. */
export interface OpenPick {
  /** Index into `periods`. */
  period: number;
  schedule: PickSchedule;
  /** Who picks, in seniority order, by population. */
  members: readonly EmployeeRow[];
}

export interface Picks {
  periods: PickPeriodRow[];
  /** Indexes into `periods` of the picks already made, per department: every employee holds a job in each. */
  picked: Record<Department, number[]>;
  /** The picks in progress: DOB's (its work round under way, 100001's turn later this week) and RTO's. */
  open: Record<Department, OpenPick>;
}

/** Whose board shows the pick under way: their turn comes later this week (docs/pick.md#demo-agency). */
export const OPEN_PICK_ANCHOR: Record<Department, string> = { DOB: '100001', RTO: '200001' };

/** Who picks work in a department's open pick: operators and crews at its depots, not the extra list (HR). */
export function openPickMembers(department: Department, employees: readonly EmployeeRow[]): EmployeeRow[] {
  const depots = new Set<string>(OPEN_PICK_DEPOTS[department]);
  return employees.filter((e) => {
    if (e.department !== department || !depots.has(e.depotCode)) return false;
    if (department === 'DOB') return e.title === BUS_OPERATOR;
    return (
      e.subdivision === 'SUBWAY' && (e.title === 'Train Operator' || e.title === 'Conductor') && e.titleClass === 'FT'
    );
  });
}

/**
 * DOB: the bus operators' pick under way (work round: seniors before 100001 partly processed,
 * 100001's turn two weekdays after `today`; then vacation and holidays) and the three picks
 * before it, the last of which is in force today. RTO: three picks already made, the last
 * one's work starting 7–14 days after `today`, and the next pick, its work round opened the
 * weekday before `today` (then vacation and holidays, as DOB). `employees` must be in seniority order.
 */
export function generatePicks(seed: number, today: string, timeZone: string, employees: readonly EmployeeRow[]): Picks {
  const rng = Random.derive(seed, 'picks');
  const dobMembers = openPickMembers('DOB', employees);
  const dob = schedulePick({
    members: dobMembers,
    anchorPassId: OPEN_PICK_ANCHOR.DOB,
    anchorDay: weekdaysFrom(today, 2),
    daysBefore: 4,
    kinds: ['WORK', 'VACATION', 'HOLIDAY'],
    timeZone,
  });
  const upcoming: PickPeriodRow = {
    ...period('DOB', dob.startDate, sundayOnOrAfter(addDays(dob.endDate, 14)), BUS_OPERATOR),
    endDate: dob.endDate,
  };
  const rtoNext = period('RTO', addDays(today, -42), sundayOnOrAfter(addDays(today, rng.int(7, 14))), 'Subway');
  const rtoMembers = openPickMembers('RTO', employees);
  const rto = schedulePick({
    members: rtoMembers,
    anchorPassId: OPEN_PICK_ANCHOR.RTO,
    anchorDay: weekdaysFrom(today, 3),
    daysBefore: 4,
    kinds: ['WORK', 'VACATION', 'HOLIDAY'],
    timeZone,
  });
  const rtoOpen: PickPeriodRow = {
    ...period('RTO', rto.startDate, addDays(rtoNext.expirationDate, 1), 'Subway'),
    endDate: rto.endDate,
  };

  const periods: PickPeriodRow[] = [];
  const picked: Record<Department, number[]> = { DOB: [], RTO: [] };
  for (let k = PICKED_PICKS; k >= 1; k--) picked.DOB.push(periods.push(earlier(upcoming, k, BUS_OPERATOR)) - 1);
  const dobIndex = periods.push(upcoming) - 1;
  for (let k = PICKED_PICKS - 1; k >= 1; k--) picked.RTO.push(periods.push(earlier(rtoNext, k, 'Subway')) - 1);
  picked.RTO.push(periods.push(rtoNext) - 1);
  const rtoIndex = periods.push(rtoOpen) - 1;
  return {
    periods,
    picked,
    open: {
      DOB: { period: dobIndex, schedule: dob, members: dobMembers },
      RTO: { period: rtoIndex, schedule: rto, members: rtoMembers },
    },
  };
}
