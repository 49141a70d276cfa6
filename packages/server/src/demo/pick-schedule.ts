import { addDays, weekdayOf, zonedInstant } from '@crewline/protocol';

/** Turns are given on weekdays from 08:00 to 16:00 agency time. */
const FIRST_TURN_MINUTES = 8 * 60;
const TURN_DAY_MINUTES = 8 * 60;
/** At most this many turn times a day (every 15 minutes); beyond it several employees share one. */
const MAX_SLOTS_PER_DAY = 32;

const isWeekday = (iso: string) => weekdayOf(iso) % 6 !== 0;

/** The weekday `count` weekdays after (or, negative, before) `iso`, which may itself be a weekend day. */
export function weekdaysFrom(iso: string, count: number): string {
  let day = iso;
  const step = count < 0 ? -1 : 1;
  for (let left = Math.abs(count); left > 0; ) {
    day = addDays(day, step);
    if (isWeekday(day)) left--;
  }
  while (!isWeekday(day)) day = addDays(day, 1);
  return day;
}

export interface TurnPlan {
  /** The weekday of the first turn. */
  firstDay: string;
  /** Employees with a turn each day; several share a turn time when it passes 32. */
  perDay: number;
}

/**
 * Spreads turns so that the employee at `anchorIndex` (0-based, in seniority order) has their
 * turn on `anchorDay`, the first turn being `daysBefore` weekdays before it: a pick that is
 * under way on the anchor's week, whatever the agency's size.
 */
export function planTurns(anchorDay: string, anchorIndex: number, daysBefore: number): TurnPlan {
  const perDay = Math.max(1, Math.ceil((anchorIndex + 1) / (daysBefore + 1)));
  // The anchor's day is the (daysBefore+1)-th of the turns; it falls there by construction.
  const anchorDayIndex = Math.floor(anchorIndex / perDay);
  return { firstDay: weekdaysFrom(anchorDay, -anchorDayIndex), perDay };
}

/** The turn time of the employee at `index` under `plan`, and the weekday it falls on. */
export function turnAt(plan: TurnPlan, index: number, timeZone: string): { day: string; at: Date } {
  const day = weekdaysFrom(plan.firstDay, Math.floor(index / plan.perDay));
  const slots = Math.min(plan.perDay, MAX_SLOTS_PER_DAY);
  const perSlot = Math.ceil(plan.perDay / slots);
  const slot = Math.floor((index % plan.perDay) / perSlot);
  const minutes = FIRST_TURN_MINUTES + Math.floor((slot * TURN_DAY_MINUTES) / slots / 5) * 5;
  return { day, at: zonedInstant(day, minutes, timeZone) };
}

/** The weekday after the last turn of `count` employees: when the next round's turns may start. */
export function dayAfterTurns(plan: TurnPlan, count: number): string {
  return weekdaysFrom(plan.firstDay, Math.ceil(count / plan.perDay));
}
