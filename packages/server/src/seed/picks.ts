import { addDays, weekdayOf } from '@crewline/protocol';
import type { pickPeriods } from '../db/schema';
import { BUS_OPERATOR, type Department } from './agency';
import type { EmployeeRow } from './employees';
import { Random } from './random';
import { zonedInstant } from './zoned-time';

export type PickPeriodRow = Omit<typeof pickPeriods.$inferInsert, 'id'>;

export interface PickTurnDraft {
  /** Index into `periods`; the id is known once the period is inserted. */
  period: number;
  passId: string;
  turnAt: Date;
}

/** A pick's work is in force for 26 weeks; the next pick's work follows without a gap. */
const PICK_WEEKS = 26;
const WINDOW_DAYS = 21;
/** Turns are on weekdays, every 15 minutes from 08:00 to 15:45 agency time. */
const FIRST_TURN_MINUTES = 8 * 60;
const TURN_MINUTES = 15;
const TURNS_PER_DAY = 32;
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

/** Each operator's turn in seniority order, several per slot when the window is too short for one each. */
function turnsOf(operators: readonly EmployeeRow[], p: PickPeriodRow, index: number, timeZone: string) {
  const days: string[] = [];
  for (let d = p.startDate; d <= p.endDate; d = addDays(d, 1)) if (weekdayOf(d) % 6 !== 0) days.push(d);
  const perSlot = Math.max(1, Math.ceil(operators.length / (days.length * TURNS_PER_DAY)));
  const turns: PickTurnDraft[] = [];
  let slot = -1;
  let slotAt = new Date(0);
  operators.forEach((e, i) => {
    const s = Math.floor(i / perSlot);
    if (s !== slot) {
      slot = s;
      const day = days[Math.floor(s / TURNS_PER_DAY)] as string;
      slotAt = zonedInstant(day, FIRST_TURN_MINUTES + (s % TURNS_PER_DAY) * TURN_MINUTES, timeZone);
    }
    turns.push({ period: index, passId: e.passId, turnAt: slotAt });
  });
  return turns;
}

export interface Picks {
  periods: PickPeriodRow[];
  turns: PickTurnDraft[];
  /** Indexes into `periods` of the picks already made, per department: every employee holds a job in each. */
  picked: Record<Department, number[]>;
}

/**
 * DOB: the bus operators' upcoming pick (its window opens 10–20 days after `today`) and the
 * three picks before it, the last of which is in force today. RTO: three picks already made,
 * the last one's work starting 7–21 days after `today`, so employees see a future job.
 * `employees` must be in seniority order.
 */
export function generatePicks(seed: number, today: string, timeZone: string, employees: readonly EmployeeRow[]): Picks {
  const rng = Random.derive(seed, 'picks');
  const dobStart = addDays(today, rng.int(10, 20));
  const upcoming = period('DOB', dobStart, sundayOnOrAfter(addDays(dobStart, WINDOW_DAYS + 14)), BUS_OPERATOR);
  // Its window (six weeks before, three long) closed before today.
  const rtoEffective = sundayOnOrAfter(addDays(today, rng.int(7, 14)));
  const rtoNext = period('RTO', addDays(rtoEffective, -42), rtoEffective, 'Subway');

  const periods: PickPeriodRow[] = [];
  const picked: Record<Department, number[]> = { DOB: [], RTO: [] };
  for (let k = PICKED_PICKS; k >= 1; k--) picked.DOB.push(periods.push(earlier(upcoming, k, BUS_OPERATOR)) - 1);
  const upcomingIndex = periods.push(upcoming) - 1;
  for (let k = PICKED_PICKS - 1; k >= 1; k--) picked.RTO.push(periods.push(earlier(rtoNext, k, 'Subway')) - 1);
  picked.RTO.push(periods.push(rtoNext) - 1);

  const operators = employees.filter((e) => e.department === 'DOB' && e.title === BUS_OPERATOR);
  return { periods, picked, turns: turnsOf(operators, upcoming, upcomingIndex, timeZone) };
}
