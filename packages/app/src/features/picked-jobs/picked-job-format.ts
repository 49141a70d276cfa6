import { DAY_NAMES } from '@crewline/protocol';

type DayName = (typeof DAY_NAMES)[number];

/**
 * Days off as an employee says them: in week order, but a run of days off that wraps over
 * the weekend starts where it starts ("Sat, Sun", not "Sun, Sat").
 */
export function daysOffText(daysOff: readonly DayName[]): string {
  if (daysOff.length === 0) return 'None';
  if (daysOff.length === DAY_NAMES.length) return 'Every day';
  const off = (i: number) => daysOff.includes(DAY_NAMES[(i + DAY_NAMES.length) % DAY_NAMES.length] as DayName);
  const first = DAY_NAMES.findIndex((_, i) => off(i) && !off(i - 1));
  return DAY_NAMES.map((_, k) => DAY_NAMES[(first + k) % DAY_NAMES.length] as DayName)
    .filter((day) => daysOff.includes(day))
    .join(', ');
}
