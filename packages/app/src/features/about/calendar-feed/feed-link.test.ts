import { describe, expect, it } from 'vitest';
import { formatInstant, webcalUrl } from './feed-link';

describe('webcalUrl', () => {
  it('swaps the web scheme for webcal', () => {
    expect(webcalUrl('https://crewline.example/calendar/abc.ics')).toBe('webcal://crewline.example/calendar/abc.ics');
    expect(webcalUrl('http://127.0.0.1:8110/calendar/abc.ics')).toBe('webcal://127.0.0.1:8110/calendar/abc.ics');
  });
});

describe('formatInstant', () => {
  it('shows the date and the time of day in the app formats, in the device zone', () => {
    const instant = new Date(2026, 10, 21, 14, 5);
    expect(formatInstant(instant.toISOString())).toBe('Sat 21-Nov-26 02:05P');
    expect(formatInstant('not a date')).toBe('');
  });
});
