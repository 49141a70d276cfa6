import { twoDigits } from '@crewline/protocol';
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
    return dayOf(`${year}-${twoDigits(month)}-01`) + first + (n - 1) * 7;
  }
  const lastDate = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const back = (weekday(year, month, lastDate) - dow + 7) % 7;
  return dayOf(`${year}-${twoDigits(month)}-${lastDate}`) - back;
}

const fixed = (year: number, month: number, date: number) => dayOf(`${year}-${twoDigits(month)}-${twoDigits(date)}`);

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

/** Easter Sunday of a year (the anonymous Gregorian computus). */
function easter(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((8 * b + 13) / 25) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const date = ((h + l - 7 * m + 114) % 31) + 1;
  return fixed(year, month, date);
}

/**
 * Days the city suspends alternate-side parking (ASPA) that are not agency holidays: operators
 * may ask for them off, but no one is owed them. Those that follow a rule (no lunar calendar).
 */
export function aspaDays(year: number): Holiday[] {
  const e = easter(year);
  return [
    { day: fixed(year, 2, 12), name: "Lincoln's Birthday" },
    { day: e - 46, name: 'Ash Wednesday' },
    { day: e - 3, name: 'Holy Thursday' },
    { day: e - 2, name: 'Good Friday' },
    { day: e + 39, name: 'Ascension Day' },
    { day: fixed(year, 8, 15), name: 'Feast of the Assumption' },
    { day: fixed(year, 11, 1), name: "All Saints' Day" },
    { day: fixed(year, 12, 8), name: 'Immaculate Conception' },
  ].sort((x, y) => x.day - y.day);
}
