import { describe, expect, it } from 'vitest';
import { packageFacts, standingOf } from './package-facts';

const regular = {
  routes: 'B41/B44',
  daysOff: ['Sun', 'Sat'] as ('Sun' | 'Sat')[],
  startMinutes: 390,
  weeklyPaidMinutes: 2550,
  kind: 'REGULAR' as const,
  capacity: 1,
};

describe('a package on the board', () => {
  it('says its routes, days off, earliest start and weekly paid time', () => {
    expect(packageFacts(regular)).toBe('B41/B44 · Off Sat-Sun · Starts 06:30A · 42:30 a week');
  });

  it('names the extra board and its places, and a week without fixed days off', () => {
    expect(
      packageFacts({
        ...regular,
        kind: 'EXTRA_BOARD',
        capacity: 12,
        daysOff: [],
        startMinutes: null,
        routes: 'All routes',
      }),
    ).toBe('Extra board (12 places) · All routes · No fixed days off · 42:30 a week');
  });

  it('is closed with no place left, otherwise stands as projected', () => {
    expect(standingOf({ seatsLeft: 0, projection: null })).toEqual({ label: 'Closed', tone: 'closed' });
    expect(standingOf({ seatsLeft: 1, projection: null })).toEqual({ label: 'Open', tone: 'none' });
    expect(standingOf({ seatsLeft: 1, projection: { status: 'SAFE', reason: '' } }).tone).toBe('safe');
    expect(standingOf({ seatsLeft: 1, projection: { status: 'AT_RISK', reason: '' } })).toEqual({
      label: 'At risk',
      tone: 'risk',
    });
    expect(standingOf({ seatsLeft: 1, projection: { status: 'PROJECTED_TAKEN', reason: '' } }).label).toBe(
      'Projected taken',
    );
  });
});
