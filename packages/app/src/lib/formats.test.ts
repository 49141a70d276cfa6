import { addDays, isoToDisplayDate } from '@crewline/protocol';
import { describe, expect, it } from 'vitest';
import { dayName, formatDisplayDate, formatMonthDay } from './date-format';
import { crossesMidnight, formatDuration, formatMinutes, spokenMinutes } from './time-format';

describe('minutes as hh:mm with A/P/X/B', () => {
  it.each([
    [0, '12:00A'],
    [1, '12:01A'],
    [330, '05:30A'],
    [719, '11:59A'],
    [720, '12:00P'],
    [780, '01:00P'],
    [1439, '11:59P'],
    [1440, '12:00X'],
    [1500, '01:00X'],
    [2160, '12:00X'],
    [-1, '11:59B'],
    [-30, '11:30B'],
    [-720, '12:00B'],
  ])('%i → %s', (minutes, text) => {
    expect(formatMinutes(minutes)).toBe(text);
  });

  it('is empty for no number', () => {
    expect(formatMinutes(Number.NaN)).toBe('');
    expect(spokenMinutes(Number.NaN)).toBe('');
  });

  it.each([
    [0, '12:00 am', false],
    [330, '5:30 am', false],
    [720, '12:00 pm', false],
    [1439, '11:59 pm', false],
    [1440, '12:00 am next day', true],
    [1580, '2:20 am next day', true],
    [-10, '11:50 pm the day before', true],
  ])('%i is said as %s', (minutes, words, crosses) => {
    expect(spokenMinutes(minutes)).toBe(words);
    expect(crossesMidnight(minutes)).toBe(crosses);
  });

  it('durations', () => {
    expect(formatDuration(495)).toBe('8:15');
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(-90)).toBe('-1:30');
    expect(formatDuration(1500)).toBe('25:00');
  });
});

describe('dates as dd-Mon-yy', () => {
  it('in English', () => {
    expect(formatDisplayDate('2026-11-21', 'en-US')).toBe('21-Nov-26');
    expect(formatDisplayDate('2027-01-05', 'en-US')).toBe('05-Jan-27');
  });

  it("in English as the server's texts write a date, every day of a year", () => {
    for (let d = 0; d < 366; d++) {
      const iso = addDays('2027-12-31', -d);
      expect(formatDisplayDate(iso, 'en-US')).toBe(isoToDisplayDate(iso));
    }
  });

  it('in other languages, without the abbreviation dot', () => {
    expect(formatDisplayDate('2026-05-03', 'es')).toMatch(/^03-May-26$/i);
    expect(formatDisplayDate('2026-02-03', 'fr')).toBe('03-Févr-26');
  });

  it('does not move across daylight-saving days', () => {
    expect(formatDisplayDate('2026-03-08', 'en-US')).toBe('08-Mar-26');
    expect(formatDisplayDate('2026-11-01', 'en-US')).toBe('01-Nov-26');
    expect(dayName('2026-03-08')).toBe('Sun');
    expect(dayName('2026-11-01')).toBe('Sun');
  });

  it('is empty for what is not a date', () => {
    expect(formatDisplayDate('2026-02-30')).toBe('');
    expect(formatDisplayDate('')).toBe('');
    expect(dayName('x')).toBe('');
  });

  it('day names run Sun to Sat', () => {
    expect(['2026-11-22', '2026-11-23', '2026-11-28'].map(dayName)).toEqual(['Sun', 'Mon', 'Sat']);
  });

  it('month/day for the expiry note', () => {
    expect(formatMonthDay('2026-12-01')).toBe('12/01');
  });
});
