import { describe, expect, it } from 'vitest';
import {
  daysOffLabel,
  isSearching,
  matchesSearch,
  PACKAGE_CODE_SEARCH_MAX,
  type PackageRow,
  PICK_BOARD_TEXTS,
  packageSearchSchema,
  startBandOf,
} from '../src';

describe('pick board words', () => {
  it('writes days off as a pick sheet does: a weekend pair as Sat-Sun', () => {
    expect(daysOffLabel(['Sun', 'Sat'])).toBe('Sat-Sun');
    expect(daysOffLabel(['Mon', 'Tue'])).toBe('Mon-Tue');
    expect(daysOffLabel(['Sun', 'Mon'])).toBe('Sun-Mon');
    expect(daysOffLabel(['Fri', 'Sat'])).toBe('Fri-Sat');
    expect(daysOffLabel(['Sun', 'Wed'])).toBe('Sun-Wed');
    expect(daysOffLabel(['Sat'])).toBe('Sat');
    expect(daysOffLabel([])).toBe('');
  });

  it('bands a start time by the hour it falls in, past midnight too', () => {
    expect(startBandOf(299)).toBe('EARLY');
    expect(startBandOf(300)).toBe('AM');
    expect(startBandOf(599)).toBe('AM');
    expect(startBandOf(600)).toBe('MIDDAY');
    expect(startBandOf(840)).toBe('PM');
    expect(startBandOf(1139)).toBe('PM');
    expect(startBandOf(1140)).toBe('NIGHT');
    expect(startBandOf(1440 + 30)).toBe('EARLY');
    expect(startBandOf(-30)).toBe('NIGHT');
  });

  it('names each band with the times it holds, written as the board writes times', () => {
    expect(PICK_BOARD_TEXTS.startBands).toEqual({
      EARLY: 'Early (before 05:00A)',
      AM: 'Morning (05:00A–09:59A)',
      MIDDAY: 'Midday (10:00A–01:59P)',
      PM: 'Afternoon (02:00P–06:59P)',
      NIGHT: 'Night (07:00P and later)',
    });
  });
});

const pkg: PackageRow = {
  packageId: 1,
  code: 'FB-FT101',
  kind: 'REGULAR',
  capacity: 1,
  routes: 'B41/B44',
  daysOff: ['Sun', 'Sat'],
  weeklyPaidMinutes: 2550,
  startMinutes: 390,
  startBand: 'AM',
  seatsLeft: 1,
  takenBy: [],
  projection: null,
  selected: false,
};

describe("the board's package search", () => {
  it('matches everything without a filter', () => {
    expect(isSearching({})).toBe(false);
    expect(matchesSearch(pkg, {})).toBe(true);
  });

  it('matches a route worked among several, the days off, the start band, the kind and the weekly hours', () => {
    expect(matchesSearch(pkg, { route: 'B44' })).toBe(true);
    expect(matchesSearch(pkg, { route: 'B4' })).toBe(false);
    expect(matchesSearch(pkg, { rdoPair: 'Sat-Sun' })).toBe(true);
    expect(matchesSearch(pkg, { rdoPair: 'Sun-Mon' })).toBe(false);
    expect(matchesSearch(pkg, { startBand: 'AM', kind: 'REGULAR' })).toBe(true);
    expect(matchesSearch(pkg, { startBand: 'PM' })).toBe(false);
    expect(matchesSearch(pkg, { kind: 'EXTRA_BOARD' })).toBe(false);
    expect(matchesSearch(pkg, { minWeeklyMinutes: 2550, maxWeeklyMinutes: 2550 })).toBe(true);
    expect(matchesSearch(pkg, { minWeeklyMinutes: 2551 })).toBe(false);
    expect(matchesSearch(pkg, { maxWeeklyMinutes: 2549 })).toBe(false);
    expect(isSearching({ route: 'B44' })).toBe(true);
  });

  it('finds a package by any part of its code, in any case, spaces around it ignored', () => {
    for (const code of ['FB-FT101', 'ft101', '101', ' 101 ', 'FB-']) expect(matchesSearch(pkg, { code })).toBe(true);
    for (const code of ['FT102', 'JG-FT101', '1 01']) expect(matchesSearch(pkg, { code })).toBe(false);
    expect(matchesSearch(pkg, { code: '101', route: 'B44' })).toBe(true);
    expect(matchesSearch(pkg, { code: '101', route: 'B35' })).toBe(false);
  });

  it('refuses a code longer than a package code could be, in the search words', () => {
    const long = packageSearchSchema.safeParse({ code: 'F'.repeat(PACKAGE_CODE_SEARCH_MAX + 1) });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toBe(PICK_BOARD_TEXTS.search);
    expect(packageSearchSchema.safeParse({ code: 'F'.repeat(PACKAGE_CODE_SEARCH_MAX) }).success).toBe(true);
  });
});
