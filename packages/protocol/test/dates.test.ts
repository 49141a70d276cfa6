import { describe, expect, it } from 'vitest';
import { addDays, sundayOnOrBefore, weekdayOf } from '../src/dates';

describe('weekdays', () => {
  it('numbers days Sunday 0 to Saturday 6', () => {
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekdayOf('2026-11-21')).toBe(6);
    expect(weekdayOf('2024-02-29')).toBe(4);
  });

  it('finds the Sunday a week starts on, across months and years', () => {
    expect(sundayOnOrBefore('2026-11-22')).toBe('2026-11-22');
    expect(sundayOnOrBefore('2026-11-21')).toBe('2026-11-15');
    expect(sundayOnOrBefore('2027-01-02')).toBe('2026-12-27');
    expect(addDays(sundayOnOrBefore('2026-03-08'), 7)).toBe('2026-03-15'); // a DST Sunday
  });
});
