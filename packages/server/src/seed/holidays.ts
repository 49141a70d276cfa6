import { dayOf } from './day-numbers';

export interface Holiday {
  day: number;
  name: string;
}

const weekday = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).getUTCDay();

/** The n-th given weekday (0 = Sunday) of a month; n = -1 for the last. */
function nth(year: number, month: number, dow: number, n: number): number {
  if (n > 0) {
    const first = (dow - weekday(year, month, 1) + 7) % 7;
    return dayOf(`${year}-${String(month).padStart(2, '0')}-01`) + first + (n - 1) * 7;
  }
  const lastDate = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const back = (weekday(year, month, lastDate) - dow + 7) % 7;
  return dayOf(`${year}-${String(month).padStart(2, '0')}-${lastDate}`) - back;
}

const fixed = (year: number, month: number, date: number) =>
  dayOf(`${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`);

/** The agency's paid holidays in a year, in date order. */
export function agencyHolidays(year: number): Holiday[] {
  return [
    { day: fixed(year, 1, 1), name: "New Year's Day" },
    { day: nth(year, 1, 1, 3), name: 'Martin Luther King Jr. Day' },
    { day: nth(year, 2, 1, 3), name: "Presidents' Day" },
    { day: nth(year, 5, 1, -1), name: 'Memorial Day' },
    { day: fixed(year, 6, 19), name: 'Juneteenth' },
    { day: fixed(year, 7, 4), name: 'Independence Day' },
    { day: nth(year, 9, 1, 1), name: 'Labor Day' },
    { day: nth(year, 10, 1, 2), name: 'Columbus Day' },
    { day: nth(year, 11, 1, 1) + 1, name: 'Election Day' },
    { day: fixed(year, 11, 11), name: 'Veterans Day' },
    { day: nth(year, 11, 4, 4), name: 'Thanksgiving Day' },
    { day: fixed(year, 12, 25), name: 'Christmas Day' },
  ];
}
