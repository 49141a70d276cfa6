import { describe, expect, it } from 'vitest';
import { webcalUrl } from './feed-link';

describe('webcalUrl', () => {
  it('swaps the web scheme for webcal', () => {
    expect(webcalUrl('https://crewline.example/calendar/abc.ics')).toBe('webcal://crewline.example/calendar/abc.ics');
    expect(webcalUrl('http://127.0.0.1:8110/calendar/abc.ics')).toBe('webcal://127.0.0.1:8110/calendar/abc.ics');
  });
});
