import { describe, expect, it } from 'vitest';
import { zonedInstant } from '../src/zoned-time';

describe('zonedInstant', () => {
  it('turns agency wall-clock time into the instant, on both sides of daylight saving time', () => {
    expect(zonedInstant('2026-11-21', 8 * 60, 'America/New_York').toISOString()).toBe('2026-11-21T13:00:00.000Z');
    expect(zonedInstant('2026-07-01', 8 * 60 + 15, 'America/New_York').toISOString()).toBe('2026-07-01T12:15:00.000Z');
    // 2026-03-08 is the spring-forward day; 08:00 is already daylight time.
    expect(zonedInstant('2026-03-08', 8 * 60, 'America/New_York').toISOString()).toBe('2026-03-08T12:00:00.000Z');
    expect(zonedInstant('2026-11-21', 8 * 60, 'UTC').toISOString()).toBe('2026-11-21T08:00:00.000Z');
  });
});
