import { afterEach, describe, expect, it } from 'vitest';
import { demoProfile } from '../../../../test/demo-profiles';
import { endSession, startSession } from '../../../session/session.store';
import { fieldValue, instantOf } from './wall-clock-field';

afterEach(() => endSession());

describe("the sick notify field's date and time", () => {
  it("is the agency's wall clock, whatever zone the device is in", () => {
    startSession({ ...demoProfile('200001'), timeZone: 'America/New_York' }, 'ticket');
    // 03:26 UTC is 22:26 the evening before in New York.
    expect(fieldValue(new Date('2026-11-27T03:26:40Z'))).toBe('2026-11-26T22:26');
    expect(instantOf('2026-11-26T22:26')?.toISOString()).toBe('2026-11-27T03:26:00.000Z');
    // "Sick from 06:00" is the agency's 06:00, summer time included.
    expect(instantOf('2026-07-01T06:00')?.toISOString()).toBe('2026-07-01T10:00:00.000Z');
    startSession({ ...demoProfile('200001'), timeZone: 'Asia/Tokyo' }, 'ticket');
    expect(fieldValue(new Date('2026-11-27T03:26:40Z'))).toBe('2026-11-27T12:26');
  });

  it('names no instant until the field holds a whole date and time', () => {
    expect(instantOf('')).toBeUndefined();
    expect(instantOf('2026-11-26')).toBeUndefined();
    expect(instantOf('2026-13-45T10:00')).toBeUndefined();
    expect(instantOf('2026-02-30T10:00')).toBeUndefined();
    expect(instantOf('2026-11-26T24:00')).toBeUndefined();
    expect(instantOf('2026-11-26T10:60')).toBeUndefined();
    expect(instantOf('2026-11-26T10:00Z')).toBeUndefined();
  });

  it('takes seconds a browser may add, to the minute', () => {
    startSession({ ...demoProfile('200001'), timeZone: 'America/New_York' }, 'ticket');
    expect(instantOf('2026-11-26T22:26:40')?.toISOString()).toBe('2026-11-27T03:26:00.000Z');
    expect(instantOf('2028-02-29T06:00')?.toISOString()).toBe('2028-02-29T11:00:00.000Z');
  });
});
