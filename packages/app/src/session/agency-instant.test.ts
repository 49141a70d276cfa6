import { afterEach, describe, expect, it } from 'vitest';
import { demoProfile } from '../../test/demo-profiles';
import { formatInstant } from './agency-instant';
import { endSession, startSession } from './session.store';

describe('formatInstant', () => {
  afterEach(() => endSession());

  it('shows the date and the time of day in the app formats, in the device zone before sign-in', () => {
    const instant = new Date(2026, 10, 21, 14, 5);
    expect(formatInstant(instant.toISOString())).toBe('Sat 21-Nov-26 02:05P');
    expect(formatInstant('not a date')).toBe('');
  });

  it("shows it in the agency's zone once signed in, as the home header shows a pick turn", () => {
    startSession({ ...demoProfile('100001'), timeZone: 'America/New_York' }, 'ticket');
    expect(formatInstant('2026-11-30T19:45:00Z')).toBe('Mon 30-Nov-26 02:45P');
    startSession({ ...demoProfile('100001'), timeZone: 'Asia/Tokyo' }, 'ticket');
    expect(formatInstant('2026-11-30T19:45:00Z')).toBe('Tue 01-Dec-26 04:45A');
  });
});
