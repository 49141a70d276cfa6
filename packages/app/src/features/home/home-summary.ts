import {
  ASSIGNMENT_TEXTS,
  addDays,
  type OtAvailabilityElements,
  PAY_WEEK_DAYS,
  type RoleSubject,
  roleAllows,
  type ScheduledDay,
  SERVICES,
  sundayOnOrBefore,
  type VrRound,
  type WorkedHoliday,
} from '@crewline/protocol';
import { PATHS } from '../../lib/paths';

/** Days of schedule the home screen looks ahead, today included. */
export const LOOK_AHEAD_DAYS = 14;
/** Days ahead in which no overtime offered is worth a reminder. */
export const OT_REMINDER_DAYS = 7;
/** Days before a worked holiday from which its bank-or-pay choice, still unmade, is a reminder. */
export const HOLIDAY_CHOICE_REMINDER_DAYS = 7;

/**
 * Where a pick turn is prepared, for who may open it (docs/product.md#route-list): Upcoming Pick is DOB's; RTO
 * crews outside SIRTOA see what is offered on their pick board; others have no screen for it.
 */
export function pickTurnTarget(subject: RoleSubject): 'upcomingPick' | 'rtoBoard' | undefined {
  if (roleAllows('DOB', subject)) return 'upcomingPick';
  if (roleAllows(SERVICES.mta_rtoPickGroups.role, subject)) return 'rtoBoard';
  return undefined;
}

/** A relief round whose bidding turn is still to come: bids saved before it are the ones used. */
export function reliefTurnAhead(round: VrRound | null | undefined): round is VrRound {
  return round != null && round.turnStatus === 'WAITING' && round.status !== 'CLOSED';
}

/** The path of a pick turn's target. */
export const PICK_TURN_PATHS = { upcomingPick: PATHS.upcomingPick, rtoBoard: PATHS.pickBoardRto.pickGroups } as const;

/** The schedule the home screen reads: this pay week from its Sunday, and two weeks ahead. */
export function homeScheduleRange(today: string): { from: string; to: string } {
  return { from: sundayOnOrBefore(today), to: addDays(today, LOOK_AHEAD_DAYS - 1) };
}

type Kind = ScheduledDay['kind'];
const WORKING: readonly Kind[] = ['WORK', 'TRAINING'];

/** The first day from today on that has work or training: what the employee does next. */
export function nextWorkingDay(days: readonly ScheduledDay[], today: string): ScheduledDay | undefined {
  return days.find((d) => d.date >= today && WORKING.includes(d.kind));
}

/** The first day from today on without work (a day off, a holiday or leave); not a day no pick covers. */
export function nextDayAway(days: readonly ScheduledDay[], today: string): ScheduledDay | undefined {
  return days.find((d) => d.date >= today && !WORKING.includes(d.kind) && d.kind !== 'NOT_PICKED');
}

export interface WeekSummary {
  from: string;
  to: string;
  workDays: number;
  /** Paid time of the working days (training days have no paid time in the schedule). */
  paidMinutes: number;
  /** Days of leave and holidays, charged or paid. */
  daysAway: number;
  /** Days not yet worked this week (from today on) that are working days. */
  workDaysLeft: number;
}

/** The pay week (Sunday to Saturday) holding today, from the schedule. */
export function thisWeek(days: readonly ScheduledDay[], today: string): WeekSummary {
  const from = sundayOnOrBefore(today);
  const to = addDays(from, PAY_WEEK_DAYS - 1);
  const week = days.filter((d) => d.date >= from && d.date <= to);
  const working = week.filter((d) => WORKING.includes(d.kind));
  return {
    from,
    to,
    workDays: working.length,
    paidMinutes: week.reduce((sum, d) => sum + (d.kind === 'WORK' ? d.work.paidMinutes : 0), 0),
    daysAway: week.filter((d) => !WORKING.includes(d.kind) && d.kind !== 'DAY_OFF' && d.kind !== 'NOT_PICKED').length,
    workDaysLeft: working.filter((d) => d.date >= today).length,
  };
}

/** What a day without work is, in the schedule's words ('Day off', 'Vacation', 'Thanksgiving Day'). */
export function dayAwayName(day: ScheduledDay): string {
  return day.kind === 'HOLIDAY' ? day.holidayName : ASSIGNMENT_TEXTS.kinds[day.kind];
}

/** Shifts offered for overtime in the next OT_REMINDER_DAYS days. */
export function shiftsOfferedSoon(availability: OtAvailabilityElements, today: string): number {
  const last = addDays(today, OT_REMINDER_DAYS - 1);
  return availability.offered.filter((o) => o.date >= today && o.date <= last).length;
}

/**
 * The worked holidays whose bank-or-pay choice is still to make: from a week before the holiday
 * until the choice closes, in date order.
 */
export function holidayChoicesDue(holidays: readonly WorkedHoliday[], today: string): WorkedHoliday[] {
  const last = addDays(today, HOLIDAY_CHOICE_REMINDER_DAYS - 1);
  return holidays.filter((h) => h.open && h.choice === null && h.date <= last);
}
