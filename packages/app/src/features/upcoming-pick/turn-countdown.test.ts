import { describe, expect, it } from 'vitest';
import { turnCountdown } from './turn-countdown';

describe('turnCountdown', () => {
  it('counts whole calendar days to the turn, whatever its time', () => {
    expect(turnCountdown('14-Dec-2026 08:15', '2026-11-21')).toBe('Your turn is in 23 days.');
    expect(turnCountdown('22-Nov-2026 23:45', '2026-11-21')).toBe('Your turn is tomorrow.');
    expect(turnCountdown('21-Nov-2026 08:00', '2026-11-21')).toBe('Your turn is today.');
  });
  it('says when the turn has passed', () => {
    expect(turnCountdown('20-Nov-2026 08:00', '2026-11-21')).toBe('Your turn was yesterday.');
    expect(turnCountdown('11-Nov-2026 08:00', '2026-11-21')).toBe('Your turn was 10 days ago.');
  });
  it('says nothing without a date', () => {
    expect(turnCountdown('- No Date / Time -', '2026-11-21')).toBeUndefined();
    expect(turnCountdown('', '2026-11-21')).toBeUndefined();
  });
  it('counts across a daylight-saving change and a year end', () => {
    expect(turnCountdown('02-Jan-2027 08:00', '2026-10-31')).toBe('Your turn is in 63 days.');
  });
});
