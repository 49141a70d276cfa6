import { HOLIDAY_CHOICE_WEEKS_AFTER, LEAVE_DAY_MINUTES } from '@crewline/protocol';
import type { absences } from '../db/schema';
import { ABSENCE_PAY_CODE, type AbsenceKind } from '../lib/absence-kinds';
import { agencyHolidays } from '../lib/agency-holidays';
import { dayOf, isoOfDay, sundayOf, weekdayOf } from '../lib/day-numbers';
import { type HeldJob, jobOn } from './held-jobs';
import { worksOn } from './jobs';
import type { Random } from './random';

export type AbsenceRow = Omit<typeof absences.$inferInsert, 'id'>;
const QUOTA: Partial<Record<AbsenceKind, string>> = { SICK: 'SICK', PERSONAL: 'PERS', FMLA: 'FMLA' };

const COURSES = [
  ['Defensive driving refresher', 'Training Center, East New York'],
  ['Customer service and de-escalation', 'Training Center, East New York'],
  ['Rules and procedures recertification', 'Training Center, Jay Street'],
  ['Fire and life safety', 'Training Center, Jay Street'],
  ['New equipment familiarization', 'Coney Island Yard classroom'],
] as const;

/** Days to draw leave from: the employee's working days, weekdays when no job covers the day. */
export class AbsencePlanner {
  readonly byDay = new Map<number, AbsenceRow>();
  /** Days no absence may take (a demo's week worked, a week without a timecard). */
  readonly #clear = new Set<number>();

  constructor(
    private readonly passId: string,
    private readonly held: readonly HeldJob[],
    private readonly hiredDay: number,
  ) {}

  works(day: number): boolean {
    if (day < this.hiredDay) return false;
    const job = jobOn(this.held, day);
    return job ? worksOn(job, weekdayOf(day)) : weekdayOf(day) % 6 !== 0;
  }

  /** Keeps the days from `from` to `to` free of absences. */
  keepClear(from: number, to: number): void {
    for (let d = from; d <= to; d++) this.#clear.add(d);
  }

  add(day: number, kind: AbsenceKind, extra: Partial<AbsenceRow> = {}): boolean {
    if (this.byDay.has(day) || this.#clear.has(day) || !this.works(day)) return false;
    this.byDay.set(day, {
      passId: this.passId,
      date: isoOfDay(day),
      kind,
      payCode: ABSENCE_PAY_CODE[kind],
      minutes: LEAVE_DAY_MINUTES,
      quotaCode: QUOTA[kind] ?? null,
      description: null,
      location: null,
      startMinutes: null,
      endMinutes: null,
      ...extra,
    });
    return true;
  }

  /** `count` working days in a row from `day` on (fewer when the range ends). */
  addRun(day: number, last: number, count: number, kind: AbsenceKind): number {
    let added = 0;
    for (let d = day; d <= last && added < count; d++) if (this.add(d, kind)) added++;
    return added;
  }

  addWeek(sunday: number, kind: AbsenceKind): void {
    for (let d = sunday; d < sunday + 7; d++) this.add(d, kind);
  }

  training(day: number, rng: Random): boolean {
    const [course, location] = rng.pick(COURSES);
    return this.add(day, 'TRAINING', { description: course, location, startMinutes: 480, endMinutes: 960 });
  }

  private count(kind: AbsenceKind, from: number, to: number): number {
    let n = 0;
    for (const [day, row] of this.byDay) if (row.kind === kind && day >= from && day <= to) n++;
    return n;
  }

  /** Holidays off between two days (every day by default). */
  holidays(from = -Infinity, to = Infinity): number {
    return this.count('HOLIDAY', from, to);
  }

  /** Distinct weeks with vacation, of the weeks starting between two days (every week by default). */
  vacationWeeks(from = -Infinity, to = Infinity): number {
    const weeks = new Set<number>();
    for (const [day, row] of this.byDay) {
      const sunday = sundayOf(day);
      if (row.kind === 'VACATION' && sunday >= from && sunday <= to) weeks.add(sunday);
    }
    return weeks.size;
  }

  /**
   * The first agency holiday this employee works whose bank-or-pay choice is still open on
   * `today` (My Time's Holidays Accrue/Pay lists last year's and this year's), if any.
   */
  firstOpenHoliday(today: number): number | undefined {
    const year = Number(isoOfDay(today).slice(0, 4));
    const open = (day: number) => sundayOf(day) + 7 * HOLIDAY_CHOICE_WEEKS_AFTER + 6 >= today;
    return [...agencyHolidays(year - 1), ...agencyHolidays(year)].find((h) => open(h.day) && this.works(h.day))?.day;
  }

  hasAny(from: number, to: number): boolean {
    for (let d = from; d <= to; d++) if (this.byDay.has(d) || this.#clear.has(d)) return true;
    return false;
  }

  rows(): AbsenceRow[] {
    return [...this.byDay.entries()].sort((a, b) => a[0] - b[0]).map(([, row]) => row);
  }
}

export interface LeavePlan {
  vacationWeeks: number;
  holidayDays: number;
  sickDays: number;
  personalDays: number;
  compDays: number;
}

export interface AbsenceWindow {
  /** The current leave year. */
  year: number;
  today: number;
  /** Last day anything is generated for. */
  last: number;
  /** Demo sign-ins get a vacation week and a training day soon, for the screens to show. */
  demo: boolean;
}

/** A random day in [from, to]. */
const between = (rng: Random, from: number, to: number) => rng.int(from, Math.max(from, to));

/**
 * The employee's absences: the previous year's quota absences, then this year's vacation
 * weeks, picked holidays, training, sick, personal, comp and family leave, within what the
 * leave banks allow so no balance goes below zero.
 */
export function planAbsences(rng: Random, planner: AbsencePlanner, window: AbsenceWindow, plan: LeavePlan): void {
  const { year, today, last } = window;
  const yearStart = dayOf(`${year}-01-01`);
  const yearEnd = dayOf(`${year}-12-31`);
  const prevStart = dayOf(`${year - 1}-01-01`);

  for (let i = rng.int(1, 4); i > 0; i--)
    planner.addRun(between(rng, prevStart, yearStart - 5), yearStart - 1, rng.int(1, 3), 'SICK');
  for (let i = rng.int(0, 3); i > 0; i--) planner.add(between(rng, prevStart, yearStart - 1), 'PERSONAL');

  for (const h of agencyHolidays(year)) {
    if (planner.holidays() >= plan.holidayDays) break;
    if (h.day <= last && rng.chance(0.6)) planner.add(h.day, 'HOLIDAY', { description: h.name });
  }

  const soon = sundayOf(today) + 14;
  if (window.demo) {
    planner.addWeek(soon, 'VACATION');
    for (let d = soon + 7; d < soon + 21; d++) if (planner.training(d, rng)) break;
  }
  // A demo sign-in works this week and the next, before the vacation soon: their screens show
  // the job held now (and, on RTO, the next pick's taking over), whatever the day of the year.
  const worked = (sunday: number) => window.demo && sunday >= sundayOf(today) && sunday < soon;
  const firstWeek = sundayOf(yearStart) + 7;
  for (let tries = 0; planner.vacationWeeks() < plan.vacationWeeks && tries < 40; tries++) {
    const sunday = firstWeek + 7 * rng.int(0, Math.floor((Math.min(yearEnd, last) - 6 - firstWeek) / 7));
    if (!worked(sunday) && !planner.hasAny(sunday, sunday + 6)) planner.addWeek(sunday, 'VACATION');
  }
  if (!window.demo && rng.chance(0.8)) planner.training(between(rng, yearStart, last), rng);

  let sick = plan.sickDays;
  for (let tries = 0; sick > 0 && tries < 12; tries++)
    sick -= planner.addRun(between(rng, yearStart, today), today, Math.min(sick, rng.int(1, 3)), 'SICK');
  // This year's personal and comp days are taken this year: one drawn past its end is not taken.
  const thisYear = (day: number) => day <= yearEnd;
  for (let i = 0; i < plan.personalDays; i++) {
    const day = between(rng, yearStart, last);
    if (thisYear(day)) planner.add(day, 'PERSONAL');
  }
  for (let i = 0; i < plan.compDays; i++) {
    const day = between(rng, yearStart, last);
    if (thisYear(day)) planner.add(day, 'COMP');
  }
  if (rng.chance(0.05)) planner.addRun(between(rng, yearStart, today - 10), today, rng.int(3, 10), 'FMLA');
}

/**
 * The leave year before the current one, as history: its vacation weeks, holidays off and comp
 * days, within what its banks held (its sick and personal days come with the current year's
 * plan). In January's first days the latest timecard and the leave balances are still of that
 * year, and read as a year worked.
 */
export function planPastYear(
  rng: Random,
  planner: AbsencePlanner,
  year: number,
  plan: Pick<LeavePlan, 'vacationWeeks' | 'holidayDays' | 'compDays'>,
): void {
  const yearStart = dayOf(`${year}-01-01`);
  const yearEnd = dayOf(`${year}-12-31`);
  for (const h of agencyHolidays(year)) {
    if (planner.holidays(yearStart, yearEnd) >= plan.holidayDays) break;
    if (rng.chance(0.6)) planner.add(h.day, 'HOLIDAY', { description: h.name });
  }
  const firstWeek = sundayOf(yearStart) + 7;
  const weeks = Math.floor((yearEnd - 6 - firstWeek) / 7);
  for (let tries = 0; planner.vacationWeeks(yearStart, yearEnd) < plan.vacationWeeks && tries < 40; tries++) {
    const sunday = firstWeek + 7 * rng.int(0, weeks);
    if (!planner.hasAny(sunday, sunday + 6)) planner.addWeek(sunday, 'VACATION');
  }
  for (let i = 0; i < plan.compDays; i++) planner.add(between(rng, yearStart, yearEnd), 'COMP');
}
