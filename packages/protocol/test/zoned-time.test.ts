import { describe, expect, it } from 'vitest';
import { wallClockDate, wallClockIn, zonedInstant } from '../src/zoned-time';

describe('zonedInstant', () => {
  it('turns agency wall-clock time into the instant, on both sides of daylight saving time', () => {
    expect(zonedInstant('2026-11-21', 8 * 60, 'America/New_York').toISOString()).toBe('2026-11-21T13:00:00.000Z');
    expect(zonedInstant('2026-07-01', 8 * 60 + 15, 'America/New_York').toISOString()).toBe('2026-07-01T12:15:00.000Z');
    // 2026-03-08 is the spring-forward day; 08:00 is already daylight time.
    expect(zonedInstant('2026-03-08', 8 * 60, 'America/New_York').toISOString()).toBe('2026-03-08T12:00:00.000Z');
    expect(zonedInstant('2026-11-21', 8 * 60, 'UTC').toISOString()).toBe('2026-11-21T08:00:00.000Z');
  });
});

describe('wallClockIn', () => {
  it('reads date, weekday and a 24-hour clock in the zone, midnight as hour 0', () => {
    // 05:00 UTC on Saturday 21-Nov-26 is midnight in New York.
    expect(wallClockIn(new Date('2026-11-21T05:00:07Z'), 'America/New_York')).toEqual({
      year: 2026,
      month: 11,
      day: 21,
      weekday: 6,
      hour: 0,
      minute: 0,
      second: 7,
    });
    // The same instant is already the afternoon of 21-Nov in Tokyo.
    expect(wallClockIn(new Date('2026-11-21T05:00:07Z'), 'Asia/Tokyo')).toMatchObject({ day: 21, hour: 14 });
    // And still Friday evening in Los Angeles.
    expect(wallClockIn(new Date('2026-11-21T05:00:07Z'), 'America/Los_Angeles')).toMatchObject({
      day: 20,
      weekday: 5,
      hour: 21,
    });
  });

  it('follows daylight saving time', () => {
    expect(wallClockIn(new Date('2026-07-01T12:15:00Z'), 'America/New_York')).toMatchObject({ hour: 8, minute: 15 });
    expect(wallClockIn(new Date('2026-01-01T12:15:00Z'), 'America/New_York')).toMatchObject({ hour: 7, minute: 15 });
  });

  it('gives back the wall clock zonedInstant was asked for', () => {
    const at = zonedInstant('2026-03-08', 3 * 60 + 30, 'America/New_York');
    const clock = wallClockIn(at, 'America/New_York');
    expect(wallClockDate(clock)).toBe('2026-03-08');
    expect(clock.hour * 60 + clock.minute).toBe(3 * 60 + 30);
  });

  it('refuses a zone it does not know', () => {
    expect(() => wallClockIn(new Date(), 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});
