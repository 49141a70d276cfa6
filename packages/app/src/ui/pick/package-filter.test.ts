import type { PackageRow } from '@crewline/protocol';
import { describe, expect, it } from 'vitest';
import { isFiltering, matchesFilter } from './package-filter';

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

describe('the package search', () => {
  it('matches everything without a filter', () => {
    expect(isFiltering({})).toBe(false);
    expect(matchesFilter(pkg, {})).toBe(true);
  });

  it('matches a route worked among several, the days off, the start band, the kind and the weekly hours', () => {
    expect(matchesFilter(pkg, { route: 'B44' })).toBe(true);
    expect(matchesFilter(pkg, { route: 'B4' })).toBe(false);
    expect(matchesFilter(pkg, { rdoPair: 'Sat-Sun' })).toBe(true);
    expect(matchesFilter(pkg, { rdoPair: 'Sun-Mon' })).toBe(false);
    expect(matchesFilter(pkg, { startBand: 'AM', kind: 'REGULAR' })).toBe(true);
    expect(matchesFilter(pkg, { startBand: 'PM' })).toBe(false);
    expect(matchesFilter(pkg, { kind: 'EXTRA_BOARD' })).toBe(false);
    expect(matchesFilter(pkg, { minWeeklyMinutes: 2550, maxWeeklyMinutes: 2550 })).toBe(true);
    expect(matchesFilter(pkg, { minWeeklyMinutes: 2551 })).toBe(false);
    expect(matchesFilter(pkg, { maxWeeklyMinutes: 2549 })).toBe(false);
    expect(isFiltering({ route: 'B44' })).toBe(true);
  });
});
