import { describe, expect, it } from 'vitest';
import { clockOf, formatAsOf, parseAsOf } from '../src/clock';

const NY = 'America/New_York';
const READ_AT = new Date('2026-12-01T19:50:00Z');

describe('AS_OF', () => {
  it('takes a date (09:00 agency time), an agency wall time or an exact instant', () => {
    expect(parseAsOf('2026-12-31', NY, READ_AT)?.at.toISOString()).toBe('2026-12-31T14:00:00.000Z');
    // Summer: New York is UTC-4.
    expect(parseAsOf('2027-06-15', NY, READ_AT)?.at.toISOString()).toBe('2027-06-15T13:00:00.000Z');
    expect(parseAsOf('2028-02-29T23:30', NY, READ_AT)?.at.toISOString()).toBe('2028-03-01T04:30:00.000Z');
    expect(parseAsOf('2027-01-01T00:15:00-05:00', NY, READ_AT)?.at.toISOString()).toBe('2027-01-01T05:15:00.000Z');
    expect(parseAsOf('2027-01-01T05:15:00.250Z', NY, READ_AT)?.at.toISOString()).toBe('2027-01-01T05:15:00.250Z');
    expect(parseAsOf(' 2026-12-31 ', NY, READ_AT)?.since).toEqual(READ_AT);
  });

  it('refuses what is not a real instant', () => {
    for (const bad of [
      '',
      'tomorrow',
      '2027-02-29',
      '2026-13-01',
      '2026-12-31T24:00',
      '2026-12-31T09:60',
      '2026-12-31T09:00:00',
      '31/12/2026',
      '2026-12-31@',
      '2026-12-31@2026-12-01',
      '2026-12-31@2026-12-01T19:50:00Z@x',
    ]) {
      expect(parseAsOf(bad, NY, READ_AT), bad).toBeUndefined();
    }
  });

  it('runs on from its instant at the real pace, from the moment it was read', () => {
    let real = READ_AT.getTime();
    const clock = clockOf(parseAsOf('2026-12-31', NY, READ_AT), () => real);
    expect(clock().toISOString()).toBe('2026-12-31T14:00:00.000Z');
    real += 90_000;
    expect(clock().toISOString()).toBe('2026-12-31T14:01:30.000Z');
  });

  it('is the same clock in another process given the setting it formats, read later', () => {
    const first = parseAsOf('2026-12-31T23:59', NY, READ_AT);
    if (!first) throw new Error('not parsed');
    const later = new Date(READ_AT.getTime() + 3_600_000);
    const second = parseAsOf(formatAsOf(first), NY, later);
    expect(second).toEqual(first);
    const at = later.getTime();
    expect(clockOf(second, () => at)().toISOString()).toBe('2027-01-01T05:59:00.000Z');
  });

  it('without a setting is the real clock', () => {
    expect(clockOf(undefined, () => 42)().getTime()).toBe(42);
  });
});
