import { afterEach, describe, expect, it } from 'vitest';
import { demoProfile } from '../../test/demo-profiles';
import { headerDateTimeText } from '../lib/header-dates';
import { deviceZone, usableZone } from '../lib/time-zone';
import {
  agencyDate,
  agencyInstant,
  agencyLastDay,
  agencyWallClock,
  agencyZone,
  todayIso,
  zoneNameAbroad,
} from './agency-time';
import { agencyClockText, agencyDateTimeText } from './agency-time-text';
import { endSession, startSession } from './session.store';

const signInAt = (timeZone: string) => startSession({ ...demoProfile('100001'), timeZone }, 'ticket');

afterEach(() => endSession());

describe('the agency time zone', () => {
  it("is the device's before sign-in and the agency's after", () => {
    expect(agencyZone()).toBe(deviceZone());
    signInAt('Asia/Tokyo');
    expect(agencyZone()).toBe('Asia/Tokyo');
  });

  it('is taken only when this device knows it', () => {
    expect(usableZone('America/New_York')).toBe('America/New_York');
    expect(usableZone(' Europe/London ')).toBe('Europe/London');
    expect(usableZone('Mars/Olympus_Mons')).toBeUndefined();
    expect(usableZone('')).toBeUndefined();
    expect(usableZone(undefined)).toBeUndefined();
  });
});

describe('dates and times at the agency', () => {
  // 20:00 UTC is 05:00 the next day in Tokyo (no daylight saving time) and 15:00 in New York.
  const instant = '2026-11-24T20:00:00Z';

  it('gives the calendar date and wall clock of an instant in the agency zone', () => {
    signInAt('Asia/Tokyo');
    expect(agencyDate(instant)).toBe('2026-11-25');
    expect(todayIso(new Date(instant))).toBe('2026-11-25');
    expect(agencyWallClock(instant)).toEqual({ date: '2026-11-25', minutes: 5 * 60 });
    signInAt('America/New_York');
    expect(agencyWallClock(instant)).toEqual({ date: '2026-11-24', minutes: 15 * 60 });
    expect(agencyWallClock('2026-11-25T05:00:00Z')).toEqual({ date: '2026-11-25', minutes: 0 });
  });

  it('turns an agency wall clock back into the instant', () => {
    signInAt('Asia/Tokyo');
    expect(agencyInstant('2026-11-25', 5 * 60).toISOString()).toBe('2026-11-24T20:00:00.000Z');
    signInAt('America/New_York');
    expect(agencyInstant('2026-07-01', 8 * 60).toISOString()).toBe('2026-07-01T12:00:00.000Z');
  });

  it('names the agency zone for a wall-clock field only on a device set to another zone', () => {
    signInAt(deviceZone());
    expect(zoneNameAbroad('2026-11-24T20:00:00Z')).toBeUndefined();
    signInAt(deviceZone() === 'Asia/Tokyo' ? 'America/New_York' : 'Asia/Tokyo');
    expect(zoneNameAbroad('2026-11-24T20:00:00Z')).toBe(deviceZone() === 'Asia/Tokyo' ? 'EST' : 'GMT+9');
  });

  it('names the last day open before a midnight close, and the same day before a close in the day', () => {
    signInAt('America/New_York');
    expect(agencyLastDay('2026-12-02T05:00:00Z')).toBe('2026-12-01');
    expect(agencyLastDay('2026-12-02T22:00:00Z')).toBe('2026-12-02');
  });

  it('shows a pick turn as the home header does, whatever zone the device is in', () => {
    // The turn at 19:45 UTC, which the gateway's header gives as "30-Nov-2026 14:45" in New York.
    const turn = '2026-11-30T19:45:00Z';
    signInAt('America/New_York');
    const named = (zone: string, name: string) => (deviceZone() === zone ? '' : ` ${name}`);
    expect(headerDateTimeText('30-Nov-2026 14:45', 'en-US')).toBe('Mon 30-Nov-26 02:45P');
    expect(agencyDateTimeText(turn, 'en-US')).toBe(`Mon 30-Nov-26 02:45P${named('America/New_York', 'EST')}`);
    expect(agencyClockText(turn)).toBe(`02:45P${named('America/New_York', 'EST')}`);
    signInAt('Asia/Tokyo');
    expect(agencyDateTimeText(turn, 'en-US')).toBe(`Tue 01-Dec-26 04:45A${named('Asia/Tokyo', 'GMT+9')}`);
  });
});
