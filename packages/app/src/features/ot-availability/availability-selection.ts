import {
  addDays,
  daysBetween,
  type OfferedShift,
  OT_SHIFTS,
  type OtAvailabilityElements,
  type OtShift,
  weekdayOf,
} from '@crewline/protocol';

/** How each shift is named on its toggle. */
export const SHIFT_LABELS: Readonly<Record<OtShift, string>> = { AM: 'AM', PM: 'PM', NIGHT: 'Night' };

/** One day of the window as the screen lists it. */
export interface AvailabilityDay {
  date: string;
  /** Off on vacation: the day cannot be offered. */
  vacation: boolean;
  /** The first day of a week (Sunday) after the first row: the list leaves a gap above it. */
  weekStart: boolean;
}

/** The chosen shifts, as "YYYY-MM-DD SHIFT" keys. */
export type Selection = ReadonlySet<string>;

export const shiftKey = (date: string, shift: OtShift) => `${date} ${shift}`;

/** Every day from firstDate to lastDate, in order. */
export function availabilityDays(elements: Pick<OtAvailabilityElements, 'firstDate' | 'lastDate' | 'vacationDates'>) {
  const vacation = new Set(elements.vacationDates);
  const count = daysBetween(elements.firstDate, elements.lastDate) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, i): AvailabilityDay => {
    const date = addDays(elements.firstDate, i);
    const sunday = weekdayOf(date) === 0;
    return { date, vacation: vacation.has(date), weekStart: i > 0 && sunday };
  });
}

/**
 * What the server holds, as the screen starts from it: shifts on a vacation day are left out
 * (the day cannot be offered, so submitting must not send them again).
 */
export function storedSelection(elements: Pick<OtAvailabilityElements, 'offered' | 'vacationDates'>): Selection {
  const vacation = new Set(elements.vacationDates);
  return new Set(elements.offered.filter((s) => !vacation.has(s.date)).map((s) => shiftKey(s.date, s.shift)));
}

export function toggleShift(selection: Selection, date: string, shift: OtShift): Selection {
  const next = new Set(selection);
  const key = shiftKey(date, shift);
  if (!next.delete(key)) next.add(key);
  return next;
}

export function sameSelection(a: Selection, b: Selection): boolean {
  return a.size === b.size && [...a].every((k) => b.has(k));
}

/** The selection as the submit service takes it: by date, then AM, PM, NIGHT. */
export function offeredShifts(selection: Selection): OfferedShift[] {
  return [...selection]
    .map((key) => {
      const [date = '', shift = ''] = key.split(' ');
      return { date, shift: shift as OtShift };
    })
    .filter((s) => OT_SHIFTS.includes(s.shift))
    .sort((a, b) =>
      a.date === b.date ? OT_SHIFTS.indexOf(a.shift) - OT_SHIFTS.indexOf(b.shift) : a.date < b.date ? -1 : 1,
    );
}

/** "1 shift" / "5 shifts". */
export const shiftCount = (n: number) => (n === 1 ? '1 shift' : `${n} shifts`);
