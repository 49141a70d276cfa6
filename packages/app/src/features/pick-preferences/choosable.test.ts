import type { PackageRow } from '@crewline/protocol';
import { describe, expect, it } from 'vitest';
import { choosableHolidays, choosablePackages, choosableWeeks } from './choosable';

const pkg = (packageId: number, patch: Partial<PackageRow> = {}): PackageRow => ({
  packageId,
  code: `FB-FT${packageId}`,
  kind: 'REGULAR',
  capacity: 1,
  routes: 'B41',
  daysOff: ['Sun', 'Sat'],
  weeklyPaidMinutes: 2400,
  startMinutes: 360,
  startBand: 'AM',
  seatsLeft: 1,
  takenBy: [],
  projection: null,
  selected: false,
  ...patch,
});

describe('what the wizard offers', () => {
  it('offers the packages found that are not listed; a closed one says who took it', () => {
    const offered = choosablePackages(
      [pkg(101), pkg(103, { seatsLeft: 0, takenBy: ['#12 J. Rivera'] }), pkg(104)],
      new Set([104]),
    );
    expect(offered.map((c) => c.itemId)).toEqual([101, 103]);
    expect(offered[0]?.label).toBe('Package FB-FT101');
    expect(offered[0]?.refused).toBeUndefined();
    expect(offered[0]?.detail).toBe('B41 · Off Sat-Sun · Starts 06:00A · 40:00 a week');
    const risky = choosablePackages([pkg(105, { projection: { status: 'AT_RISK', reason: null } })], new Set());
    expect(risky[0]?.detail).toMatch(/ · At risk$/);
    expect(offered[1]?.refused).toBe('Closed: taken by #12 J. Rivera.');
  });

  it('offers the weeks of a month; restricted and full weeks are refused', () => {
    const week = (itemId: number, weekStart: string, patch = {}) => ({
      itemId,
      weekStart,
      quota: 4,
      restricted: false,
      slotsNow: 4,
      slotsAtTurn: 3,
      selected: false,
      ...patch,
    });
    const offered = choosableWeeks(
      [
        week(1, '2027-01-17'),
        week(2, '2027-02-07', { restricted: true }),
        week(3, '2027-02-14', { slotsNow: 0 }),
        week(4, '2027-02-21'),
      ],
      '2027-02',
      new Set([4]),
      'en-US',
    );
    expect(offered.map((c) => [c.itemId, c.refused])).toEqual([
      [2, 'Restricted: it cannot be picked.'],
      [3, 'Full: every place has been taken.'],
    ]);
    expect(choosableWeeks([week(1, '2027-01-17')], undefined, new Set(), 'en-US')[0]?.detail).toBe(
      '17-Jan-27 · 4 of 4 places left · 3 projected at your turn',
    );
  });

  it('offers the holidays; one with no place off left is refused', () => {
    const h = (itemId: number, offLeft: number) => ({
      itemId,
      date: '2027-05-31',
      name: 'Memorial Day',
      mustWork: 25,
      members: 42,
      offTaken: 17 - offLeft,
      offLeft,
    });
    const offered = choosableHolidays([h(1, 17), h(2, 0)], new Set());
    expect(offered.map((c) => c.refused)).toEqual([undefined, 'Full: no place off is left.']);
    expect(offered[0]?.label).toBe('Memorial Day (31-May-27)');
  });
});
