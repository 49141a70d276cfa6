import { addDays, weekdayOf, zonedInstant } from '@crewline/protocol';

/**
 * The turn schedule of a group in a round (docs/pick.md#the-pick-office): everyone in seniority
 * order, one turn every `minutesPerTurn` minutes inside the office hours of the days with turns,
 * never in a break. Pure and deterministic: the same people and settings give the same turns,
 * whatever the order the people come in. Times are agency wall-clock minutes, turned into
 * instants in the agency's time zone (docs/adr/0014-agency-time-zone-at-sign-in.md).
 */

export interface ScheduleSettings {
  /** The day of the first turn (if it is a day off, the next day with turns). */
  startDate: string;
  minutesPerTurn: number;
  /** Office hours, minutes after midnight: a turn starts at or after `officeStart` and ends by `officeEnd`. */
  officeStart: number;
  officeEnd: number;
  /** Breaks in the office hours, minutes after midnight: no turn overlaps one. */
  breaks: readonly { start: number; end: number }[];
  /** Weekdays without turns, 0 = Sunday … 6 = Saturday. */
  weekdaysOff: readonly number[];
  /** Dates without turns (holidays). */
  datesOff: readonly string[];
}

export interface SchedulePerson {
  passId: string;
  seniorityNumber: number;
}

export interface ScheduledTurn {
  passId: string;
  seniorityNumber: number;
  /** The agency date and minutes after its midnight of the turn. */
  day: string;
  minutes: number;
  at: Date;
}

/** Settings under which no turn can ever be given (the loop would run for ever). */
export class NoTurnTimeError extends Error {
  constructor() {
    super('no day has a turn time under these settings');
  }
}

/** Seniority order: the lowest seniority number first, the pass id between equals. */
export function bySeniority(a: SchedulePerson, b: SchedulePerson): number {
  return a.seniorityNumber - b.seniorityNumber || (a.passId < b.passId ? -1 : a.passId > b.passId ? 1 : 0);
}

/** The first start at or after `from` on a day with turns where a whole turn fits between breaks; undefined when none. */
function nextStartInDay(from: number, s: ScheduleSettings): number | undefined {
  let t = Math.max(from, s.officeStart);
  for (;;) {
    if (t + s.minutesPerTurn > s.officeEnd) return undefined;
    const end = t + s.minutesPerTurn;
    const hit = s.breaks.find((b) => t < b.end && b.start < end);
    if (!hit) return t;
    t = hit.end;
  }
}

export function scheduleTurns(
  people: readonly SchedulePerson[],
  s: ScheduleSettings,
  timeZone: string,
): ScheduledTurn[] {
  const ordered = [...people].sort(bySeniority);
  const off = new Set(s.datesOff);
  const isOff = (day: string) => off.has(day) || s.weekdaysOff.includes(weekdayOf(day));
  // A week of days plus every listed day off without a turn time means there never is one.
  const maxEmptyDays = 7 + off.size;
  const turns: ScheduledTurn[] = [];
  let day = s.startDate;
  let from = s.officeStart;
  let emptyDays = 0;
  for (const person of ordered) {
    let start = isOff(day) ? undefined : nextStartInDay(from, s);
    while (start === undefined) {
      if (++emptyDays > maxEmptyDays) throw new NoTurnTimeError();
      day = addDays(day, 1);
      from = s.officeStart;
      start = isOff(day) ? undefined : nextStartInDay(from, s);
    }
    emptyDays = 0;
    turns.push({ ...person, day, minutes: start, at: zonedInstant(day, start, timeZone) });
    from = start + s.minutesPerTurn;
  }
  return turns;
}
